// Reads a query string against its endpoint schema (requestQuery in fields.ts). Parameters are
// text: an empty choice is no choice, a number is read from its digits, and every bad one is named
// in one 400 invalid_input {fields} (`required`, `invalid_uuid`, `invalid_value`, `unknown_field`).
import { KindGuard, type Static, type TObject } from '@sinclair/typebox';
import { invalidInput } from '../../errors/domain-error';
import { isUuid, parseInstant } from './formats';
import { READ, type FieldRule, type WithRule } from './rules';

/** Trimmed text; blank is absent (judged before trimming, and the length too, when `measureRaw`). */
function readText(rule: Extract<FieldRule, { kind: 'queryText' }>, raw: unknown, optional: boolean): { value?: unknown; reason?: string } {
  const given = typeof raw === 'string' ? raw : '';
  const text = given.trim();
  const measured = rule.measureRaw ? given : text;
  if (measured === '') return optional ? {} : { reason: 'required' };
  return measured.length > rule.max ? { reason: rule.tooLong } : { value: text };
}

function readParam(rule: FieldRule | undefined, raw: unknown, optional: boolean): { value?: unknown; reason?: string } {
  if (rule?.kind === 'queryInteger') {
    const value = raw === undefined || (raw === '' && rule.blankIsAbsent) ? rule.fallback : Number(raw);
    return Number.isSafeInteger(value) && value >= rule.min && value <= rule.max ? { value } : { reason: 'invalid_value' };
  }
  if (rule?.kind === 'queryText') return readText(rule, raw, optional);
  if (raw === undefined || (raw === '' && (rule?.kind === 'choice' || rule?.kind === 'queryInstant'))) return optional ? {} : { reason: 'required' };
  if (rule?.kind === 'queryInstant') return parseInstant(raw) ? { value: parseInstant(raw) } : { reason: 'invalid_instant' };
  if (rule?.kind === 'uuid') return isUuid(raw) ? { value: raw.toLowerCase() } : { reason: 'invalid_uuid' };
  if (rule?.kind === 'choice') return rule.values.includes(String(raw)) ? { value: raw } : { reason: 'invalid_value' };
  throw new Error(`no query reading for ${rule?.kind}`);
}

export function readQuery<S extends TObject>(schema: S, query: Record<string, unknown>): Static<S> {
  const rule = (schema as WithRule)[READ];
  const fields: Record<string, string> = {};
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties)) {
    const { value, reason } = readParam((property as WithRule)[READ], query[key], KindGuard.IsOptional(property));
    if (reason) fields[key] = reason;
    else if (value !== undefined) out[key] = value;
    if (reason && rule?.kind === 'query' && rule.firstOnly) throw invalidInput(fields);
  }
  if (rule?.kind === 'query' && rule.closed) for (const key of Object.keys(query)) if (!(key in schema.properties)) fields[key] = 'unknown_field';
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  return out as Static<S>;
}
