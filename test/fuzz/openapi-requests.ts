// Requests for one operation of the served OpenAPI document, as fast-check arbitraries: path,
// query and header parameters and a JSON body drawn from the operation's own schemas (mostly
// well-typed, with hostile strings and wrong types mixed in), or a hostile raw body instead.
import fc from 'fast-check';
import { HOSTILE_STRINGS, hostileJson, hostileRawBody, hostileString, RawBody } from './hostile';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the served document is walked as plain JSON
export type Json = any;

export interface DocOperation {
  method: string;
  template: string;
  family: string;
  operation: Json;
}

export interface FuzzRequest {
  method: string;
  /** The path under /api, parameters substituted (raw: a hostile one may be left unencoded). */
  path: string;
  headers: Record<string, string>;
  body?: RawBody;
  /** Strings the request carried that an error answer must never repeat. */
  echoWatch: string[];
  mode: 'json' | 'raw' | 'none';
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Percent-encodes a path segment by its UTF-8 bytes (a lone surrogate becomes U+FFFD's bytes, as a browser sends it). */
function encodeSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** Every operation of the document; its family is its first tag (Identity, Wallet, …). */
export function operationsOf(doc: Json): DocOperation[] {
  const out: DocOperation[] = [];
  for (const [template, item] of Object.entries<Json>(doc.paths)) {
    for (const method of METHODS) {
      if (item[method]) out.push({ method: method.toUpperCase(), template, family: item[method].tags?.[0] ?? 'Other', operation: item[method] });
    }
  }
  return out;
}

function resolve(doc: Json, schema: Json): Json {
  let node = schema;
  for (let i = 0; node?.$ref && i < 10; i++) node = node.$ref.slice(2).split('/').reduce((at: Json, part: string) => at?.[part], doc);
  return node ?? {};
}

/** A value the schema allows (mostly), built from type, enum, format, bounds and pattern. */
export function valueFor(doc: Json, raw: Json, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  const parts = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (parts.length > 0 && !schema.type && !schema.properties) return fc.oneof(...parts.map((p: Json) => valueFor(doc, p, depth)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['object'];
  return fc.oneof(...types.map((type) => valueOfType(doc, schema, type, depth)));
}

function valueOfType(doc: Json, schema: Json, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null': return fc.constant(null);
    case 'boolean': return fc.boolean();
    case 'integer': return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 2_000_000_000 });
    case 'number': return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'array': return depth > 3 ? fc.constant([]) : fc.array(valueFor(doc, schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'string': return stringFor(schema);
    default: return depth > 3 ? fc.constant({}) : objectFor(doc, schema, depth + 1);
  }
}

function stringFor(schema: Json): fc.Arbitrary<string> {
  const { format, pattern, maxLength } = schema;
  if (format === 'uuid') return fc.uuid();
  if (format === 'date') return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (format === 'date-time') return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  if (format === 'email') return fc.emailAddress();
  if (typeof pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length <= (maxLength ?? 200));
    } catch {
      // a pattern JavaScript cannot read: plain strings
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(maxLength ?? 30, 60) });
}

function objectFor(doc: Json, schema: Json, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Json> = schema.properties ?? {};
  const required = new Set<string>(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of Object.entries(properties)) model[name] = valueFor(doc, prop, depth);
  return fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
}

/** A schema-shaped value with, now and then, a field made hostile, dropped or added. */
function mutatedBody(doc: Json, schema: Json): fc.Arbitrary<unknown> {
  return fc.tuple(valueFor(doc, schema), fc.nat(9), hostileJson, fc.string({ maxLength: 8 })).map(([value, dice, wild, key]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(out);
    if (dice < 4 && keys.length > 0) out[keys[dice % keys.length]] = wild;
    else if (dice === 4 && keys.length > 0) delete out[keys[0]];
    else if (dice === 5) out[`${key}\u0000`] = wild;
    return out;
  });
}

/** Strings in a value that an error answer must not repeat: free text, not ids or enum values. */
export function watchedStrings(value: unknown, enums: Set<string>, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.length >= 8 && !UUID.test(value) && !enums.has(value)) out.push(value);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      // Field-like keys are named back in `fields` by design; other keys are the request's text.
      if (!/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(key)) watchedStrings(key, enums, out);
      watchedStrings(inner, enums, out);
    }
  }
  return out;
}

