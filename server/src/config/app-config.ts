// The one place that reads process.env: everything else receives a typed AppConfig.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { LogLevel } from '../shared/logging/app-logger';
import { ConfigRefused, productionRefusals } from './production-refusals';

/**
 * PostgreSQL connections per process. Few, on purpose: more backends than the cores can run at
 * once only take turns, and a read whose backend waits for its turn is the slow tail. Measured on
 * this 2-core machine at 200 connections (GET /api/wallet, /api/dashboard, wallet lines): 4 or 8
 * gave the same requests/s as 30 with a p99 of 40-80 ms instead of 300-410 ms. The whole test
 * suite runs its apps and workers with 6 to 10.
 */
const DEFAULT_DB_POOL_SIZE = 8;

/** docs/api.md "Health and configuration": a body that stops arriving holds its connection no longer than this. */
const DEFAULT_REQUEST_BODY_TIMEOUT_MS = 30_000;
/** Far above what a browser (6 per host) or an office behind one NAT opens; far below a file-descriptor limit. */
const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 1_000;

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', ...(__dirname.includes(`${path.sep}dist${path.sep}`) ? ['..', '..'] : []));

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

function hhmmToMinute(text: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`BANK_MAINTENANCE: "${text}" is not HH:MM`);
  const minute = Number(match[1]) * 60 + Number(match[2]);
  if (minute >= 24 * 60) throw new Error(`BANK_MAINTENANCE: "${text}" is past midnight`);
  return minute;
}

/** The bank's nightly maintenance window in minutes after midnight (null: none). */
export type BankMaintenance = { startMinute: number; endMinute: number } | null;

export function parseMaintenance(text: string | undefined): BankMaintenance {
  if (text === undefined) text = '23:30-00:30';
  if (text.trim() === '') return null;
  const [start, end] = text.split('-');
  if (!start || !end) throw new Error(`BANK_MAINTENANCE: "${text}" is not HH:MM-HH:MM`);
  return { startMinute: hhmmToMinute(start), endMinute: hhmmToMinute(end) };
}

/** PUBLIC_URL as an origin plus optional path, without a trailing slash; unset: this machine's port. */
export function parsePublicUrl(value: string | undefined, port: number): string {
  const text = value?.trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL: "${text}" is not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL: "${text}" is not an http(s) address`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name}: "${value}" is not a positive whole number`);
  return n;
}

/** PII_ENCRYPTION_KEY: 32 bytes as 64 hex characters (openssl rand -hex 32), or unset. */
export function parsePiiKey(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (!/^[0-9a-fA-F]{64}$/.test(text)) throw new Error('PII_ENCRYPTION_KEY: not 64 hex characters (openssl rand -hex 32)');
  return text.toLowerCase();
}

function logFileOf(value: string | undefined, embedded: boolean, dataDir: string): string | null {
  if (value === '-') return null;
  if (value?.trim()) return path.resolve(value.trim());
  return embedded ? path.join(dataDir, 'logs', 'server.log') : null;
}

/**
 * The typed configuration; with NODE_ENV=production it throws ConfigRefused when a setting is
 * unsafe there. Embedded mode (no DATABASE_URL) is a laptop: the sandbox and demo data are on by
 * default. Service mode turns them on only when asked. No secret has a literal default: unset,
 * each is random per process (the sandbox bank signs and checks its notifications in one process).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const embedded = databaseUrl === null;
  const production = env.NODE_ENV === 'production';
  const sandbox = flag(env.SANDBOX, embedded);
  const demoData = flag(env.DEMO_DATA, embedded);
  const rateLimits = flag(env.RATE_LIMITS, true);
  const port = Number(env.PORT ?? 3000);
  const operatorPassword = env.OPERATOR_PASSWORD || null;
  const publicUrl = parsePublicUrl(env.PUBLIC_URL, port);
  const piiEncryptionKey = parsePiiKey(env.PII_ENCRYPTION_KEY);
  const refusals = productionRefusals({
    production, sandbox, demoData, rateLimits, bankWebhookSecret: env.BANK_WEBHOOK_SECRET, sessionSecret: env.SESSION_SECRET, operatorPassword, publicUrl,
    piiEncryptionKey,
  });
  if (refusals.length > 0) throw new ConfigRefused(refusals);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  return {
    port,
    databaseUrl,
    /** A streaming replica of the database for the main reads (null: everything reads the primary). */
    databaseReadUrl: env.DATABASE_READ_URL?.trim() || null,
    redisUrl: env.REDIS_URL?.trim() || null,
    /** BullMQ key prefix: lets test runs share one Redis without seeing each other's jobs. */
    queuePrefix: env.QUEUE_PREFIX?.trim() || 'bull',
    sandbox,
    operatorEmail: env.OPERATOR_EMAIL?.trim() || null,
    operatorPassword,
    bankWebhookSecret: env.BANK_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
    sessionSecret: env.SESSION_SECRET || randomBytes(32).toString('hex'),
    /**
     * The AES-256-GCM key of personal data stored encrypted (the resident registration number,
     * 개인정보보호법 24조의2), 64 hex characters. Required in production; unset elsewhere, a key kept
     * in `<dataDir>/secrets/` (shared/crypto/pii-cipher.ts), so what one run stored the next can read.
     */
    piiEncryptionKey,
    runWorker: flag(env.WORKER, true),
    demoData,
    bankMaintenance: parseMaintenance(env.BANK_MAINTENANCE),
    rateLimits,
    /** Trust X-Forwarded-For (behind a reverse proxy). Off by default: a client could forge its IP. */
    trustProxy: flag(env.TRUST_PROXY, false),
    /** PostgreSQL connections per process (API and worker share one pool). */
    dbPoolSize: Number(env.DB_POOL_SIZE ?? DEFAULT_DB_POOL_SIZE),
    /** The site's absolute address without a trailing slash: mails link to it (a mail client cannot open a path). */
    publicUrl,
    /** A request whose body has not fully arrived in this time is answered 408 and its connection closed. */
    requestBodyTimeoutMs: positiveInteger('REQUEST_BODY_TIMEOUT_MS', env.REQUEST_BODY_TIMEOUT_MS, DEFAULT_REQUEST_BODY_TIMEOUT_MS),
    /** Open connections one client address may hold (null: no bound, with RATE_LIMITS=off). */
    maxConnectionsPerAddress: rateLimits ? positiveInteger('MAX_CONNECTIONS_PER_ADDRESS', env.MAX_CONNECTIONS_PER_ADDRESS, DEFAULT_MAX_CONNECTIONS_PER_ADDRESS) : null,
    production,
    dataDir,
    webDistDir: path.join(REPO_ROOT, 'web', 'dist'),
    commandWaitMs: Number(env.COMMAND_WAIT_MS ?? 10_000),
    logLevel: (env.LOG_LEVEL as LogLevel | undefined) ?? 'info',
    /**
     * Where the JSON log lines go: a file when a person reads the console (embedded mode's default,
     * `<DATA_DIR>/logs/server.log`), or null for standard output, where a log collector reads them
     * (service mode's default; `LOG_FILE=-` asks for it in embedded mode).
     */
    logFile: logFileOf(env.LOG_FILE, embedded, dataDir),
    version: env.npm_package_version ?? '0.1.0',
  };
}

/** The typed configuration: what loadConfig returns, declared once, there. */
export type AppConfig = ReturnType<typeof loadConfig>;

export const APP_CONFIG = Symbol('APP_CONFIG');
export { REPO_ROOT };
