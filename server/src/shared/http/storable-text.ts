// Text PostgreSQL cannot store (docs/api.md "Conventions"): a NUL character, which `text` refuses, and
// a lone UTF-16 surrogate, which has no UTF-8 form. Found at the edge, such text is invalid_input;
// past the edge it would be a database error, a 500, and (in a coalesced statement) everyone's.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** Deeper bodies than this are refused: no request of the API nests more than a few levels. */
export const MAX_JSON_DEPTH = 16;

export type TextProblem = 'invalid_text' | 'too_deep';

/**
 * The first problem in a parsed JSON value, with the top-level key it sits under (`''` for the
 * value itself): unstorable text in a string or a key, or nesting past MAX_JSON_DEPTH.
 */
export function findTextProblem(value: unknown, topKey = '', depth = 0): { key: string; problem: TextProblem } | null {
  if (typeof value === 'string') return isStorableText(value) ? null : { key: topKey, problem: 'invalid_text' };
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_JSON_DEPTH) return { key: topKey, problem: 'too_deep' };
  const entries = Array.isArray(value) ? value.map((v) => ['', v] as const) : Object.entries(value);
  for (const [key, inner] of entries) {
    const under = depth === 0 && !Array.isArray(value) ? key : topKey;
    if (!isStorableText(key)) return { key: under, problem: 'invalid_text' };
    const found = findTextProblem(inner, under, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * A name safe to repeat in an answer's `fields` (answers never echo input): request keys that
 * look like field names are named; anything else is reported under `fallback`.
 */
export function fieldName(key: string, fallback: string): string {
  return /^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(key) ? key : fallback;
}
