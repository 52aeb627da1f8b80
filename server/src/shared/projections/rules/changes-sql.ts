// A batch's row changes (row-changes.ts) as set-based SQL: the changes to one row folded into its
// net change, in order (an insert then updates of it become one insert of the final row; updates
// sum their adds, the later set wins), then one statement per table, kind and set of columns —
// INSERT … SELECT FROM unnest, UPDATE … FROM unnest, or an upsert of both — however many events
// the batch holds. A change that cannot join the row's previous one (an upsert after an update that
// may have found no row, an insert after anything) starts a next round, written after the first,
// so rows that repeat keep the events' order. A month-end chunk thus costs a statement per table,
// not per credited line.
import { quoteIdent, rows } from '../../database/sql';
import { assert } from '../../errors/domain-error';
import type { Tx } from '../../event-store/event-store.types';
import type { TableMap } from '../../event-store/inline-projections';
import type { FoldRow } from '../fold/projection-fold';
import { addRunning, cellOf, isGuarded, keyText, NONE, plus, RowChange, RuleTable, Sums, Values } from './row-changes';
import { leftoverCounts, mergeCounts, PendingCounts, writeCounted } from './changes-counted';
import { columnParams } from './column-params';

/** A row's net change in a batch. For an insert, `set` is the row. */
export interface NetChange {
  kind: RowChange['kind'];
  table: string;
  key: Values;
  set: Values;
  add: Sums;
  /** Columns that keep the greater value (row-changes.ts `max`). */
  max?: Sums;
  /** An insert's running deltas (RuleTable.running), made totals just before it is written. */
  running?: Sums;
  /** A guarded change's guard (row-changes.ts): it stands alone, never merged. */
  when?: Values;
  orFail?: string;
}

const pick = (values: Values, columns: readonly string[]): Values => Object.fromEntries(columns.map((c) => [c, values[c]]));

/** Folds `change` into the row's previous net change; false when it must come after it instead. */
function merge(table: RuleTable, into: NetChange, change: RowChange): boolean {
  if (change.kind === 'insert' || change.kind === 'insertMissing' || change.kind === 'delete' || isGuarded(change) || isGuarded(into) || (into.kind === 'update' && change.kind === 'upsert')) return false;
  for (const [column, value] of Object.entries(change.set)) {
    into.set[column] = value;
    delete into.add[column];
  }
  for (const [column, delta] of Object.entries(change.add)) {
    if (column in into.set) into.set[column] = plus(into.set[column], delta);
    else if (into.kind === 'insert') into.set[column] = plus(table.defaults?.[column] ?? null, delta);
    else into.add[column] = (into.add[column] ?? 0) + delta;
  }
  for (const column in change.max ?? {}) mergeMax(table, into, column, change.max![column]);
  return true;
}

/** A `max` folded in: into the row's value when the net change sets it (or inserts the row), else into its own max. */
function mergeMax(table: RuleTable, into: NetChange, column: string, value: number): void {
  const greater = (a: Values[string] | undefined) => {
    const cell = cellOf(a);
    return cell === null || Number(cell) < value ? value : cell;
  };
  assert(!(column in into.add), () => `${table.table}: ${column} both added to and kept at its greatest in one batch`);
  if (column in into.set) into.set[column] = greater(into.set[column]);
  else if (into.kind === 'insert') into.set[column] = greater(table.defaults?.[column] ?? null);
  else (into.max ??= {})[column] = Math.max(into.max?.[column] ?? value, value);
}

