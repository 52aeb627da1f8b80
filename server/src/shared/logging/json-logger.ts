// Structured JSON logs, one line each; messages that are objects are merged in as fields.
import { LoggerService } from '@nestjs/common';

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

export class JsonLogger implements LoggerService {
  private readonly min: number;

  constructor(level: Level | 'silent' = 'info') {
    this.min = level === 'silent' ? 99 : LEVELS.indexOf(level);
  }

  private write(level: Level, message: unknown, context?: string, extra?: unknown): void {
    if (LEVELS.indexOf(level) < this.min) return;
    const line: Record<string, unknown> = { t: new Date().toISOString(), level, context };
    if (message && typeof message === 'object') Object.assign(line, message);
    else line.msg = String(message);
    if (extra) line.error = extra;
    (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${JSON.stringify(line)}\n`);
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
