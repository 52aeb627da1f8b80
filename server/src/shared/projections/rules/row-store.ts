// A rule state's rows of one table by key (changes-fold.ts): nested maps, one level per key column
// (in the table's `nestBy` order), each keyed by the cell as PostgreSQL compares it (a uuid in lower
// case, a number as a number).
// Not one map keyed by the key's text: a replay's 1.4 million schedule rows made a fresh string per
// change, hashed every time, in a map too big for the caches (two thirds of the fold's time).
import type { FoldRow } from '../fold/projection-fold';
import { assert } from '../../errors/domain-error';
import { cellOf, RuleTable, Values } from './row-changes';

type Level = Map<unknown, unknown>;
const NUMERIC = new Set(['bigint', 'integer', 'smallint']);
export type KeyKind = 'uuid' | 'number' | 'other';

/** How a key column compares in PostgreSQL: a uuid by its lower-case text, a number as a number, the rest as text. */
export const keyKindOf = (table: RuleTable, column: string): KeyKind => (table.columns[column] === 'uuid' ? 'uuid' : NUMERIC.has(table.columns[column]) ? 'number' : 'other');

/** A key cell as it compares (keyKindOf): the maps' keys here, the sort of a reading rule's rows (rule-reads.ts). */
export function keyCell(kind: KeyKind, cell: Values[string] | undefined): string | number | null {
  const value = cellOf(cell);
  if (value === null) return null;
  if (kind === 'number') return Number(value);
  if (typeof value !== 'string') return String(value);
  return kind === 'uuid' ? value.toLowerCase() : value;
}

/** A key's columns with how each compares, in the key's order: what sorts rows as PostgreSQL orders the key. */
export type KeyOrder = readonly { column: string; kind: KeyKind }[];

export const keyOrderOf = (table: RuleTable): KeyOrder => table.key.map((column) => ({ column, kind: keyKindOf(table, column) }));

/** The rows in the key's order, each row's sort values made once, not at every comparison (a loan's thousand investor rows). */
export function sortedByKey(order: KeyOrder, rows: readonly FoldRow[]): FoldRow[] {
  const keyed = rows.map((row) => ({ row, values: order.map(({ column, kind }) => keyCell(kind, row[column])) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.values.length; i += 1) if (a.values[i] !== b.values[i]) return a.values[i]! < b.values[i]! ? -1 : 1;
    return 0;
  });
  return keyed.map((k) => k.row);
}

export class RowStore {
  private readonly root: Level = new Map();
  private readonly kinds: KeyKind[];
  /** The key's columns in nesting order (RuleTable.nestBy). */
  readonly columns: readonly string[];
  readonly keyOrder: KeyOrder;
  /**
   * A level's rows in the key's order, kept until a row under it is added or removed: an
   * installment's investor rows are read at every credit of it and change only their values (a
   * replay sorted them again each time, about a second of its fold).
   */
  private readonly ordered = new Map<Level, readonly FoldRow[]>();

  /** The row with a key, found by code made for the table (findOf). */
  private readonly find: (root: Level, key: Values) => FoldRow | undefined;

  constructor(table: RuleTable) {
    const nesting = table.nestBy ?? table.key;
    assert(nesting.length === table.key.length && table.key.every((c) => nesting.includes(c)), () => `${table.table}: nestBy names the key's columns`);
    this.columns = nesting;
    this.kinds = nesting.map((c) => keyKindOf(table, c));
    this.keyOrder = keyOrderOf(table);
    this.find = findOf(nesting, this.kinds);
  }

  /** The key cell `i` of `values` as the maps hold it. */
  private part(values: Values, i: number): unknown {
    return keyCell(this.kinds[i], values[this.columns[i]]);
  }

  /**
   * The map holding the last key cell's entry (made on the way with `make`), for a row that comes
   * or goes: the levels' kept orders go with it. A lookup goes through `find`, which keeps them.
   */
  private leaf(key: Values, make: boolean): Level | undefined {
    let level = this.root;
    for (let i = 0; i < this.columns.length - 1; i += 1) {
      const part = this.part(key, i);
      let next = level.get(part) as Level | undefined;
      if (!next) {
        if (!make) return undefined;
        level.set(part, (next = new Map()));
      }
      level = next;
      if (this.ordered.size > 0) this.ordered.delete(level);
    }
    return level;
  }

  get(key: Values): FoldRow | undefined {
    return this.find(this.root, key);
  }

  has(key: Values): boolean {
    return this.get(key) !== undefined;
  }

  /** Adds the row under its own key (a row has its key's columns). */
  add(row: FoldRow): void {
    this.leaf(row, true)!.set(this.part(row, this.columns.length - 1), row);
  }

  /** Removes the row with the key; answers it. */
  delete(key: Values): FoldRow | undefined {
    const leaf = this.leaf(key, false);
    const last = this.part(key, this.columns.length - 1);
    const row = leaf?.get(last) as FoldRow | undefined;
    if (row) leaf!.delete(last);
    return row;
  }

  /** How many of the nesting's first columns `where` names, short of the whole key: the levels a read can walk down (rowsUnder). */
  depthNamedBy(where: Values): number {
    let depth = 0;
    while (depth < this.columns.length - 1 && this.columns[depth] in where) depth += 1;
    return depth;
  }

  /**
   * The rows whose first `depth` nesting columns hold `where`'s values (a loan's investor rows, an
   * installment's); `inKeyOrder`: sorted by the key, the order kept for the next read (frozen: shared).
   */
  rowsUnder(where: Values, depth: number, inKeyOrder = false): readonly FoldRow[] {
    assert(depth > 0 && depth < this.columns.length, 'rowsUnder: a part of the key, not all of it');
    let level: Level | undefined = this.root;
    for (let i = 0; i < depth && level; i += 1) level = level.get(this.part(where, i)) as Level | undefined;
    if (!level) return [];
    if (!inKeyOrder) return [...walk(level, this.columns.length - depth)];
    let rows = this.ordered.get(level);
    if (!rows) this.ordered.set(level, (rows = Object.freeze(sortedByKey(this.keyOrder, [...walk(level, this.columns.length - depth)]))));
    return rows;
  }

  /** Whether the store answers a read by these columns itself: they are the first of its nesting (then no index of them is kept). */
  serves(columns: readonly string[]): boolean {
    return columns.length > 0 && columns.length < this.columns.length && columns.every((c) => {
      const at = this.columns.indexOf(c);
      return at >= 0 && at < columns.length;
    });
  }

  *values(): Generator<FoldRow> {
    yield* walk(this.root, this.columns.length);
  }
}

/**
 * A key's lookup down the levels, each cell read from the key by its column's own name: read by a
 * computed name in a loop (part), a key's cells were V8's slow keyed loads, three for each of a
 * replay's 600,000 credited schedule rows. The names are the table's own declared key columns.
 */
function findOf(columns: readonly string[], kinds: readonly KeyKind[]): (root: Level, key: Values) => FoldRow | undefined {
  const cells = kinds.map((kind) => (cell: Values[string] | undefined) => keyCell(kind, cell));
  const steps = columns.map((column, i) => `l = l.get(c[${i}](k[${JSON.stringify(column)}])); if (l === undefined) return undefined;`).join(' ');
  return new Function('c', `return (root, k) => { let l = root; ${steps} return l; };`)(cells) as (root: Level, key: Values) => FoldRow | undefined;
}

function* walk(level: Level, depth: number): Generator<FoldRow> {
  if (depth === 1) {
    yield* level.values() as Iterable<FoldRow>;
    return;
  }
  for (const next of level.values()) yield* walk(next as Level, depth - 1);
}