/** The batch's net changes in rounds: a row's first net change in round 0, its next (if any) in round 1, … */
export function netChanges(tables: Readonly<Record<string, RuleTable>>, changes: readonly RowChange[]): NetChange[][] {
  const byRow = new Map<string, NetChange[]>();
  // A ledger's lines (insertOnly): unique keys by construction, so never a second change to
  // merge or order after; kept out of the map by key (a month-end's lines were half its entries).
  const lines: NetChange[] = [];
  for (const change of changes) {
    const table = tables[change.table];
    assert(table, () => `a rule changed ${change.table}, which its projection does not declare`);
    if (change.kind === 'insert' && table.insertOnly) {
      // Its running columns are written by withRunningTotals; its late values once, as parameters;
      // its key never read (an insert's parameters are its row's; no count lands on a line).
      lines.push({ kind: 'insert', table: change.table, key: NONE, set: { ...change.row }, add: {}, running: change.running });
      continue;
    }
    // A late key (a hashed id) made once here: the row's identity and its parameter.
    const row = change.kind === 'insert' || change.kind === 'insertMissing' ? { ...change.row, ...Object.fromEntries(table.key.map((c) => [c, cellOf(change.row[c])])) } : null;
    const key = row ? pick(row, table.key) : (change as Extract<RowChange, { key: Values }>).key;
    const id = `${change.table}\u0001${keyText(table, key)}`;
    let list = byRow.get(id);
    if (!list) byRow.set(id, (list = []));
    const last = list[list.length - 1];
    if (last && merge(table, last, change)) continue;
    // An insert's running columns are set by withRunningTotals, from the table and the rows before.
    if (change.kind === 'insert') list.push({ kind: 'insert', table: change.table, key, set: row!, add: {}, running: change.running });
    else if (change.kind === 'insertMissing') list.push({ kind: 'insertMissing', table: change.table, key, set: row!, add: {} });
    else if (change.kind === 'delete') list.push({ kind: 'delete', table: change.table, key, set: {}, add: {} });
    else list.push({ kind: change.kind, table: change.table, key, set: { ...change.set }, add: { ...change.add }, max: change.max && { ...change.max }, when: change.when, orFail: change.orFail });
  }
  const rounds: NetChange[][] = lines.length ? [lines] : [];
  for (const list of byRow.values()) list.forEach((net, round) => (rounds[round] ??= []).push(net));
  return rounds;
}

/** A round's net changes grouped into statements: same table, kind and set columns (adds padded with 0). */
export interface Statement {
  table: string;
  kind: RowChange['kind'];
  set: string[];
  add: string[];
  max: string[];
  rows: NetChange[];
  when?: Values;
  orFail?: string;
}

export function statementsOf(round: readonly NetChange[]): Statement[] {
  const groups = new Map<string, Statement>();
  // A change's columns sorted, by their order as made: a batch's changes come from a few rules' literals.
  const sorted = new Map<string, string[]>();
  for (const net of round) {
    const made = Object.keys(net.set);
    const madeText = made.join(',');
    let set = sorted.get(madeText);
    if (!set) sorted.set(madeText, (set = made.sort()));
    // Kept-greatest columns part the statements too: a padded one would insert NULL.
    const max = net.max ? Object.keys(net.max).sort().join(',') : '';
    const id = `${net.table}\u0001${net.kind}\u0001${set.join(',')}\u0001${max}\u0001${net.when ? JSON.stringify(net.when) : ''}\u0001${net.orFail ?? ''}`;
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { table: net.table, kind: net.kind, set, add: [], max: [], rows: [], when: net.when, orFail: net.orFail }));
    for (const column in net.add) if (!group.add.includes(column)) group.add.push(column);
    if (net.max) for (const column in net.max) if (!group.max.includes(column)) group.max.push(column);
    group.rows.push(net);
  }
  return [...groups.values()];
}

/** The statement's SQL over `live`, and its parameters: one array per column. */
export function sqlOf(table: RuleTable, live: string, s: Statement): { text: string; params: unknown[] } {
  if (s.kind === 'delete') return deleteSqlOf(table, live, s);
  if (s.kind === 'insertMissing' || s.when || s.orFail) return guardedSqlOf(table, live, s);
  const keyColumns = s.kind === 'insert' ? [] : [...table.key];
  const columns = [...keyColumns, ...s.set, ...s.add, ...s.max];
  const params = columnParams(table, s, keyColumns, columns);
  const unnest = `unnest(${columns.map((c, i) => `$${i + 1}::${table.columns[c]}[]`).join(', ')})`;
  const q = columns.map(quoteIdent);
  const T = quoteIdent(live);
  if (s.kind === 'insert') return { text: `INSERT INTO ${T} (${q.join(', ')}) SELECT * FROM ${unnest}`, params };
  const assign = [
    ...s.set.map((c) => `${quoteIdent(c)} = x.${quoteIdent(c)}`),
    ...s.add.map((c) => `${quoteIdent(c)} = t.${quoteIdent(c)} + x.${quoteIdent(c)}`),
    ...s.max.map((c) => `${quoteIdent(c)} = GREATEST(t.${quoteIdent(c)}, x.${quoteIdent(c)})`),
  ].join(', ');
  const sameKey = (a: string, b: string) => keyColumns.map((c) => `${a}.${quoteIdent(c)} = ${b}.${quoteIdent(c)}`).join(' AND ');
  const x = `${unnest} AS x(${q.join(', ')})`;
  if (s.kind === 'update') return { text: assign ? `UPDATE ${T} t SET ${assign} FROM ${x} WHERE ${sameKey('t', 'x')}` : '', params };
  if (!assign) return { text: `INSERT INTO ${T} (${q.join(', ')}) SELECT * FROM ${x} ON CONFLICT DO NOTHING`, params };
  // NOT EXISTS, not NOT IN: NOT IN is hashed only while the planner thinks `updated` fits in work_mem.
  return {
    text: `WITH x AS (SELECT * FROM ${x}),
           updated AS (UPDATE ${T} t SET ${assign} FROM x WHERE ${sameKey('t', 'x')} RETURNING ${keyColumns.map((c) => `t.${quoteIdent(c)}`).join(', ')})
           INSERT INTO ${T} (${q.join(', ')}) SELECT ${q.map((c) => `x.${c}`).join(', ')} FROM x WHERE NOT EXISTS (SELECT 1 FROM updated u WHERE ${sameKey('u', 'x')})`,
    params,
  };
}

