// What a reading rule reads (row-changes.ts RuleReader): rows by key, by one of the table's
// declared indexes, or every row, from a rule state (changes-fold.ts). The fold's state holds every
// row, so it answers any query; the SQL form's state holds a batch's declared reads, loaded here
// before the rule runs (rule-batch.ts), and refuses a query it did not load: a rule that reads
// what it did not declare would see nothing in SQL and everything in the fold, and drift.
import { assert } from '../../errors/domain-error';
import type { FoldRow } from '../fold/projection-fold';
import { cellOf, keyText, RowQuery, RuleReader, RuleTable, Values } from './row-changes';
import { sortedByKey, type KeyOrder, type RowStore } from './row-store';

/**
 * A group's rows: kept in the key's order once read (a credit reads an investor's rows in a
 * product each month, and they change only their values), replaced, never changed, when a row
 * comes or goes, so a list a rule holds stays as it read it.
 */
interface Group {
  rows: readonly FoldRow[];
  sorted: boolean;
}

interface Index {
  columns: readonly string[];
  /** Group text (the index's columns) → the group's rows. */
  groups: Map<string, Group>;
}

/** Per logical table, its indexes. */
export type RuleIndexes = Map<string, Index[]>;

interface ReadState {
  tables: Readonly<Record<string, RuleTable>>;
  rows: Map<string, RowStore>;
  indexes: RuleIndexes;
  loaded?: Set<string>;
}

/** Each table's declared indexes but those its row store serves itself (the first columns of its nesting: a loan's investor rows). */
export function startIndexes(tables: Readonly<Record<string, RuleTable>>, stores: ReadonlyMap<string, RowStore>): RuleIndexes {
  return new Map(Object.entries(tables).map(([logical, table]) => [
    logical,
    (table.indexes ?? []).filter((columns) => !stores.get(logical)!.serves(columns)).map((columns) => ({ columns, groups: new Map() })),
  ]));
}

export function addToIndexes(indexes: RuleIndexes, table: RuleTable, logical: string, row: FoldRow): void {
  if (!table.indexes) return;
  for (const index of indexes.get(logical)!) {
    const text = keyText(table, row, index.columns);
    const group = index.groups.get(text);
    if (!group) index.groups.set(text, { rows: [row], sorted: true });
    else index.groups.set(text, { rows: [...group.rows, row], sorted: false });
  }
}

export function removeFromIndexes(indexes: RuleIndexes, table: RuleTable, logical: string, row: FoldRow): void {
  if (!table.indexes) return;
  for (const index of indexes.get(logical)!) {
    const text = keyText(table, row, index.columns);
    const group = index.groups.get(text);
    const rows = group?.rows.filter((r) => r !== row);
    if (!rows || rows.length === 0) index.groups.delete(text);
    // What is left keeps its order: sorted only if it was.
    else index.groups.set(text, { rows, sorted: group!.sorted });
  }
}

/** The group's rows; in the key's order unless `anyOrder` (sorted once, kept sorted). */
function groupRows(index: Index, text: string, order: KeyOrder, anyOrder: boolean | undefined): readonly FoldRow[] {
  const group = index.groups.get(text);
  if (!group) return [];
  if (!group.sorted && !anyOrder) {
    group.rows = Object.freeze(sortedByKey(order, group.rows));
    group.sorted = true;
  }
  return group.rows;
}

const indexedColumns = new WeakMap<RuleTable, string[]>();

/** A row stays in the groups it was made in: a change never sets an indexed column (a few `in` tests, not a loop over the change). */
export function assertIndexesKept(table: RuleTable, set: Values): void {
  let columns = indexedColumns.get(table);
  if (!columns) indexedColumns.set(table, (columns = [...new Set(table.indexes!.flat())]));
  for (let i = 0; i < columns.length; i += 1) if (columns[i] in set) assert(false, `${table.table}: a change set the indexed column ${columns[i]}`);
}

const sameColumns = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c) => b.includes(c));

/** A way a table is read: the columns a query names (in its order), and the key or index that serves it. */
interface Serving {
  asked: readonly string[];
  served: readonly string[];
}

const serving = new WeakMap<RuleTable, Serving[]>();

/** A query's columns in one order (its identity, and the SQL form's join). */
export const queryColumns = (where: Values): string[] => Object.keys(where).sort();

const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * The key or index the fold serves a query from: the key when the query names it whole, else the
 * declared index with most columns that the query names (the rest filtered), [] for every row.
 * The SQL form selects by every column the query names, which the table's own index serves.
 * Found once per table and list of columns (a table is read in a few ways; a replay reads
 * millions of times): compared column by column, no string made per read.
 */
