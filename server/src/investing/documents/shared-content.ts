// A batch's documents say mostly the same thing: every prospectus of one product is the same
// disclosure, and its contracts differ only in the investment and the investor. Sending each
// document whole meant serializing, escaping and parsing a few kilobytes of JSON per investment
// (a launch rush or an auto-invest opening of 4,000 placements spent most of its database time
// there). So the batch's insert sends each distinct part once — the top-level fields a group of
// documents shares — and per document only the fields it has of its own; PostgreSQL joins them
// with `||`, which gives back the same jsonb value (jsonb keeps no key order). Pure.
import { assert } from '../../shared/errors/domain-error';

export interface SplitContents {
  /** The shared parts, each as JSON text. */
  shared: string[];
  /** For each document, the index (1-based, as SQL's ordinality) of its shared part. */
  sharedIndex: number[];
  /** For each document, the top-level fields that differ from its shared part. */
  own: Record<string, unknown>[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Groups the contents by `groupOf` (documents expected to share most fields, e.g. a product's
 * prospectuses) and the set of their top-level keys; the group's first content is its shared part.
 * `shared[sharedIndex[i] - 1]` overlaid by `own[i]` is `contents[i]` again, field for field.
 */
export function splitSharedContent(contents: readonly unknown[], groupOf: (index: number) => string): SplitContents {
  const shared: string[] = [];
  const sharedIndex: number[] = [];
  const own: Record<string, unknown>[] = [];
  const groups = new Map<string, { index: number; fields: Map<string, string> }>();
  contents.forEach((content, i) => {
    assert(isObject(content), () => `document content ${i} is not a JSON object`);
    const keys = Object.keys(content).sort();
    const key = `${groupOf(i)}\u0000${keys.join('\u0000')}`;
    let group = groups.get(key);
    if (!group) {
      shared.push(JSON.stringify(content));
      group = { index: shared.length, fields: new Map(keys.map((k) => [k, JSON.stringify(content[k])])) };
      groups.set(key, group);
    }
    const fields = group.fields;
    own.push(Object.fromEntries(keys.filter((k) => JSON.stringify(content[k]) !== fields.get(k)).map((k) => [k, content[k]])));
    sharedIndex.push(group.index);
  });
  return { shared, sharedIndex, own };
}
