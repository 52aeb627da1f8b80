// Small builders for the document's schemas, so that each path file reads like docs/api.md's tables
// (field → type) instead of pages of nested JSON. Answers are open objects: the contract grows by
// adding fields (docs/api.md), so clients must ignore fields they do not know. Request bodies are
// closed (`body()`): the server refuses unknown fields with invalid_input {field: unknown_field}.
import type { Schema } from './openapi.types';

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

export const str = (description?: string, extra: Schema = {}): Schema => ({ type: 'string', ...(description ? { description } : {}), ...extra });
export const int = (description?: string, extra: Schema = {}): Schema => ({ type: 'integer', ...(description ? { description } : {}), ...extra });
export const uuid = (description?: string): Schema => str(description, { format: 'uuid' });
export const arr = (items: Schema, description?: string): Schema => ({ type: 'array', items, ...(description ? { description } : {}) });
/** Free-form JSON (event data, metadata, queue counts). */
export const anyJson = (description?: string): Schema => (description ? { description } : {});

/**
 * An object in an answer. Keys ending in `?` are optional (may be absent); the others are
 * always present (possibly null when their schema says so).
 */
export function obj(props: Record<string, Schema>, description?: string): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const [key, schema] of Object.entries(props)) {
    const optional = key.endsWith('?');
    const name = optional ? key.slice(0, -1) : key;
    properties[name] = schema;
    if (!optional) required.push(name);
  }
  return { type: 'object', properties, required, ...(description ? { description } : {}) };
}

/** A request body object: same key convention, and closed (unknown fields are refused). */
export function body(props: Record<string, Schema>, description?: string): Schema {
  return { ...obj(props, description), additionalProperties: false };
}

/** An object whose keys are data (e.g. `fields: {amount: "too_small"}`). */
export const mapOf = (values: Schema, description?: string): Schema => ({ type: 'object', additionalProperties: values, ...(description ? { description } : {}) });

/** `{ items, page, size, total }` of `items` (docs/api.md "Lists"). */
export const page = (items: Schema, description?: string): Schema => ({
  allOf: [ref('Page'), { type: 'object', properties: { items: arr(items) } }],
  ...(description ? { description } : {}),
});

/** `{ items, next_cursor }` of `items` (docs/api.md ledger-like lists). */
export const cursorPage = (items: Schema, description?: string): Schema => ({
  allOf: [ref('CursorPage'), { type: 'object', properties: { items: arr(items) } }],
  ...(description ? { description } : {}),
});

/** Extends a schema with more fields (allOf), e.g. the product detail over `product`. */
export const extend = (base: Schema, more: Record<string, Schema>, description?: string): Schema => ({
  allOf: [base, obj(more)],
  ...(description ? { description } : {}),
});
