// The process's logger: pino (JSON lines, one per entry) behind Nest's LoggerService. Where the
// lines go is the configuration's: standard output for a log collector (service mode), or a file
// when a person is reading the console (embedded mode, `npm start` on a laptop), and then the
// console shows only warnings and errors, one readable line each (docs/api.md "Health and
// configuration"). Messages that are objects are merged in as fields, as before.
import { LoggerService } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import pino, { DestinationStream, Logger as Pino } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface LogSettings {
  logLevel: LogLevel;
  /** null: JSON lines on standard output (warnings and errors on standard error). */
  logFile: string | null;
}

/** A warning or an error as a person reads it on the console: `[경고] context: message`. */
export function consoleLine(level: 'warn' | 'error', context: string | undefined, message: unknown, extra?: unknown): string {
  const text = message && typeof message === 'object' ? String((message as { msg?: unknown }).msg ?? JSON.stringify(message)) : String(message);
  const tail = extra ? ` (${String(extra).split('\n')[0]})` : '';
  return `[${level === 'error' ? '오류' : '경고'}] ${context ? `${context}: ` : ''}${text}${tail}\n`;
}

function destination(settings: LogSettings): DestinationStream {
  if (settings.logFile === null) {
    // Warnings and errors to standard error, the rest to standard output, as operators' tools expect.
    // Through the process's own streams (not their file descriptors): what the process writes
    // stays in order with everything else it prints, and a test can read it.
    return pino.multistream([
      { level: 'debug', stream: process.stdout },
      { level: 'warn', stream: process.stderr },
    ], { dedupe: true });
  }
  fs.mkdirSync(path.dirname(settings.logFile), { recursive: true });
  // Synchronous: the last lines before a crash are the ones that explain it.
  return pino.destination({ dest: settings.logFile, sync: true, append: true });
}

const shared = new Map<string, Pino>();

/** One pino instance per destination in a process (the API and its in-process worker share the file). */
function pinoFor(settings: LogSettings): Pino {
  const key = `${settings.logLevel}|${settings.logFile ?? '-'}`;
  let logger = shared.get(key);
  if (!logger) {
    logger = pino({
      level: settings.logLevel === 'silent' ? 'silent' : settings.logLevel,
      base: null,
      timestamp: () => `,"t":"${new Date().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      messageKey: 'msg',
    }, destination(settings));
    shared.set(key, logger);
  }
  return logger;
}

export class AppLogger implements LoggerService {
  private readonly pino: Pino;

  constructor(private readonly settings: LogSettings) {
    this.pino = pinoFor(settings);
  }

  private write(level: 'debug' | 'info' | 'warn' | 'error', message: unknown, context?: string, extra?: unknown): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = { context };
    if (message && typeof message === 'object') Object.assign(fields, message);
    else fields.msg = String(message);
    if (extra) fields.error = extra;
    this.pino[level](fields);
    if (this.settings.logFile !== null && (level === 'warn' || level === 'error')) process.stderr.write(consoleLine(level, context, message, extra));
  }

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.write('error', message, context ?? trace, context ? trace : undefined);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
}
