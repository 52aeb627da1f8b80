// A rule's row changes (row-changes.ts) applied to rows in memory, for verify and replay: the
// same changes the inline writer renders as SQL (changes-sql.ts), one event at a time in the
// log's order, with SQL's meaning (an update finds no row: nothing; an upsert creates it).
import { assert } from '../../errors/domain-error';
import type { EventOf } from '../../decider';
import type { StoredEvent } from '../../event-store/event-store.types';
import type { FoldRow } from '../fold/projection-fold';
import { cellOf, InsertChange, isGuarded, keyText, RowChange, rowOf, rowWithKey, RuleReader, RuleTable, Sums, updateRow, Values } from './row-changes';
import { RowStore } from './row-store';
import { RunningTotals } from './running-totals';
import { addToIndexes, assertIndexesKept, readerOf, removeFromIndexes, RuleIndexes, startIndexes } from './rule-reads';

/**
 * Per logical table, its rows by key text, and the running totals of each group
 * (RuleTable.running). An insert-only projection's rows are not kept: a replay would hold
 * millions of them (a ledger's lines, thirteen columns and a hashed id each, were most of its heap
 * and its garbage collection most of its time). Its events are kept instead, and its rule runs
 * once, as the rows are read out: their running totals and its invariant are reached then, in the
 * log's order, as the SQL form reaches them (foldEvent, insertedRows).
 */
export type Rule<E extends EventOf> = (event: StoredEvent<E>, read: RuleReader) => readonly RowChange[];

export interface RuleState<E extends EventOf = EventOf> {
  tables: Readonly<Record<string, RuleTable>>;
  rule: Rule<E>;
  rows: Map<string, RowStore>;
  /** An insert-only projection's events (RuleTable.insertOnly): its rows are made as they are read out. */
  kept: StoredEvent<E>[];
  insertOnly: boolean;
  /** Per logical table with running columns (RuleTable.running), its groups' totals. */
  totals: Map<string, RunningTotals>;
  /** Per logical table, its rows by each declared index (RuleTable.indexes), for a reading rule's queries. */
  indexes: RuleIndexes;
  /**
   * Set when the state holds only a batch's reads (the SQL form, rule-reads.ts): the queries
   * loaded, which alone a rule may read, and rows outside them are not here — a guard is the
   * table's to keep then, not the state's.
   */
  loaded?: Set<string>;
  reader: RuleReader;
}

export function startState<E extends EventOf>(tables: Readonly<Record<string, RuleTable>>, rule: Rule<E>, loaded?: Set<string>): RuleState<E> {
  const rows = new Map(Object.entries(tables).map(([logical, table]) => [logical, new RowStore(table)]));
  const insertOnly = Object.values(tables).some((table) => table.insertOnly);
  // Its rows are made when read out, not as each event comes: a table beside it would see none of them.
  assert(!insertOnly || Object.values(tables).every((table) => table.insertOnly), 'an insert-only table shares its projection with tables that are not');
  const totals = new Map(Object.entries(tables).filter(([, table]) => table.running).map(([logical, table]) => [logical, new RunningTotals(table)]));
  const state = { tables, rule, rows, kept: [], insertOnly, totals, indexes: startIndexes(tables, rows), loaded } as unknown as RuleState<E>;
  state.reader = readerOf(state);
  return state;
}

/** Adds a row made by a change (or loaded for a batch's reads) under its key and in its table's indexes. */
export function addRow<E extends EventOf>(state: RuleState<E>, logical: string, row: FoldRow): void {
  state.rows.get(logical)!.add(row);
  addToIndexes(state.indexes, state.tables[logical], logical, row);
}

/** The insert's row, made whole (rowOf: a new row, as the change itself may be written after; a column left out takes the table's DEFAULT), with its running totals. */
function applyInsert<E extends EventOf>(state: RuleState<E>, table: RuleTable, change: InsertChange): FoldRow {
  const row = rowOf(table, change.row);
  if (change.running) state.totals.get(change.table)!.add(change, row);
  // The SQL form's INSERT would fail on the primary key, and the append with it.
  if (state.rows.get(change.table)!.has(row)) assert(false, `${table.table}: a second row with the key ${keyText(table, row)}`);
  addRow(state, change.table, row);
  return row;
}

/** Whether `row` holds the guard's values (uuids compared as PostgreSQL does). */
const holds = (table: RuleTable, row: FoldRow, when: Values): boolean => keyText(table, row, Object.keys(when)) === keyText(table, when, Object.keys(when));

/** Whether `row` has the key (the same cells, as a rule that names a row it read makes its key: compared as text only when not). */
function sameKey(table: RuleTable, row: FoldRow, key: Values): boolean {
  for (let i = 0; i < table.key.length; i += 1) {
    const column = table.key[i];
    if (row[column] !== key[column] && keyText(table, row, [column]) !== keyText(table, key, [column])) return false;
  }
  return true;
}

/** An insert unless a row has its key (insertMissing). */
function applyInsertMissing<E extends EventOf>(state: RuleState<E>, table: RuleTable, change: Extract<RowChange, { kind: 'insertMissing' }>): FoldRow | undefined {
  if (state.rows.get(change.table)!.has(change.row)) return undefined;
  const row = rowOf(table, change.row);
  addRow(state, change.table, row);
  return row;
}