/** Rows deleted by key. */
function deleteSqlOf(table: RuleTable, live: string, s: Statement): { text: string; params: unknown[] } {
  const keyColumns = [...table.key];
  const q = keyColumns.map(quoteIdent);
  return {
    text: `DELETE FROM ${quoteIdent(live)} t USING unnest(${keyColumns.map((c, i) => `$${i + 1}::${table.columns[c]}[]`).join(', ')}) AS x(${q.join(', ')})
           WHERE ${q.map((c) => `t.${c} = x.${c}`).join(' AND ')}`,
    params: keyColumns.map((c) => s.rows.map((r) => cellOf(r.key[c]))),
  };
}

/**
 * A guarded statement (row-changes.ts: insertMissing, `when`, `orFail`): its guard's values are
 * parameters after the columns' arrays; with `orFail` it answers a row per row written.
 */
function guardedSqlOf(table: RuleTable, live: string, s: Statement): { text: string; params: unknown[] } {
  assert(s.max.length === 0, () => `${table.table}: a guarded change that keeps a greatest value`);
  const row = s.kind === 'insertMissing';
  const keyColumns = row ? [] : [...table.key];
  const columns = [...keyColumns, ...s.set, ...s.add];
  const when = Object.entries(s.when ?? {});
  const params = columnParams(table, s, keyColumns, columns);
  params.push(...when.map(([, value]) => cellOf(value)));
  const unnest = `unnest(${columns.map((c, i) => `$${i + 1}::${table.columns[c]}[]`).join(', ')})`;
  const q = columns.map(quoteIdent);
  const T = quoteIdent(live);
  const guard = when.map(([c], i) => ` AND t.${quoteIdent(c)} IS NOT DISTINCT FROM $${columns.length + i + 1}::${table.columns[c]}`).join('');
  const returning = s.orFail ? ' RETURNING 1' : '';
  if (row) return { text: `INSERT INTO ${T} (${q.join(', ')}) SELECT * FROM ${unnest} ON CONFLICT DO NOTHING${returning}`, params };
  const x = `${unnest} AS x(${q.join(', ')})`;
  const sameKey = keyColumns.map((c) => `t.${quoteIdent(c)} = x.${quoteIdent(c)}`).join(' AND ');
  if (s.kind === 'update') {
    const assign = [...s.set.map((c) => `${quoteIdent(c)} = x.${quoteIdent(c)}`), ...s.add.map((c) => `${quoteIdent(c)} = t.${quoteIdent(c)} + x.${quoteIdent(c)}`)].join(', ');
    return { text: `UPDATE ${T} t SET ${assign} FROM ${x} WHERE ${sameKey}${guard}${returning}`, params };
  }
  // One statement's keys are distinct (netChanges), as ON CONFLICT DO UPDATE needs.
  const assign = [...s.set.map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`), ...s.add.map((c) => `${quoteIdent(c)} = t.${quoteIdent(c)} + EXCLUDED.${quoteIdent(c)}`)];
  const onConflict = assign.length ? `DO UPDATE SET ${assign.join(', ')} WHERE true${guard}` : 'DO NOTHING';
  return { text: `INSERT INTO ${T} AS t (${q.join(', ')}) SELECT * FROM ${unnest} ON CONFLICT (${keyColumns.map(quoteIdent).join(', ')}) ${onConflict}${returning}`, params };
}

/**
 * Each group's last row's running totals, one index probe per group (LIMIT 1 in `order`, which an
 * index serves: wallet_transactions_by_user): a DISTINCT ON over `= ANY` would read every row of
 * every group, which a month-end chunk pays for 100-fold.
 */
async function lastTotals(tx: Tx, table: RuleTable, live: string, groups: Values[]): Promise<Map<string, Sums>> {
  const { by, order, columns } = table.running!;
  const q = quoteIdent;
  const found = await rows<Values>(
    tx,
    `SELECT ${by.map((c) => `u.${q(c)}::text AS ${q(c)}`).join(', ')}, ${columns.map((c) => `l.${q(c)}`).join(', ')}
     FROM unnest(${by.map((c, i) => `$${i + 1}::${table.columns[c]}[]`).join(', ')}) AS u(${by.map(q).join(', ')})
     CROSS JOIN LATERAL (SELECT ${columns.map(q).join(', ')} FROM ${q(live)} w WHERE ${by.map((c) => `w.${q(c)} = u.${q(c)}`).join(' AND ')}
                         ORDER BY ${order.map((c) => `w.${q(c)} DESC`).join(', ')} LIMIT 1) l`,
    by.map((c) => groups.map((g) => g[c])),
  );
  return new Map(found.map((r) => [keyText(table, r, by), Object.fromEntries(columns.map((c) => [c, Number(r[c])]))]));
}

/**
 * The round's inserts with running deltas given their totals, in the changes' order: the group's
 * totals so far (read once a batch, kept in RuleTable.running's column order) plus each delta.
 */
async function withRunningTotals(tx: Tx, tables: Readonly<Record<string, RuleTable>>, live: TableMap, round: readonly NetChange[], totals: Map<string, number[]>): Promise<void> {
  const pending = round.filter((net) => net.running);
  if (pending.length === 0) return;
  const ids = pending.map((net) => `${net.table}\u0001${keyText(tables[net.table], net.set, tables[net.table].running!.by)}`);
  const missing = new Map<string, { table: string; group: Values }>();
  pending.forEach((net, i) => {
    if (!totals.has(ids[i])) missing.set(ids[i], { table: net.table, group: pick(net.set, tables[net.table].running!.by) });
  });
  for (const logical of new Set([...missing.values()].map((m) => m.table))) {
    const table = tables[logical];
    const found = await lastTotals(tx, table, live[logical], [...missing.values()].filter((m) => m.table === logical).map((m) => m.group));
    for (const [group, sums] of found) totals.set(`${logical}\u0001${group}`, table.running!.columns.map((c) => sums[c]));
  }
  pending.forEach((net, i) => {
    const table = tables[net.table];
    let total = totals.get(ids[i]);
    if (!total) totals.set(ids[i], (total = table.running!.columns.map(() => 0)));
    addRunning(table, net.set as FoldRow, total, net.running!);
  });
}

/** One statement of a round, as sqlOf renders it (orFail: every row written, else the batch fails). */
async function writeStatement(tx: Tx, tables: Readonly<Record<string, RuleTable>>, live: TableMap, statement: Statement): Promise<void> {
  const { text, params } = sqlOf(tables[statement.table], live[statement.table], statement);
  if (!text) return;
  if (!statement.orFail) await tx.query(text, params);
  else assert((await rows(tx, text, params)).length === statement.rows.length, () => statement.orFail!);
}

/**
 * Writes the changes into `live` (the live tables, or a test's fresh ones): every round after the
 * one before, each round's statements in turn. Rows of one statement are distinct, and rows of
 * different statements in a round are too, so their order does not matter — but a round's counted
 * rows (RuleTable.countedIn) go first, so their counts ride on the counting rows' statements.
 */
export async function writeChanges(tx: Tx, tables: Readonly<Record<string, RuleTable>>, live: TableMap, changes: readonly RowChange[]): Promise<void> {
  const totals = new Map<string, number[]>();
  const counts: PendingCounts = new Map();
  for (const round of netChanges(tables, changes)) {
    await withRunningTotals(tx, tables, live, round, totals);
    const counted = round.filter((net) => tables[net.table].countedIn);
    for (const statement of statementsOf(counted)) await writeCounted(tx, tables, live[statement.table], statement, counts);
    const rest = counted.length ? round.filter((net) => !tables[net.table].countedIn) : round;
    mergeCounts(tables, rest, counts);
    for (const statement of statementsOf(rest)) await writeStatement(tx, tables, live, statement);
  }
  for (const statement of statementsOf(leftoverCounts(counts))) await writeStatement(tx, tables, live, statement);
}
