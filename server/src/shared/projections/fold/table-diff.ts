// A fold's rows against a live table, compared inside PostgreSQL: the rows are copied into a
// temporary table of the live table's columns (COPY, no index), and one FULL JOIN by primary key
// finds the keys whose rows differ. Node only renders each fold row once as a COPY line; parsing,
// hashing and comparing run in PostgreSQL, on the other core, in its own types (jsonb compared as
// jsonb, a timestamp as a timestamp) — what matches is what an INSERT of the fold row would store.
// verify reports the difference; replay deletes the differing live rows and inserts the fold's.
import type { Tx } from '../../event-store/event-store.types';
import { rows } from '../../database/sql';
import { quoteIdent } from '../shadow-tables';
import { copyIn } from './copy-streams';
import type { FoldRow } from './projection-fold';
import { copyLine, TableShape } from './table-shape';

export interface TableDiff {
  shape: TableShape;
  /** The temporary tables (dropped at commit): the fold's rows, and the differing keys on each side. */
  foldTable: string;
  keysTable: string;
  rowsCompared: number;
  onlyInLiveCount: number;
  onlyInLogCount: number;
  /** At most `sampleLimit` differing rows each way, as column → text, for reports and tests. */
  onlyInLive: Record<string, string | null>[];
  onlyInLog: Record<string, string | null>[];
}

let tableSeq = 0;

const isJson = (type: string) => type === 'json';
/** json has no equality operator: compared as jsonb (key order and spacing do not count). */
const comparable = (alias: string, column: string, type: string) => `${alias}.${quoteIdent(column)}${isJson(type) ? '::jsonb' : ''}`;

/** The fold's rows into a temporary table shaped like `from`'s compared columns; answers how many. */
export async function copyFoldRows(tx: Tx, shape: TableShape, foldRows: Iterable<FoldRow>, into: string, from = shape.table): Promise<number> {
  await tx.query(`CREATE TEMPORARY TABLE ${into} ON COMMIT DROP AS SELECT ${shape.columns.map(quoteIdent).join(', ')} FROM ${quoteIdent(from)} WITH NO DATA`);
  return copyRows(tx, into, shape, foldRows);
}

function copyRows(tx: Tx, table: string, shape: TableShape, foldRows: Iterable<FoldRow>): Promise<number> {
  const lines = (function* () {
    for (const row of foldRows) yield copyLine(shape, row);
  })();
  return copyIn(tx, table, shape.columns.map(quoteIdent), lines);
}

/** `from`: the table read (default the shape's own; a test compares a fold with a table rebuilt by SQL). */
export async function diffTable(tx: Tx, shape: TableShape, foldRows: Iterable<FoldRow>, from = shape.table, sampleLimit = 20): Promise<TableDiff> {
  tableSeq += 1;
  const foldTable = `fold_rows_${tableSeq}`;
  const keysTable = `fold_diff_keys_${tableSeq}`;
  const rowsCompared = await copyFoldRows(tx, shape, foldRows, foldTable, from);
  const keys = shape.columns.slice(0, shape.keyLength);
  const on = keys.map((k) => `l.${quoteIdent(k)} = f.${quoteIdent(k)}`).join(' AND ');
  const liveRow = shape.columns.map((c, i) => comparable('l', c, shape.types[i])).join(', ');
  const foldRow = shape.columns.map((c, i) => comparable('f', c, shape.types[i])).join(', ');
  const keyOut = (alias: 'l' | 'f', side: string) => keys.map((k, i) => `${alias}.${quoteIdent(k)} AS ${side}_${i}`).join(', ');
  // A hash join of two tables of a million rows each stays in memory at this work_mem.
  await tx.query(`SET LOCAL work_mem = '256MB'`);
  await tx.query(
    `CREATE TEMPORARY TABLE ${keysTable} ON COMMIT DROP AS
     SELECT ${keyOut('l', 'live')}, ${keyOut('f', 'log')}
     FROM ${quoteIdent(from)} l FULL JOIN ${foldTable} f ON ${on}
     WHERE l.${quoteIdent(keys[0])} IS NULL OR f.${quoteIdent(keys[0])} IS NULL OR ROW(${liveRow}) IS DISTINCT FROM ROW(${foldRow})`,
  );
  const [counts] = await rows<{ live: number; log: number }>(
    tx,
    `SELECT count(live_0)::int AS live, count(log_0)::int AS log FROM ${keysTable}`,
  );
  const diff: TableDiff = { shape, foldTable, keysTable, rowsCompared, onlyInLiveCount: counts.live, onlyInLogCount: counts.log, onlyInLive: [], onlyInLog: [] };
  if (counts.live + counts.log > 0) {
    diff.onlyInLive = await sampleOf(tx, diff, from, 'live', sampleLimit);
    diff.onlyInLog = await sampleOf(tx, diff, foldTable, 'log', sampleLimit);
  }
  return diff;
}

