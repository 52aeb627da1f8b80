// A rule's row changes (row-changes.ts) applied to rows in memory, for verify and replay: the
// same changes the inline writer renders as SQL (changes-sql.ts), one event at a time in the
// log's order, with SQL's meaning (an update finds no row: nothing; an upsert creates it).
import { assert } from '../../errors/domain-error';
import type { FoldRow } from '../fold/projection-fold';
import { keyText, plus, RowChange, rowOf, RuleTable, Sums } from './row-changes';

/** Per logical table, its rows by key text, and the running totals of each group (RuleTable.running). */
export interface RuleState {
  rows: Map<string, Map<string, FoldRow>>;
  totals: Map<string, Map<string, Sums>>;
}

export function startState(tables: Readonly<Record<string, RuleTable>>): RuleState {
  return { rows: new Map(Object.keys(tables).map((logical) => [logical, new Map()])), totals: new Map(Object.keys(tables).map((logical) => [logical, new Map()])) };
}

/** The insert's running columns: its group's totals so far plus its deltas. */
function runningTotals(table: RuleTable, totals: Map<string, Sums>, change: Extract<RowChange, { kind: 'insert' }>): Sums {
  const running = table.running;
  assert(running && change.running, () => `${table.table}: an insert with running totals, and no running columns declared`);
  const group = keyText(table, change.row, running.by);
  const total = totals.get(group) ?? Object.fromEntries(running.columns.map((c) => [c, 0]));
  totals.set(group, total);
  for (const column of running.columns) total[column] += change.running[column] ?? 0;
  return { ...total };
}

/** Applies one change; answers the row it wrote (none when an update found no row). */
export function applyChange(tables: Readonly<Record<string, RuleTable>>, state: RuleState, change: RowChange): FoldRow | undefined {
  const table = tables[change.table];
  const rows = state.rows.get(change.table);
  assert(table && rows, () => `a rule changed ${change.table}, which its projection does not declare`);
  if (change.kind === 'insert') {
    const key = keyText(table, change.row);
    // The SQL form's INSERT would fail on the primary key, and the append with it.
    assert(!rows.has(key), () => `${table.table}: a second row with the key ${key}`);
    const row = rowOf(table, change.running ? { ...change.row, ...runningTotals(table, state.totals.get(change.table)!, change) } : change.row);
    rows.set(key, row);
    return row;
  }
  const key = keyText(table, change.key);
  let row = rows.get(key);
  if (!row) {
    if (change.kind === 'update') return undefined;
    row = rowOf(table, { ...change.key, ...Object.fromEntries(Object.keys(change.add).map((c) => [c, 0])) });
    rows.set(key, row);
  }
  for (const [column, value] of Object.entries(change.set)) row[column] = value;
  for (const [column, delta] of Object.entries(change.add)) row[column] = plus(row[column], delta);
  return row;
}

export function rowsOfState(state: RuleState): Record<string, Iterable<FoldRow>> {
  return Object.fromEntries([...state.rows].map(([logical, rows]) => [logical, rows.values()]));
}