function servingOf(table: RuleTable, where: Values): Serving {
  let known = serving.get(table);
  if (!known) serving.set(table, (known = []));
  const columns = Object.keys(where);
  for (let i = 0; i < known.length; i += 1) if (sameOrder(known[i].asked, columns)) return known[i];
  let served: readonly string[] | undefined = [];
  if (columns.length > 0) {
    served = sameColumns(columns, table.key)
      ? table.key
      : [...(table.indexes ?? [])].filter((i) => i.every((c) => columns.includes(c))).sort((a, b) => b.length - a.length)[0];
  }
  // Without one, the fold would scan the table for each event that reads.
  assert(served, () => `${table.table}: no key or index serves a read by ${columns.join(',')}`);
  const found = { asked: columns, served };
  known.push(found);
  return found;
}

/** The query as one string: which rows it loads. */
export function queryId(table: RuleTable, query: RowQuery): string {
  const columns = queryColumns(query.where);
  const from = query.from ? `${query.from.column}>=${String(cellOf(query.from.value))}` : '';
  return `${query.table}\u0001${columns.join(',')}\u0001${keyText(table, query.where, columns)}\u0001${from}`;
}

/** Whether the batch loaded the row with this key: by its key, by an index of it, or every row. */
function keyLoaded(state: ReadState, logical: string, table: RuleTable, key: Values): boolean {
  const loaded = state.loaded!;
  if (loaded.has(queryId(table, { table: logical, where: key })) || loaded.has(queryId(table, { table: logical, where: {} }))) return true;
  return (table.indexes ?? []).some((columns) => loaded.has(queryId(table, { table: logical, where: Object.fromEntries(columns.map((c) => [c, key[c]])) })));
}

function queryRows(state: ReadState, query: RowQuery): readonly FoldRow[] {
  const table = state.tables[query.table];
  if (table === undefined) assert(false, `a rule read ${query.table}, which its projection does not declare`);
  if (table.insertOnly) assert(false, `${table.table} is insert-only: its rows are not kept for reads`);
  if (state.loaded && !state.loaded.has(queryId(table, query))) assert(false, `${table.table}: a rule read rows its reads did not declare (${Object.keys(query.where).join(', ')})`);
  const { asked, served } = servingOf(table, query.where);
  let columns = served;
  const store = state.rows.get(query.table)!;
  let list: readonly FoldRow[];
  // Already in the key's order (a level of the store kept sorted): no sort below.
  let ordered = false;
  if (columns.length === 0) list = [...store.values()];
  else if (columns === table.key) {
    const row = store.get(query.where);
    list = row ? [row] : [];
  } else {
    // The store's first levels, when the query names them (an installment's rows: a loan's, then its seq), else the index.
    const depth = store.depthNamedBy(query.where);
    if (depth >= columns.length) {
      ordered = !query.anyOrder;
      list = store.rowsUnder(query.where, depth, ordered);
      columns = store.columns.slice(0, depth);
    } else {
      const index = state.indexes.get(query.table)!.find((i) => i.columns === columns)!;
      ordered = !query.anyOrder;
      list = groupRows(index, keyText(table, query.where, columns), store.keyOrder, query.anyOrder);
    }
  }
  // Columns the store or index does not hold: compared cell by cell, no key text made per row.
  for (const column of asked) {
    if (columns.includes(column)) continue;
    const cell = cellOf(query.where[column]);
    if (typeof cell === 'number') list = list.filter((row) => Number(row[column]) === cell);
    else {
      const wanted = keyText(table, query.where, [column]);
      list = list.filter((row) => keyText(table, row, [column]) === wanted);
    }
  }
  if (query.from) {
    const { column, value } = query.from;
    list = list.filter((row) => row[column] !== null && (row[column] as number | string) >= (cellOf(value) as number | string));
  }
  // Filters keep the order. The store's and the index's own lists are frozen: a rule reads them, never changes them.
  return ordered || list.length < 2 || query.anyOrder ? list : sortedByKey(store.keyOrder, list);
}

export function readerOf(state: ReadState): RuleReader {
  return {
    row(logical, key) {
      const table = state.tables[logical];
      if (table === undefined) assert(false, `a rule read ${logical}, which its projection does not declare`);
      if (state.loaded && !keyLoaded(state, logical, table, key)) assert(false, `${table.table}: a rule read a row its reads did not declare`);
      return state.rows.get(logical)!.get(key);
    },
    rows: (query) => queryRows(state, query),
  };
}