/** Removes the row with the change's key, if any. */
function applyDelete<E extends EventOf>(state: RuleState<E>, table: RuleTable, change: Extract<RowChange, { kind: 'delete' }>): undefined {
  const row = state.rows.get(change.table)!.delete(change.key);
  if (row) removeFromIndexes(state.indexes, table, change.table, row);
  return undefined;
}

/** `max`: each column keeps the greater of its value and the change's (null takes the change's). */
function applyMax(row: FoldRow, max: Sums): void {
  for (const column in max) {
    const value = row[column];
    row[column] = value === null || Number(value) < max[column] ? max[column] : value;
  }
}

/** Applies one change; answers the row it wrote (none when an update found no row, or its guard failed). */
function applyChange<E extends EventOf>(state: RuleState<E>, change: RowChange): FoldRow | undefined {
  // Checks behind a cheap test and with fixed messages: a replay runs this for millions of changes, a closure each would be garbage.
  const table = state.tables[change.table];
  if (table === undefined) assert(false, `a rule changed ${change.table}, which its projection does not declare`);
  if (table.countedIn && ((change.kind !== 'update' && change.kind !== 'upsert') || isGuarded(change))) assert(false, `${table.table}: counted rows change only by unguarded updates and upserts`);
  if (table.insertOnly) assert(false, `${table.table} is insert-only, and its changes are made as its rows are read out`);
  if (change.kind === 'insert') return applyInsert(state, table, change);
  if (change.kind === 'insertMissing') return applyInsertMissing(state, table, change);
  if (change.kind === 'delete') return applyDelete(state, table, change);
  if (table.indexes) assertIndexesKept(table, change.set);
  let row = change.read ?? state.rows.get(change.table)!.get(change.key);
  if (change.read && !sameKey(table, change.read, change.key)) assert(false, `${table.table}: a change named a row read under another key`);
  const was = table.countedIn && counts(table, row);
  if (row && change.when && !holds(table, row, change.when)) row = undefined;
  else if (!row && change.kind === 'upsert') {
    row = rowWithKey(table, change.key, change.add);
    addRow(state, change.table, row);
  }
  // A batch's state (state.loaded) lacks the rows no read loaded: the table keeps the guard then.
  if (!row && change.orFail && !state.loaded) assert(false, change.orFail);
  if (!row) return undefined;
  // for…in, not Object.entries: replay runs this for every event of a million (no arrays made).
  const { set, add } = change;
  for (const column in set) row[column] = cellOf(set[column]);
  for (const column in add) {
    const value = row[column];
    row[column] = value === null ? null : Number(value) + add[column];
  }
  if (change.max) applyMax(row, change.max);
  if (table.countedIn) recount(state, table, row, was === true);
  return row;
}

/** Whether a row of a counted table counts (RuleTable.countedIn): its live column above 0. */
const counts = (table: RuleTable, row: FoldRow | undefined): boolean => row !== undefined && Number(row[table.countedIn!.live]) > 0;

/** Adds the row's crossing of 0, if it crossed, to its count (an update: none when the counting row is missing, as in SQL). */
function recount<E extends EventOf>(state: RuleState<E>, table: RuleTable, row: FoldRow, was: boolean): void {
  const { into, key, column } = table.countedIn!;
  const now = counts(table, row);
  if (now === was) return;
  applyChange(state, updateRow(into, Object.fromEntries(Object.entries(key).map(([c, from]) => [c, row[from]])), { add: { [column]: now ? 1 : -1 } }));
}

/** The projection's invariant, seen by each row written, with the event that wrote it (not a closure made per event). */
export type Check<E extends EventOf> = (table: string, row: FoldRow, event: StoredEvent<E>) => void;

/** One event's changes, in order, each row written checked. Answers the changes (the SQL form writes them). */
export function applyEvent<E extends EventOf>(state: RuleState<E>, event: StoredEvent<E>, check?: Check<E>): readonly RowChange[] {
  const changes = state.rule(event, state.reader);
  for (const change of changes) {
    const row = applyChange(state, change);
    if (row && check) check(change.table, row, event);
  }
  return changes;
}

/** The fold's step: the event applied, or kept whole for an insert-only projection (its rule runs as its rows are read out). */
export function foldEvent<E extends EventOf>(state: RuleState<E>, event: StoredEvent<E>, check?: Check<E>): void {
  if (state.insertOnly) state.kept.push(event);
  else applyEvent(state, event, check);
}

/**
 * An insert-only table's rows: the rule run on the kept events, in the log's order, each insert's
 * running totals added up from the group's lines before it, each row checked. One row a line,
 * made once (rowOf, every column in the object), read out once, never kept.
 */
function* insertedRows<E extends EventOf>(state: RuleState<E>, logical: string, check?: Check<E>): Generator<FoldRow> {
  const table = state.tables[logical];
  const totals = table.running && new RunningTotals(table);
  for (const event of state.kept) {
    for (const change of state.rule(event, state.reader)) {
      if (change.kind !== 'insert' || change.table !== logical) continue;
      const row = rowOf(table, change.row);
      if (change.running) totals!.add(change, row);
      if (check) check(logical, row, event);
      yield row;
    }
  }
}

/** Every row of every table with every column, made as it is read (insert-only tables): one pass each. */
export function rowsOfState<E extends EventOf>(state: RuleState<E>, check?: Check<E>): Record<string, Iterable<FoldRow>> {
  return Object.fromEntries(Object.entries(state.tables).map(([logical, table]) => [
    logical,
    table.insertOnly ? insertedRows(state, logical, check) : state.rows.get(logical)!.values(),
  ]));
}
