// The builders endpoint schemas are written with (one per kind of field the API takes). Each is a
// TypeBox schema, so the same value is the JSON Schema the OpenAPI document shows, the TypeScript
// type the controller and the web read (`Static<typeof schema>`), and, through its READ rule, what
// the reader (read-input.ts) checks and which reason it answers.
import { Kind, Type, type SchemaOptions, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import { INNER, READ, type FieldRule } from './rules';

export { Type, type Static, type TSchema };

const withRule = <T extends TSchema>(schema: T, rule: FieldRule): T => Object.assign(schema, { [READ]: rule });
const described = (description?: string): SchemaOptions => (description ? { description } : {});

/** Default longest text when a field names none (the reader's bound; docs/api.md "Conventions"). */
export const DEFAULT_MAX_TEXT = 200;

export interface TextOptions {
  description?: string;
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** Leading and trailing spaces are dropped before the checks unless false (passwords, names as typed). */
  trim?: boolean;
  /** Optional, and a missing or null one reads as '' (`Type.Optional` alone leaves it undefined). */
  blank?: boolean;
}

/** Text: `required` when missing or empty, `must_be_string`, `too_short`, `too_long`, `invalid_format`. */
export function text(options: TextOptions = {}) {
  const { description, min, max, pattern, trim = true, blank } = options;
  const schema = Type.String({
    ...described(description),
    ...(min !== undefined ? { minLength: min } : {}),
    ...(max !== undefined ? { maxLength: max } : {}),
    ...(pattern ? { pattern: pattern.source } : {}),
  });
  return withRule(schema, { kind: 'string', min, max: max ?? DEFAULT_MAX_TEXT, pattern, trim, blank });
}

/**
 * A safe integer: `shown` adds keywords to the document that the handler checks itself (with its
 * own message), e.g. a deposit's dated maximum. `nullRequired`: an optional one given as null is
 * `required` rather than left out.
 * Answers: `required`, `must_be_integer`, `too_small`, `too_large`. */
export function integer(options: { description?: string; min?: number; max?: number; shown?: object; nullRequired?: boolean } = {}) {
  const { description, min, max, shown, nullRequired } = options;
  const schema = Type.Integer({ ...described(description), ...(min !== undefined ? { minimum: min } : {}), ...(max !== undefined ? { maximum: max } : {}), ...shown });
  return withRule(schema, { kind: 'integer', min, max, ...(nullRequired ? { nullRequired } : {}) });
}

/** Money: an integer number of won (the description says so). */
export const won = (description?: string, bounds: { min?: number; max?: number; shown?: object; nullRequired?: boolean } = {}) =>
  integer({ description: description ? `${description} (won)` : 'Integer won.', ...bounds });

/** `required`, `must_be_boolean`. */
export const flag = (description?: string) => withRule(Type.Boolean(described(description)), { kind: 'boolean' });

/** One of a list: `required`, `invalid_value`. */
export function choice<const V extends readonly string[]>(values: V, description?: string) {
  const values_ = values.length === 1 ? { const: values[0] } : { enum: [...values] };
  const schema = Type.Unsafe<V[number]>({ [Kind]: 'Unsafe', type: 'string', ...values_, ...described(description) });
  return withRule(schema, { kind: 'choice', values });
}

/** A UUID, read lower-case: `required`, `invalid_uuid`. */
export const uuid = (description?: string) => withRule(Type.String({ ...described(description), format: 'uuid' }), { kind: 'uuid' });

/** An ISO-8601 instant with offset, read as a Date: `required`, `invalid_instant` (answers use `at`). */
export const instant = (description?: string) =>
  withRule(Type.Unsafe<Date>({ [Kind]: 'Unsafe', type: 'string', format: 'date-time', description: description ?? 'ISO-8601 instant with offset.' }), { kind: 'instant' });

/** A real calendar day YYYY-MM-DD: `required`, `invalid_date`. */
export const calendarDate = (description?: string) =>
  withRule(Type.String({ format: 'date', description: description ?? 'Calendar date YYYY-MM-DD, Korea time (Asia/Seoul).' }), { kind: 'date' });

/** A value the endpoint's `refine` checks itself (a map, a nullable flag); documented by `schema`. */
export const checkedBy = <T>(schema: object) => withRule(Type.Unsafe<T>({ [Kind]: 'Unsafe', ...schema }), { kind: 'raw' });

/**
 * A request body (or a nested object of one): closed, so unknown fields are refused
 * (`unknown_field`), and its fields are read in the order written here.
 */
export function requestBody<P extends TProperties>(properties: P, description?: string): TObject<P> {
  const schema = Type.Object(properties, { additionalProperties: false, ...described(description) });
  return withRule(schema, { kind: 'object' });
}

/** A query parameter read as an integer within bounds, `fallback` when absent: `invalid_value` otherwise. */
export function queryInteger(options: { min: number; max: number; fallback: number; description?: string; blankIsAbsent?: boolean; shownMax?: boolean }) {
  const { min, max, fallback, description, blankIsAbsent = false, shownMax = true } = options;
  const schema = Type.Integer({ ...described(description), minimum: min, ...(shownMax ? { maximum: max } : {}), ...(fallback !== 0 ? { default: fallback } : {}) });
  return withRule(schema, { kind: 'queryInteger', min, max, fallback, blankIsAbsent });
}

/** A query parameter's text, trimmed, blank read as absent: `required`, or `tooLong` past `max`. */
export function queryText(options: { max: number; description?: string; tooLong?: string; measureRaw?: boolean; shown?: object }) {
  const { max, description, tooLong = 'too_long', measureRaw = false, shown = {} } = options;
  return withRule(Type.String({ ...described(description), ...shown }), { kind: 'queryText', max, tooLong, measureRaw });
}

/** A query parameter's ISO-8601 instant, read as a Date; blank is absent: `invalid_instant`. */
export const queryInstant = (description?: string) =>
  withRule(Type.Unsafe<Date>({ [Kind]: 'Unsafe', type: 'string', format: 'date-time', description: description ?? 'ISO-8601 instant with offset.' }), { kind: 'queryInstant' });

/**
 * The query string of an endpoint. Each property is one parameter (its `description` is the
 * parameter's); `closed` refuses parameters it does not name, else they are ignored (cache busters);
 * `firstOnly` answers only the first bad one, for the endpoints that always did.
 */
export function requestQuery<P extends TProperties>(properties: P, options: { closed: boolean; firstOnly?: boolean }): TObject<P> {
  return withRule(Type.Object(properties), { kind: 'query', closed: options.closed, firstOnly: options.firstOnly ?? false });
}

/** The field or null, null read as null (documented as the field's type or `null`). */
export function orNull<T extends TSchema>(schema: T) {
  const plain = schema as unknown as Record<string, unknown>;
  const nullable = Type.Unsafe<Static<T> | null>({ [Kind]: 'Unsafe', ...plain, type: [plain.type, 'null'] });
  return Object.assign(withRule(nullable, { kind: 'orNull' }), { [INNER]: schema });
}

/** `?page&size` of a `{items, page, size, total}` list (docs/api.md "Lists"): `invalid_value` outside 1.. and 1..100. */
export const pageQueryParams = () => ({
  page: Type.Optional(queryInteger({ description: 'Page number, from 1.', min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 1, shownMax: false })),
  size: Type.Optional(queryInteger({ description: 'Items per page, at most 100.', min: 1, max: 100, fallback: 20 })),
});
