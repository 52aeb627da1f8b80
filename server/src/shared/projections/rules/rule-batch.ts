// A reading rule's batch in SQL (rule-projection.ts): the rows the batch's events declare they read
// (RuleProjection.reads) loaded at once — one statement per table and kind of read, however many
// events ask — into a rule state of their own; the rule then run event by event against it, each
// event's changes applied there too, so a later event sees an earlier one's rows exactly as the
// fold would; and every change written set-based (changes-sql.ts). Loading every read before the
// first event runs keeps the state whole for what was read: a row an earlier event changes was
// loaded with its group, if any event reads it.
import { quoteIdent, rows } from '../../database/sql';
import type { EventOf } from '../../decider';
import type { StoredEvent, Tx } from '../../event-store/event-store.types';
import type { TableMap } from '../../event-store/inline-projections';
import type { FoldCell, FoldRow } from '../fold/projection-fold';
import { addRow, applyEvent, Rule, startState, RuleState } from './changes-fold';
import { writeChanges } from './changes-sql';
import type { RowChange, RowQuery, RuleTable } from './row-changes';
import { queryColumns, queryId } from './rule-reads';

/** A column as the fold holds it: dates as 'YYYY-MM-DD', money (bigint) as a number. */
function selected(table: RuleTable, column: string): string {
  const type = table.columns[column];
  const c = `t.${quoteIdent(column)}`;
  if (type === 'date') return `to_char(${c}, 'YYYY-MM-DD') AS ${quoteIdent(column)}`;
  if (type === 'bigint') return `${c}::float8 AS ${quoteIdent(column)}`;
  return c;
}

/** The loaded rows into the state, each once (a row two reads find is one row). */
function keep<E extends EventOf>(state: RuleState<E>, logical: string, found: FoldRow[]): void {
  const present = state.rows.get(logical)!;
  for (const row of found) if (!present.has(row)) addRow(state, logical, row);
}

/** Reads by the same key or index, many values: one join of the table with the values' arrays. */
async function loadGroup<E extends EventOf>(tx: Tx, state: RuleState<E>, live: string, logical: string, columns: readonly string[], queries: RowQuery[]): Promise<void> {
  const table = state.tables[logical];
  const q = columns.map(quoteIdent);
  const found = await rows<FoldRow>(
    tx,
    `SELECT ${Object.keys(table.columns).map((c) => selected(table, c)).join(', ')}
     FROM ${quoteIdent(live)} t JOIN (SELECT DISTINCT * FROM unnest(${columns.map((c, i) => `$${i + 1}::${table.columns[c]}[]`).join(', ')}) AS x(${q.join(', ')})) x
       ON ${q.map((c) => `t.${c} = x.${c}`).join(' AND ')}`,
    columns.map((c) => queries.map((query) => query.where[c] as FoldCell)),
  );
  keep(state, logical, found);
}

/** A read of every row, or of those from a value on (rare events: a tax policy change): a statement of its own. */
async function loadOne<E extends EventOf>(tx: Tx, state: RuleState<E>, live: string, query: RowQuery): Promise<void> {
  const table = state.tables[query.table];
  const columns = Object.keys(query.where);
  const where = columns.map((c, i) => `t.${quoteIdent(c)} = $${i + 1}::${table.columns[c]}`);
  const params: unknown[] = columns.map((c) => query.where[c]);
  if (query.from) {
    params.push(query.from.value);
    where.push(`t.${quoteIdent(query.from.column)} >= $${params.length}::${table.columns[query.from.column]}`);
  }
  const found = await rows<FoldRow>(
    tx,
    `SELECT ${Object.keys(table.columns).map((c) => selected(table, c)).join(', ')} FROM ${quoteIdent(live)} t${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
    params,
  );
  keep(state, query.table, found);
}

/** Loads every query once into the state, and marks it loaded. */
export async function loadReads<E extends EventOf>(tx: Tx, state: RuleState<E>, live: TableMap, queries: readonly RowQuery[]): Promise<void> {
  const groups = new Map<string, { logical: string; columns: readonly string[]; queries: RowQuery[] }>();
  for (const query of queries) {
    const table = state.tables[query.table];
    const id = queryId(table, query);
    if (state.loaded!.has(id)) continue;
    state.loaded!.add(id);
    const columns = queryColumns(query.where);
    if (columns.length === 0 || query.from) {
      await loadOne(tx, state, live[query.table], query);
      continue;
    }
    const group = `${query.table}\u0001${columns.join(',')}`;
    const entry = groups.get(group) ?? { logical: query.table, columns, queries: [] };
    entry.queries.push(query);
    groups.set(group, entry);
  }
  for (const { logical, columns, queries: list } of groups.values()) await loadGroup(tx, state, live[logical], logical, columns, list);
}

/** The batch: its reads loaded, the rule run on each event in order against them, every change written. */
export async function writeReadingBatch<E extends EventOf>(
  tx: Tx,
  tables: Readonly<Record<string, RuleTable>>,
  rule: Rule<E>,
  reads: (event: StoredEvent<E>) => readonly RowQuery[],
  live: TableMap,
  events: readonly StoredEvent<E>[],
): Promise<void> {
  const state = startState(tables, rule, new Set());
  await loadReads(tx, state, live, events.flatMap(reads));
  const changes: RowChange[] = [];
  for (const event of events) changes.push(...applyEvent(state, event));
  await writeChanges(tx, tables, live, changes);
}
