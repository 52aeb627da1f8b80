// What a reading rule reads (row-changes.ts RuleReader): rows by key, by one of the table's
// declared indexes, or every row, from a rule state (changes-fold.ts). The fold's state holds every
// row, so it answers any query; the SQL form's state holds a batch's declared reads, loaded here
// before the rule runs (rule-batch.ts), and refuses a query it did not load: a rule that reads
// what it did not declare would see nothing in SQL and everything in the fold, and drift.
import { assert } from '../../errors/domain-error';
import type { FoldRow } from '../fold/projection-fold';
import { cellOf, keyText, RowQuery, RuleReader, RuleTable, Values } from './row-changes';

interface Index {
  columns: readonly string[];
  /** Group text (the index's columns) → the group's rows by key text. */
  groups: Map<string, Map<string, FoldRow>>;
}

/** Per logical table, its indexes. */
export type RuleIndexes = Map<string, Index[]>;

interface ReadState {
  tables: Readonly<Record<string, RuleTable>>;
  rows: Map<string, Map<string, FoldRow>>;
  indexes: RuleIndexes;
  loaded?: Set<string>;
}

export function startIndexes(tables: Readonly<Record<string, RuleTable>>): RuleIndexes {
  return new Map(Object.entries(tables).map(([logical, table]) => [logical, (table.indexes ?? []).map((columns) => ({ columns, groups: new Map() }))]));
}

export function addToIndexes(indexes: RuleIndexes, table: RuleTable, logical: string, key: string, row: FoldRow): void {
  if (!table.indexes) return;
  for (const index of indexes.get(logical)!) {
    const group = keyText(table, row, index.columns);
    let rows = index.groups.get(group);
    if (!rows) index.groups.set(group, (rows = new Map()));
    rows.set(key, row);
  }
}

export function removeFromIndexes(indexes: RuleIndexes, table: RuleTable, logical: string, key: string, row: FoldRow): void {
  if (!table.indexes) return;
  for (const index of indexes.get(logical)!) {
    const group = keyText(table, row, index.columns);
    const rows = index.groups.get(group);
    rows?.delete(key);
    if (rows?.size === 0) index.groups.delete(group);
  }
}

const indexedColumns = new WeakMap<RuleTable, Set<string>>();

/** A row stays in the groups it was made in: a change never sets an indexed column. */
export function assertIndexesKept(table: RuleTable, set: Values): void {
  let columns = indexedColumns.get(table);
  if (!columns) indexedColumns.set(table, (columns = new Set(table.indexes!.flat())));
  for (const column in set) assert(!columns.has(column), () => `${table.table}: a change set the indexed column ${column}`);
}

const sameColumns = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c) => b.includes(c));

const serving = new WeakMap<RuleTable, Map<string, readonly string[]>>();

/** The columns a query selects by, in the order of the key or index that serves it ([] for every row). */
export function servingColumns(table: RuleTable, where: Values): readonly string[] {
  const columns = Object.keys(where);
  let known = serving.get(table);
  if (!known) serving.set(table, (known = new Map()));
  const asked = columns.join(',');
  const found = known.get(asked);
  if (found) return found;
  let served: readonly string[] | undefined = [];
  if (columns.length > 0) served = sameColumns(columns, table.key) ? table.key : table.indexes?.find((i) => sameColumns(i, columns));
  assert(served, () => `${table.table}: no key or index serves a read by ${asked}`);
  known.set(asked, served);
  return served;
}

/** The query as one string: which rows it loads. */
export function queryId(table: RuleTable, query: RowQuery): string {
  const columns = servingColumns(table, query.where);
  const from = query.from ? `${query.from.column}>=${String(cellOf(query.from.value))}` : '';
  return `${query.table}\u0001${columns.join(',')}\u0001${keyText(table, query.where, columns)}\u0001${from}`;
}

/** Whether the batch loaded the row with this key: by its key, by an index of it, or every row. */
function keyLoaded(state: ReadState, logical: string, table: RuleTable, key: Values): boolean {
  const loaded = state.loaded!;
  if (loaded.has(queryId(table, { table: logical, where: key })) || loaded.has(queryId(table, { table: logical, where: {} }))) return true;
  return (table.indexes ?? []).some((columns) => loaded.has(queryId(table, { table: logical, where: Object.fromEntries(columns.map((c) => [c, key[c]])) })));
}

const sortKinds = new WeakMap<RuleTable, { column: string; numeric: boolean }[]>();

/**
 * The rows in PostgreSQL's order of the key: numbers as numbers, text (uuids lower case) as text.
 * Each row's sort values are made once, not at every comparison (a loan's thousand investor rows).
 */
function sortedByKey(table: RuleTable, rows: FoldRow[]): FoldRow[] {
  let kinds = sortKinds.get(table);
  if (!kinds) sortKinds.set(table, (kinds = table.key.map((column) => ({ column, numeric: ['bigint', 'integer', 'smallint'].includes(table.columns[column]) }))));
  const keyed = rows.map((row) => ({ row, values: kinds!.map(({ column, numeric }) => (numeric ? Number(row[column]) : String(row[column]).toLowerCase())) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.values.length; i += 1) if (a.values[i] !== b.values[i]) return a.values[i] < b.values[i] ? -1 : 1;
    return 0;
  });
  return keyed.map((k) => k.row);
}

function queryRows(state: ReadState, query: RowQuery): FoldRow[] {
  const table = state.tables[query.table];
  if (table === undefined) assert(false, `a rule read ${query.table}, which its projection does not declare`);
  if (table.insertOnly) assert(false, `${table.table} is insert-only: its rows are not kept for reads`);
  if (state.loaded && !state.loaded.has(queryId(table, query))) assert(false, `${table.table}: a rule read rows its reads did not declare (${Object.keys(query.where).join(', ')})`);
  const columns = servingColumns(table, query.where);
  let found: Iterable<FoldRow>;
  if (columns.length === 0) found = state.rows.get(query.table)!.values();
  else if (columns === table.key) {
    const row = state.rows.get(query.table)!.get(keyText(table, query.where));
    found = row ? [row] : [];
  } else {
    const index = state.indexes.get(query.table)!.find((i) => i.columns === columns)!;
    found = index.groups.get(keyText(table, query.where, columns))?.values() ?? [];
  }
  let list = [...found];
  if (query.from) {
    const { column, value } = query.from;
    list = list.filter((row) => row[column] !== null && (row[column] as number | string) >= (cellOf(value) as number | string));
  }
  return list.length > 1 ? sortedByKey(table, list) : list;
}

export function readerOf(state: ReadState): RuleReader {
  return {
    row(logical, key) {
      const table = state.tables[logical];
      if (table === undefined) assert(false, `a rule read ${logical}, which its projection does not declare`);
      if (state.loaded && !keyLoaded(state, logical, table, key)) assert(false, `${table.table}: a rule read a row its reads did not declare`);
      return state.rows.get(logical)!.get(keyText(table, key));
    },
    rows: (query) => queryRows(state, query),
  };
}