function enumsOf(doc: Json, node: Json, out = new Set<string>(), depth = 0): Set<string> {
  if (!node || typeof node !== 'object' || depth > 12) return out;
  const schema = resolve(doc, node);
  for (const v of schema.enum ?? []) if (typeof v === 'string') out.add(v);
  if (typeof schema.const === 'string') out.add(schema.const);
  for (const value of Object.values<Json>(schema)) if (value && typeof value === 'object') enumsOf(doc, value, out, depth + 1);
  return out;
}

/** One operation's requests: parameters from its schemas (sometimes hostile), a JSON or raw body. */
export function requestsFor(doc: Json, op: DocOperation): fc.Arbitrary<FuzzRequest> {
  const params: Json[] = (op.operation.parameters ?? []).map((p: Json) => resolve(doc, p));
  const paramArb = (p: Json) => fc.oneof({ weight: 3, arbitrary: valueFor(doc, p.schema ?? {}).map(String) }, { weight: 1, arbitrary: hostileString });
  const pathParams = fc.record(Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, paramArb(p)])));
  const query = fc.record(Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, paramArb(p)])), { requiredKeys: [] });
  const headers = fc.record(Object.fromEntries(params.filter((p) => p.in === 'header').map((p) => [p.name, paramArb(p).map((v) => v.replace(/[^\x20-\x7e]/g, '?'))])), { requiredKeys: [] });
  const bodySchema = op.operation.requestBody?.content?.['application/json']?.schema;
  const changing = op.method !== 'GET';
  const body: fc.Arbitrary<{ mode: FuzzRequest['mode']; value?: unknown; raw?: RawBody }> = changing
    ? fc.oneof(
      { weight: 3, arbitrary: mutatedBody(doc, bodySchema ?? { type: 'object', properties: {} }).map((value) => ({ mode: 'json' as const, value })) },
      { weight: 2, arbitrary: hostileRawBody.map((raw) => ({ mode: 'raw' as const, raw })) },
      { weight: 1, arbitrary: fc.constant({ mode: 'none' as const }) },
    )
    : fc.constant({ mode: 'none' as const });
  const enums = enumsOf(doc, op.operation);
  return fc.record({ pathParams, query, headers, body, repeat: fc.nat(7), rawSegment: fc.nat(5) }).map(({ pathParams: pp, query: q, headers: h, body: b, repeat, rawSegment }) => {
    let path = op.template;
    for (const [name, value] of Object.entries(pp as Record<string, string>)) {
      // Now and then a hostile value goes in unencoded: a broken percent-escape, a NUL escape.
      const segment = rawSegment === 0 && HOSTILE_STRINGS.includes(value) && /^[\x21-\x7e]*$/.test(value) ? value.replace(/[/?#]/g, '') : encodeSegment(value);
      path = path.replace(`{${name}}`, segment);
    }
    const search = new URLSearchParams(q as Record<string, string>);
    const firstKey = [...search.keys()][0];
    if (repeat === 0 && firstKey) search.append(firstKey, search.get(firstKey) ?? '');
    const text = search.toString();
    const watch = [...watchedStrings(pp, enums), ...watchedStrings(q, enums), ...watchedStrings(b.value, enums)];
    const requestBody: RawBody | undefined = b.mode === 'json' ? { contentType: 'application/json', body: JSON.stringify(b.value) ?? 'null', kind: 'json' } : b.raw;
    return { method: op.method, path: `${path}${text ? `?${text}` : ''}`, headers: h as Record<string, string>, body: requestBody, echoWatch: watch, mode: b.mode };
  });
}
