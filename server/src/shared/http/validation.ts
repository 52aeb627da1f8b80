// Validation at the edge: small typed readers that collect every bad field into one
// 400 invalid_input {fields}. Unknown fields are refused too, so typos do not pass silently.
import { DomainError, invalidInput } from '../errors/domain-error';
import { fieldName } from './storable-text';
import { isCalendarDate, isUuid, parseInstant } from './schema/formats';

export { isCalendarDate, isUuid, parseInstant };


/** A path id: not a UUID → 400 invalid_input. */
export function uuidParam(value: string, field = 'id'): string {
  if (!isUuid(value)) throw invalidInput({ [field]: 'invalid_uuid' });
  return value.toLowerCase();
}

/**
 * The `Idempotency-Key` header of a money-moving request (docs/api.md "Conventions"): printable ASCII,
 * 1 to `maxLength` characters. Missing is 400 `invalid_input` with `fields: {"Idempotency-Key":
 * "required"}`; the caller scopes it to the user (uuidFrom) and makes it the command's id, so the
 * command inbox answers a repeat with the first outcome and another body with `duplicate_ticket`.
 */
export function idempotencyKeyHeader(value: string | undefined, maxLength: number): string {
  const printable = new RegExp(`^[\\x21-\\x7e]{1,${maxLength}}$`);
  if (typeof value !== 'string' || !printable.test(value)) throw invalidInput({ 'Idempotency-Key': value === undefined ? 'required' : 'invalid_format' });
  return value;
}

export class BodyReader {
  private readonly fields: Record<string, string> = {};
  private readonly body: Record<string, unknown>;

  constructor(body: unknown, private readonly allowed: readonly string[]) {
    if (body === undefined || body === null) body = {};
    if (typeof body !== 'object' || Array.isArray(body)) throw invalidInput({ body: 'must_be_object' });
    this.body = body as Record<string, unknown>;
    // Field-like unknown names are named back (typos show); anything else is not repeated.
    for (const key of Object.keys(this.body)) if (!allowed.includes(key)) this.fields[fieldName(key, 'body')] = 'unknown_field';
  }

  string(key: string, opts: { min?: number; max?: number; pattern?: RegExp; optional?: boolean; trim?: boolean } = {}): string {
    const raw = this.body[key];
    if (raw === undefined || raw === null) {
      if (!opts.optional) this.fields[key] = 'required';
      return '';
    }
    if (typeof raw !== 'string') {
      this.fields[key] = 'must_be_string';
      return '';
    }
    const value = opts.trim === false ? raw : raw.trim();
    if (value.length < (opts.min ?? (opts.optional ? 0 : 1))) this.fields[key] = value.length === 0 ? 'required' : 'too_short';
    else if (value.length > (opts.max ?? 200)) this.fields[key] = 'too_long';
    else if (opts.pattern && !opts.pattern.test(value)) this.fields[key] = 'invalid_format';
    return value;
  }

  optionalString(key: string, opts: { min?: number; max?: number; pattern?: RegExp } = {}): string | undefined {
    return this.body[key] === undefined ? undefined : this.string(key, opts);
  }

  integer(key: string, opts: { min?: number; max?: number; optional?: boolean } = {}): number {
    const raw = this.body[key];
    if (raw === undefined || raw === null) {
      if (!opts.optional) this.fields[key] = 'required';
      return 0;
    }
    if (typeof raw !== 'number' || !Number.isSafeInteger(raw)) {
      this.fields[key] = 'must_be_integer';
      return 0;
    }
    if (opts.min !== undefined && raw < opts.min) this.fields[key] = 'too_small';
    if (opts.max !== undefined && raw > opts.max) this.fields[key] = 'too_large';
    return raw;
  }

  boolean(key: string, opts: { optional?: boolean } = {}): boolean {
    const raw = this.body[key];
    if (raw === undefined && opts.optional) return false;
    if (typeof raw !== 'boolean') {
      this.fields[key] = raw === undefined ? 'required' : 'must_be_boolean';
      return false;
    }
    return raw;
  }

  oneOf<T extends string>(key: string, values: readonly T[], opts: { optional?: boolean } = {}): T {
    const raw = this.body[key];
    if (raw === undefined && opts.optional) return undefined as unknown as T;
    if (typeof raw !== 'string' || !values.includes(raw as T)) this.fields[key] = raw === undefined ? 'required' : 'invalid_value';
    return raw as T;
  }

  uuid(key: string, opts: { optional?: boolean } = {}): string {
    const raw = this.body[key];
    if (raw === undefined && opts.optional) return undefined as unknown as string;
    if (!isUuid(raw)) this.fields[key] = raw === undefined ? 'required' : 'invalid_uuid';
    return typeof raw === 'string' ? raw.toLowerCase() : '';
  }

  instant(key: string, opts: { optional?: boolean } = {}): Date {
    const raw = this.body[key];
    if ((raw === undefined || raw === null) && opts.optional) return undefined as unknown as Date;
    const date = parseInstant(raw);
    if (!date) this.fields[key] = raw === undefined ? 'required' : 'invalid_instant';
    return date ?? new Date(NaN);
  }

  date(key: string, opts: { optional?: boolean } = {}): string {
    const raw = this.body[key];
    if (raw === undefined && opts.optional) return undefined as unknown as string;
    if (!isCalendarDate(raw)) {
      this.fields[key] = raw === undefined ? 'required' : 'invalid_date';
    }
    return raw as string;
  }

  raw(key: string): unknown {
    return this.body[key];
  }

  fail(key: string, code: string): void {
    this.fields[key] = code;
  }

  /** Throws invalid_input with every bad field, or returns when all were fine. */
  done(): void {
    if (Object.keys(this.fields).length > 0) throw invalidInput(this.fields);
  }
}

export function pageQuery(query: Record<string, unknown>): { page: number; size: number; offset: number } {
  const page = query.page === undefined ? 1 : Number(query.page);
  const size = query.size === undefined ? 20 : Number(query.size);
  const fields: Record<string, string> = {};
  if (!Number.isSafeInteger(page) || page < 1) fields.page = 'invalid_value';
  if (!Number.isSafeInteger(size) || size < 1 || size > 100) fields.size = 'invalid_value';
  if (Object.keys(fields).length) throw new DomainError('invalid_input', { fields });
  return { page, size, offset: (page - 1) * size };
}
