// Runs fast-check-generated requests for every operation of the OpenAPI document against a real
// server and checks what every answer must be: never a 500 (the bank's documented 502/503 codes
// excepted), every 4xx and 5xx in the envelope {fail_code, message}, and no error answer that
// repeats the request's own text.
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { DocOperation, FuzzRequest, Json, operationsOf, requestsFor } from './openapi-requests';

export interface FuzzActor {
  cookies: Map<string, string>;
  /** Logs in again after an answer showed the session was gone. */
  relogin: () => Promise<void>;
}

export interface FuzzOptions {
  baseUrl: string;
  doc: Json;
  seed: number;
  /** How many requests each operation gets, from its family's size. */
  requestsFor: (op: DocOperation, familySize: number) => number;
  investor: FuzzActor;
  operator: FuzzActor;
  concurrency?: number;
}

export interface Violation {
  kind: '5xx' | 'no_envelope' | 'echo' | 'timeout';
  operation: string;
  status: number;
  request: { method: string; path: string; body?: string; contentType?: string };
  answer: string;
}

export interface FamilyReport {
  requests: number;
  statuses: Record<string, number>;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  families: Record<string, FamilyReport>;
  violations: Violation[];
  /** The bank's documented 502/503 answers (bank_closed, seyfert_error, …), allowed but counted. */
  bankAnswers: number;
}

const BANK_CODES = new Set(['bank_closed', 'seyfert_error', 'REQUEST_HAS_TIME_OUT', '__poll']);
const HOSTILE_COOKIES = ['sid=%00', `sid=${'A'.repeat(4000)}`, 'sid=%E0%A4%A; csrf_token=%00', 'sid="\\"', 'sid=../../x'];
const AUTH_PATHS = new Set(['/auth/login', '/auth/logout', '/auth/sign_up']);

function actorFor(op: DocOperation, options: FuzzOptions, dice: number): FuzzActor | null {
  if (AUTH_PATHS.has(op.template)) return null;
  const security: Json[] = op.operation.security ?? [];
  const needsSession = security.length > 0 && security.every((s: Json) => 'sid' in s);
  if (op.operation['x-roles']?.includes('operator')) return dice < 8 ? options.operator : options.investor;
  if (needsSession) return dice < 9 ? options.investor : null;
  return dice < 5 ? null : options.investor;
}

function headersFor(request: FuzzRequest, actor: FuzzActor | null, dice: number): Record<string, string> {
  const headers: Record<string, string> = { ...request.headers, 'x-forwarded-for': `10.${dice}.${randomBytes(1)[0]}.${randomBytes(1)[0]}` };
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  if (actor && actor.cookies.size > 0) {
    headers.cookie = [...actor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = actor.cookies.get('csrf_token');
    if (csrf && request.method !== 'GET') headers['x-csrf-token'] = csrf;
  }
  if (dice === 0) headers.cookie = HOSTILE_COOKIES[randomBytes(1)[0] % HOSTILE_COOKIES.length];
  return headers;
}

function echoes(text: string, watch: string[]): boolean {
  return watch.some((s) => text.includes(s) || text.includes(JSON.stringify(s).slice(1, -1)));
}

/** The checks every answer must pass; the violation, or null. */
function judge(op: DocOperation, request: FuzzRequest, status: number, text: string): Violation['kind'] | null | 'bank' {
  if (status < 400) return null;
  let body: Json;
  try {
    body = JSON.parse(text);
  } catch {
    return 'no_envelope';
  }
  if (!body || typeof body.fail_code !== 'string' || typeof body.message !== 'string') return 'no_envelope';
  if (status >= 500) return status !== 500 && BANK_CODES.has(body.fail_code) ? 'bank' : '5xx';
  return echoes(text, request.echoWatch) ? 'echo' : null;
}

async function send(options: FuzzOptions, op: DocOperation, request: FuzzRequest, report: FuzzReport): Promise<void> {
  const dice = randomBytes(1)[0] % 10;
  const actor = actorFor(op, options, dice);
  const family = (report.families[op.family] ??= { requests: 0, statuses: {} });
  let status = 0;
  let text = '';
  try {
    const response = await fetch(`${options.baseUrl}/api${request.path}`, {
      method: request.method,
      headers: headersFor(request, actor, dice),
      body: request.body?.body as string | Uint8Array<ArrayBuffer> | undefined,
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    report.violations.push({ kind: 'timeout', operation: `${op.method} ${op.template}`, status: 0, request: { method: request.method, path: request.path }, answer: String(error) });
    return;
  }
  report.requests += 1;
  family.requests += 1;
  family.statuses[status] = (family.statuses[status] ?? 0) + 1;
  const verdict = judge(op, request, status, text);
  if (verdict === 'bank') report.bankAnswers += 1;
  else if (verdict) {
    const body = typeof request.body?.body === 'string' ? request.body.body.slice(0, 300) : request.body ? '<bytes>' : undefined;
    report.violations.push({ kind: verdict, operation: `${op.method} ${op.template}`, status, request: { method: request.method, path: request.path.slice(0, 300), body, contentType: request.body?.contentType }, answer: text.slice(0, 300) });
  }
  // The session is gone (not a webhook's invalid_signature, not a hostile cookie of this request): log in again.
  if (status === 401 && actor && dice !== 0 && text.includes('"no_permission"')) await actor.relogin().catch(() => undefined);
}

/** Every operation, its requests drawn from its own seeded arbitrary, run by a small pool. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const operations = operationsOf(options.doc);
  const familySizes = new Map<string, number>();
  for (const op of operations) familySizes.set(op.family, (familySizes.get(op.family) ?? 0) + 1);
  const report: FuzzReport = { seed: options.seed, requests: 0, families: {}, violations: [], bankAnswers: 0 };
  let next = 0;
  const worker = async () => {
    while (next < operations.length) {
      const index = next++;
      const op = operations[index];
      const count = options.requestsFor(op, familySizes.get(op.family)!);
      const requests = fc.sample(requestsFor(options.doc, op), { seed: options.seed + index, numRuns: count });
      for (const request of requests) await send(options, op, request, report);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return report;
}
