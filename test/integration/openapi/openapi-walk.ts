// Helpers that read the OpenAPI document as data: operations, $ref resolution, fail codes named
// anywhere in it, and the keys of an answer that no schema documents.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the served document is walked as plain, untyped JSON
export type Json = any;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface DocOperation {
  method: string;
  path: string;
  operation: Json;
}

export function operationsOf(doc: Json): DocOperation[] {
  const out: DocOperation[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const method of HTTP_METHODS) if (item[method]) out.push({ method, path, operation: item[method] });
  }
  return out;
}

/** `/api` + the template with Fastify's `:name` parameters: how the server registers it. */
export function toFastifyUrl(serverUrl: string, template: string): string {
  return `${serverUrl}${template.replace(/\{([^}]+)\}/g, ':$1')}`;
}

export function resolveRef(doc: Json, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`external $ref ${ref}`);
  let node = doc;
  for (const part of ref.slice(2).split('/')) {
    node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return node;
}

/** Every value of `key` anywhere in the tree, with the JSON path it was found at. */
export function findAll(node: Json, key: string, at = '#'): { at: string; value: Json }[] {
  if (node === null || typeof node !== 'object') return [];
  const found: { at: string; value: Json }[] = [];
  for (const [k, v] of Object.entries<Json>(node)) {
    if (k === key) found.push({ at: `${at}/${k}`, value: v });
    found.push(...findAll(v, key, `${at}/${k}`));
  }
  return found;
}

/** Fail codes the document names: response lists, fail_code enums and examples' values. */
export function failCodesNamed(doc: Json): { at: string; code: string }[] {
  const codes: { at: string; code: string }[] = [];
  for (const { at, value } of findAll(doc, 'x-fail-codes')) for (const code of value) codes.push({ at, code });
  for (const { at, value } of findAll(doc, 'fail_code')) {
    if (typeof value === 'string') codes.push({ at, code: value });
    else if (Array.isArray(value?.enum)) for (const code of value.enum) codes.push({ at, code });
  }
  return codes;
}

/** Member schemas an answer must (allOf) or may (anyOf/oneOf) satisfy, refs resolved. */
function members(doc: Json, schema: Json): Json[] {
  if (!schema || typeof schema !== 'object') return [];
  const self = schema.$ref ? members(doc, resolveRef(doc, schema.$ref)) : [];
  const parts = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s: Json) => members(doc, s));
  return [schema, ...self, ...parts];
}

/**
 * Paths inside `value` holding keys that no schema documents. A schema with neither properties
 * nor additionalProperties (free-form JSON such as event data) documents anything below it.
 */
export function undocumentedKeys(doc: Json, schema: Json, value: Json, at = '$'): string[] {
  if (value === null || typeof value !== 'object') return [];
  const all = members(doc, schema);
  if (Array.isArray(value)) {
    const items = all.map((s) => s.items).filter(Boolean);
    if (items.length === 0) return [];
    return value.flatMap((v, i) => undocumentedKeys(doc, { allOf: items }, v, `${at}[${i}]`));
  }
  const withProps = all.filter((s) => s.properties);
  const additional = all.map((s) => s.additionalProperties).filter((a) => a && typeof a === 'object');
  if (withProps.length === 0 && additional.length === 0) return [];
  const out: string[] = [];
  for (const [key, v] of Object.entries<Json>(value)) {
    const propertySchemas = withProps.map((s) => s.properties[key]).filter(Boolean);
    if (propertySchemas.length > 0) out.push(...undocumentedKeys(doc, { allOf: propertySchemas }, v, `${at}.${key}`));
    else if (additional.length > 0) out.push(...undocumentedKeys(doc, { allOf: additional }, v, `${at}.${key}`));
    else out.push(`${at}.${key}`);
  }
  return out;
}
