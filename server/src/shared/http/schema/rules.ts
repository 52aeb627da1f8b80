// How the edge reads one field, kept on the field's TypeBox schema under a symbol: JSON.stringify
// skips symbols, so the OpenAPI document shows only the JSON Schema keywords, while the reader
// (read-input.ts) knows the contract's reasons (`required`, `too_long`, `invalid_uuid`, …) that
// plain JSON Schema cannot say.
export const READ = Symbol.for('p2p.read');
/** The schema an `orNull` field reads when its value is not null. */
export const INNER = Symbol.for('p2p.read.inner');

/**
 * `absent`: what a missing (or, where the kind allows, null) optional field reads as: `skip` leaves
 * it undefined; `blank` reads a string as ''.
 */
export type FieldRule =
  | { kind: 'string'; min?: number; max: number; pattern?: RegExp; trim: boolean; blank?: boolean }
  /** `nullRequired`: null is `required` even when the field is optional (the endpoints that always answered so). */
  | { kind: 'integer'; min?: number; max?: number; nullRequired?: boolean }
  | { kind: 'boolean' }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'uuid' }
  | { kind: 'instant' }
  | { kind: 'date' }
  /** The inner field, or null (read as null). */
  | { kind: 'orNull' }
  /** Checked by the endpoint's own `refine` (a map, a nullable value): the reader passes it through. */
  | { kind: 'raw' }
  | { kind: 'object' }
  /** A query parameter's text read as an integer (`invalid_value` otherwise); `fallback` when absent. */
  | { kind: 'queryInteger'; min: number; max: number; fallback: number; blankIsAbsent: boolean }
  /** A query parameter's text, trimmed; blank is absent. `tooLong` is the reason past `max` (measured before trimming when `measureRaw`). */
  | { kind: 'queryText'; max: number; tooLong: string; measureRaw: boolean }
  /** A query parameter's ISO-8601 instant, read as a Date; blank is absent. */
  | { kind: 'queryInstant' }
  /** The query string: `closed` refuses parameters it does not name (`unknown_field`). */
  | { kind: 'query'; closed: boolean; firstOnly: boolean };

export interface WithRule {
  [READ]?: FieldRule;
  [INNER]?: object;
}
