// Counted rows (row-changes.ts RuleTable.countedIn) as SQL: a counted table's statement writes its
// rows and answers, per counting row, how many of them crossed 0 upwards less downwards — the
// table as it was before the statement against the rows it wrote, in one round trip. The counts
// are then written with the counting rows' own changes of the round (or after the last round), so
// a launch rush's run of placements still costs one statement per table.
import { quoteIdent, rows } from '../../database/sql';
import { assert } from '../../errors/domain-error';
import type { Tx } from '../../event-store/event-store.types';
import type { NetChange, Statement } from './changes-sql';
import { columnParams } from './column-params';
import { keyText, plus, RuleTable, Values } from './row-changes';

/** Counts not yet written, by counting row (logical table and key text): an update adding to the count. */
export type PendingCounts = Map<string, NetChange>;

/** The statement's upsert or update, answering each counting row's change of count (none when 0). */
export function countedSqlOf(table: RuleTable, live: string, s: Statement): { text: string; params: unknown[] } {
  assert(!s.when && !s.orFail && s.max.length === 0 && (s.kind === 'update' || s.kind === 'upsert'), () => `${table.table}: counted rows change only by unguarded updates and upserts`);
  const { key: into, live: liveColumn } = table.countedIn!;
  const keyColumns = [...table.key];
  const columns = [...keyColumns, ...s.set, ...s.add];
  const params = columnParams(table, s, keyColumns, columns);
  const q = columns.map(quoteIdent);
  const T = quoteIdent(live);
  const L = quoteIdent(liveColumn);
  const sameKey = (a: string, b: string) => keyColumns.map((c) => `${a}.${quoteIdent(c)} = ${b}.${quoteIdent(c)}`).join(' AND ');
  const assign = [...s.set.map((c) => `${quoteIdent(c)} = x.${quoteIdent(c)}`), ...s.add.map((c) => `${quoteIdent(c)} = t.${quoteIdent(c)} + x.${quoteIdent(c)}`)].join(', ');
  assert(assign, () => `${table.table}: a counted row's change sets or adds nothing`);
  const returning = [...new Set([...keyColumns, ...Object.values(into), liveColumn])].map((c) => `t.${quoteIdent(c)}`).join(', ');
  const inserted = s.kind === 'upsert'
    ? `, inserted AS (INSERT INTO ${T} AS t (${q.join(', ')}) SELECT ${q.map((c) => `x.${c}`).join(', ')} FROM x
         WHERE NOT EXISTS (SELECT 1 FROM updated u WHERE ${sameKey('u', 'x')}) RETURNING ${returning})`
    : '';
  const delta = `sum((w.${L} > 0)::int - (v.${quoteIdent(keyColumns[0])} IS NOT NULL)::int)::int`;
  const by = Object.values(into).map((from) => `w.${quoteIdent(from)}`).join(', ');
  // Every WITH sees the table as it was before the statement: `was` the rows that counted then.
  return {
    text: `WITH x AS (SELECT * FROM unnest(${columns.map((c, i) => `$${i + 1}::${table.columns[c]}[]`).join(', ')}) AS x(${q.join(', ')})),
           was AS (SELECT ${keyColumns.map((c) => `t.${quoteIdent(c)}`).join(', ')} FROM ${T} t JOIN x ON ${sameKey('t', 'x')} WHERE t.${L} > 0),
           updated AS (UPDATE ${T} t SET ${assign} FROM x WHERE ${sameKey('t', 'x')} RETURNING ${returning})${inserted},
           written AS (SELECT * FROM updated${inserted ? ' UNION ALL SELECT * FROM inserted' : ''})
         SELECT ${Object.entries(into).map(([c, from]) => `w.${quoteIdent(from)} AS ${quoteIdent(c)}`).join(', ')}, ${delta} AS delta
         FROM written w LEFT JOIN was v ON ${sameKey('w', 'v')} GROUP BY ${by} HAVING ${delta} <> 0`,
    params,
  };
}

/** Writes a counted table's statement; adds the counts its rows' crossings change to `pending`. */
export async function writeCounted(tx: Tx, tables: Readonly<Record<string, RuleTable>>, live: string, statement: Statement, pending: PendingCounts): Promise<void> {
  const table = tables[statement.table];
  const { into, column } = table.countedIn!;
  const { text, params } = countedSqlOf(table, live, statement);
  for (const { delta, ...key } of await rows<Values & { delta: number }>(tx, text, params)) {
    const id = `${into}\u0001${keyText(tables[into], key)}`;
    const count: NetChange = pending.get(id) ?? { kind: 'update', table: into, key, set: {}, add: { [column]: 0 } };
    count.add[column] += Number(delta);
    pending.set(id, count);
  }
}

/** Moves each pending count into its row's unguarded change in `round`, if it has one: written with it, in its statement. */
export function mergeCounts(tables: Readonly<Record<string, RuleTable>>, round: readonly NetChange[], pending: PendingCounts): void {
  if (pending.size === 0) return;
  for (const net of round) {
    const table = tables[net.table];
    // No count lands on a ledger's line (insertOnly rows are never changed after their insert).
    if (net.kind === 'insertMissing' || net.kind === 'delete' || net.when || net.orFail || table.insertOnly) continue;
    const id = `${net.table}\u0001${keyText(table, net.key)}`;
    const count = pending.get(id);
    if (!count) continue;
    pending.delete(id);
    for (const [column, delta] of Object.entries(count.add)) {
      if (net.kind === 'insert' || column in net.set) net.set[column] = plus(column in net.set ? net.set[column] : (table.defaults?.[column] ?? null), delta);
      else net.add[column] = (net.add[column] ?? 0) + delta;
    }
  }
}

/** The counts no change of their row took: updates of their own, after the last round. */
export const leftoverCounts = (pending: PendingCounts): NetChange[] => [...pending.values()].filter((count) => Object.values(count.add).some((delta) => delta !== 0));
