// Reads a request body against its endpoint schema (fields.ts): every bad field is collected into
// one 400 invalid_input {fields} with the reasons the API has always answered (docs/api.md
// "Errors"); unknown fields are refused too, so typos do not pass silently. TypeBox's own checker
// knows JSON Schema's words, not these reasons (a trimmed empty text is `required`, not
// `too_short`; a null number is `required`, a null flag `must_be_boolean`), so the reader walks the
// schema's READ rules itself and decodes as it goes: text trimmed, UUIDs lower-case, instants Dates.
import { KindGuard, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { invalidInput } from '../../errors/domain-error';
import { fieldName } from '../storable-text';
import { isCalendarDate, isUuid, parseInstant } from './formats';
import { INNER, READ, type FieldRule, type WithRule } from './rules';

type Fields = Record<string, string>;
/** A check beyond one field's (one field against another, a map's entries): `fail(field, reason)` adds to `fields`. */
export type Refine<T> = (input: T, fail: (field: string, reason: string) => void) => void;

const ruleOf = (schema: TSchema): FieldRule => {
  const rule = (schema as WithRule)[READ];
  if (!rule) throw new Error(`schema without a read rule: ${JSON.stringify(schema)}`);
  return rule;
};

const SKIP = Symbol('absent');
type Read = unknown | typeof SKIP;

function readString(rule: Extract<FieldRule, { kind: 'string' }>, raw: unknown, optional: boolean, fail: (reason: string) => void): Read {
  if (raw === undefined || raw === null) {
    if (optional && rule.blank) return '';
    if (optional && raw === undefined) return SKIP;
    fail('required');
    return '';
  }
  if (typeof raw !== 'string') return fail('must_be_string');
  const value = rule.trim ? raw.trim() : raw;
  if (value.length < (rule.min ?? (rule.blank ? 0 : 1))) fail(value.length === 0 ? 'required' : 'too_short');
  else if (value.length > rule.max) fail('too_long');
  // A blank-allowed field may be left blank whatever its format (an optional e-mail).
  else if (rule.pattern && !(rule.blank && value === '') && !rule.pattern.test(value)) fail('invalid_format');
  return value;
}

function readInteger(rule: Extract<FieldRule, { kind: 'integer' }>, raw: unknown, optional: boolean, fail: (reason: string) => void): Read {
  if (raw === undefined || raw === null) return optional && !(raw === null && rule.nullRequired) ? SKIP : fail('required');
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw)) return fail('must_be_integer');
  if (rule.min !== undefined && raw < rule.min) fail('too_small');
  if (rule.max !== undefined && raw > rule.max) fail('too_large');
  return raw;
}

/** The other kinds: a missing optional one is skipped; `missing` when absent, `bad` when malformed. */
function readSimple(rule: FieldRule, raw: unknown, optional: boolean, fail: (reason: string) => void): Read {
  const absent = raw === undefined || (rule.kind === 'instant' && raw === null);
  if (absent && optional) return SKIP;
  const missing = (bad: string) => fail(raw === undefined ? 'required' : bad);
  switch (rule.kind) {
    case 'boolean': return typeof raw === 'boolean' ? raw : missing('must_be_boolean');
    case 'choice': return typeof raw === 'string' && rule.values.includes(raw) ? raw : missing('invalid_value');
    case 'uuid': return isUuid(raw) ? raw.toLowerCase() : missing('invalid_uuid');
    case 'instant': return parseInstant(raw) ?? missing('invalid_instant');
    case 'date': return isCalendarDate(raw) ? raw : missing('invalid_date');
    default: return raw;
  }
}

function readObject(schema: TObject, raw: unknown, fields: Fields, prefix: string): Record<string, unknown> {
  const body = raw === undefined || raw === null ? {} : raw;
  if (typeof body !== 'object' || Array.isArray(body)) throw invalidInput({ body: 'must_be_object' });
  const given = body as Record<string, unknown>;
  const keys = Object.keys(schema.properties);
  // Field-like unknown names are named back (typos show); anything else is not repeated.
  for (const key of Object.keys(given)) if (!keys.includes(key)) fields[prefix + fieldName(key, 'body')] = 'unknown_field';
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const property = schema.properties[key];
    const optional = KindGuard.IsOptional(property);
    const fail = (reason: string): undefined => {
      fields[prefix + key] = reason;
      return undefined;
    };
    const value = readField(property, given[key], optional, fail, fields, `${prefix}${key}.`);
    if (value !== SKIP) out[key] = value;
  }
  return out;
}

function readField(schema: TSchema, raw: unknown, optional: boolean, fail: (reason: string) => void, fields: Fields, prefix: string): Read {
  const rule = ruleOf(schema);
  switch (rule.kind) {
    case 'string': return readString(rule, raw, optional, fail);
    case 'integer': return readInteger(rule, raw, optional, fail);
    case 'object':
      if (raw === undefined && optional) return SKIP;
      // A nested object given as something else is named at its key, beside the other fields.
      if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) return fail('must_be_object');
      return readObject(schema as TObject, raw, fields, prefix);
    case 'raw': return raw === undefined ? SKIP : raw;
    case 'orNull': return raw === null ? null : readField((schema as WithRule)[INNER] as TSchema, raw, optional, fail, fields, prefix);
    default: return readSimple(rule, raw, optional, fail);
  }
}

/** The body as its schema types it, or 400 invalid_input with every bad field (and `refine`'s). */
export function readBody<S extends TObject>(schema: S, body: unknown, refine?: Refine<Static<S>>): Static<S> {
  const fields: Fields = {};
  const input = readObject(schema, body, fields, '') as Static<S>;
  refine?.(input, (field, reason) => {
    fields[field] = reason;
  });
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  return input;
}