function joinOnKeys(diff: TableDiff, side: 'live' | 'log'): string {
  return diff.shape.columns.slice(0, diff.shape.keyLength).map((k, i) => `t.${quoteIdent(k)} = d.${side}_${i}`).join(' AND ');
}

async function sampleOf(tx: Tx, diff: TableDiff, table: string, side: 'live' | 'log', limit: number): Promise<Record<string, string | null>[]> {
  const columns = diff.shape.columns.map((c) => `t.${quoteIdent(c)}::text AS ${quoteIdent(c)}`).join(', ');
  return rows<Record<string, string | null>>(
    tx,
    `SELECT ${columns} FROM ${table === diff.foldTable ? table : quoteIdent(table)} t JOIN ${diff.keysTable} d ON ${joinOnKeys(diff, side)} LIMIT ${limit}`,
  );
}

/** A difference as verify reports it: at most `limit` rows each way, as column → value. */
export function reportOf(diff: TableDiff, limit = 20): { table: string; only_in_live_rows: number; only_in_log_rows: number; only_in_live: unknown[]; only_in_log: unknown[] } {
  return {
    table: diff.shape.table,
    only_in_live_rows: diff.onlyInLiveCount,
    only_in_log_rows: diff.onlyInLogCount,
    only_in_live: diff.onlyInLive.slice(0, limit),
    only_in_log: diff.onlyInLog.slice(0, limit),
  };
}

/** Makes the live table equal the fold: its differing rows deleted by key, the fold's differing rows inserted. */
export async function writeDiff(tx: Tx, diff: TableDiff): Promise<{ deleted: number; inserted: number }> {
  if (diff.onlyInLiveCount + diff.onlyInLogCount === 0) return { deleted: 0, inserted: 0 };
  const live = quoteIdent(diff.shape.table);
  const columns = diff.shape.columns.map(quoteIdent);
  const deleted = diff.onlyInLiveCount === 0 ? 0 : Number((await tx.query(
    `DELETE FROM ${live} t USING ${diff.keysTable} d WHERE ${joinOnKeys(diff, 'live')}`, [], true,
  )).affected ?? 0);
  const inserted = diff.onlyInLogCount === 0 ? 0 : Number((await tx.query(
    `INSERT INTO ${live} (${columns.join(', ')}) SELECT ${columns.map((c) => `t.${c}`).join(', ')} FROM ${diff.foldTable} t JOIN ${diff.keysTable} d ON ${joinOnKeys(diff, 'log')}`, [], true,
  )).affected ?? 0);
  return { deleted, inserted };
}

/** A first replay into an empty table: the fold's rows copied straight in, nothing to compare. */
export async function isEmpty(tx: Tx, table: string): Promise<boolean> {
  const [{ empty }] = await rows<{ empty: boolean }>(tx, `SELECT NOT EXISTS (SELECT 1 FROM ${quoteIdent(table)}) AS empty`);
  return empty;
}

export function copyIntoEmpty(tx: Tx, shape: TableShape, foldRows: Iterable<FoldRow>): Promise<number> {
  return copyRows(tx, quoteIdent(shape.table), shape, foldRows);
}
