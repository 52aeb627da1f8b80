// Builders for what endpoints answer: typed (the web reads `Static<typeof schema>`) and rendered as
// the JSON Schema the OpenAPI document has always shown. Answers are open objects: the contract
// grows by adding fields (docs/api.md), so clients ignore fields they do not know.
import { Kind, Type, type Static, type TSchema } from '@sinclair/typebox';

const described = (description?: string) => (description ? { description } : {});
const unsafe = <T>(schema: object) => Type.Unsafe<T>({ [Kind]: 'Unsafe', ...schema });

export const str = (description?: string, extra: object = {}) => Type.String({ ...described(description), ...extra });
export const int = (description?: string, extra: object = {}) => Type.Integer({ ...described(description), ...extra });
export const bool = (description?: string) => Type.Boolean(described(description));
/** An instant in an answer: an ISO-8601 string with offset. */
export const at = (description?: string) => Type.String({ description: description ?? 'ISO-8601 instant with offset.', format: 'date-time' });
/** Basis points (1250 = 12.50 %). */
export const bp = (description?: string) => int(description ? `${description} (basis points, 1250 = 12.50 %)` : 'Basis points (1250 = 12.50 %).');
export const enumOf = <const V extends readonly string[]>(values: V, description?: string) => unsafe<V[number]>({ type: 'string', enum: [...values], ...described(description) });
export const constant = <const V extends string>(value: V, description?: string) => unsafe<V>({ type: 'string', const: value, ...described(description) });
/** The value or null (JSON Schema 2020-12 spelling; OpenAPI 3.1 has no `nullable`). */
export function nullable<T extends TSchema>(schema: T) {
  const plain = schema as unknown as Record<string, unknown>;
  return unsafe<Static<T> | null>(plain.$ref ? { anyOf: [schema, { type: 'null' }] } : { ...plain, type: [plain.type, 'null'] });
}
/** A shared schema of the document's components, typed as `T`. */
export const ref = <T = unknown>(name: string) => unsafe<T>({ $ref: `#/components/schemas/${name}` });
/** An object whose keys are data (e.g. borrower id → won). */
export const mapOf = <T extends TSchema>(values: T, description?: string) => unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: values, ...described(description) });

/** `{ items, page, size, total }` of `items` (docs/api.md "Lists"). */
export const page = <T extends TSchema>(items: T, description?: string) =>
  unsafe<{ items: Static<T>[]; page: number; size: number; total: number }>({
    allOf: [{ $ref: '#/components/schemas/Page' }, { type: 'object', properties: { items: { type: 'array', items } } }],
    ...described(description),
  });

/** `{ items, next_cursor }` of `items` (docs/api.md ledger-like lists). */
export const cursorPage = <T extends TSchema>(items: T, description?: string) =>
  unsafe<{ items: Static<T>[]; next_cursor: string | null }>({
    allOf: [{ $ref: '#/components/schemas/CursorPage' }, { type: 'object', properties: { items: { type: 'array', items } } }],
    ...described(description),
  });
