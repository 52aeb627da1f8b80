// A fold's rows against a live table. First by text: PostgreSQL copies the live table out
// (live-scan.ts), each line kept as its key and a hash, and each fold row, rendered as PostgreSQL
// prints it (table-shape.ts), either matches its key's hash or becomes a candidate. A healthy
// table (every verify, every replay after the first) ends there, without writing anything into
// PostgreSQL. Then the candidates only, compared inside PostgreSQL in the columns' own types: the
// fold's candidate rows copied into a temporary table, the live rows of candidate keys, and one
// FULL JOIN by primary key finds the keys whose rows differ (jsonb compared as jsonb, a timestamp
// as a timestamp — what matches is what an INSERT of the fold row would store), so a row whose
// text alone differs is never reported. verify reports the difference; replay deletes the
// differing live rows and inserts the fold's.
import type { Tx } from '../../event-store/event-store.types';
import { quoteIdent, rows } from '../../database/sql';
import { binaryEncodersOf, copyBinary } from './binary-copy';
import { copyIn, copyWriter, CopyWriter } from './copy-streams';
import { RowHasher } from './line-hash';
import { foldKeyAndHash, keyText, scanLive } from './live-scan';
import type { FoldRow } from './projection-fold';
import { cellText, copyLine, renderersOf, TableShape } from './table-shape';

export interface TableDiff {
  shape: TableShape;
  /** The temporary tables (dropped at commit): the fold's rows, and the differing keys on each side. */
  foldTable: string;
  keysTable: string;
  rowsCompared: number;
  /** Rows the text pass could not match, rechecked in PostgreSQL's types: fold rows, live rows. */
  rechecked: { fold: number; live: number };
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

function copyRows(tx: Tx, table: string, shape: TableShape, foldRows: Iterable<FoldRow>): Promise<number> {
  const lines = (function* () {
    for (const row of foldRows) yield copyLine(shape, row);
  })();
  return copyIn(tx, table, shape.columns.map(quoteIdent), lines);
}

interface Candidates {
  rowsCompared: number;
  /** Fold rows whose key is missing from the live table or whose text differs: copied into `foldTable` as they are met. */
  foldRows: number;
  /** Keys (COPY text of the key columns) of live rows no fold row matched. */
  liveKeys: string[];
}

/** The temporary table a diff's fold candidates go to, shaped like `from`'s compared columns, and a COPY into it. */
async function candidateTable(tx: Tx, shape: TableShape, foldTable: string, from: string): Promise<CopyWriter> {
  await tx.query(`CREATE TEMPORARY TABLE ${foldTable} ON COMMIT DROP AS SELECT ${shape.columns.map(quoteIdent).join(', ')} FROM ${quoteIdent(from)} WITH NO DATA`);
  return copyWriter(tx, foldTable, shape.columns.map(quoteIdent));
}

/**
 * The text pass: every fold row against the live table's key → hash map. Candidates stream into
 * the temporary table (created at the first), so a replay where every row changed holds no copy
 * of them in memory.
 */
async function candidatesOf(tx: Tx, shape: TableShape, foldRows: Iterable<FoldRow>, from: string, foldTable: string): Promise<Candidates> {
  const live = await scanLive(tx, shape, from);
  const renderers = renderersOf(shape);
  const hasher = new RowHasher();
  let writer: CopyWriter | null = null;
  let rowsCompared = 0;
  try {
    for (const row of foldRows) {
      rowsCompared += 1;
      const { key, hash } = foldKeyAndHash((i) => cellText(shape, row, i, renderers), shape, hasher);
      if (live.get(key) === hash) {
        live.delete(key);
        continue;
      }
      writer ??= await candidateTable(tx, shape, foldTable, from);
      const behind = writer.write(copyLine(shape, row));
      if (behind) await behind;
    }
  } catch (error) {
    await writer?.abort(error as Error);
    throw error;
  }
  const liveKeys = [...live.keys()].map(keyText);
  if (!writer && liveKeys.length > 0) writer = await candidateTable(tx, shape, foldTable, from);
  return { rowsCompared, foldRows: writer ? await writer.end() : 0, liveKeys };
}

/** The diff of a table found equal without comparing rows (its digest matched the fold's). */
export function noDifference(shape: TableShape, rowsCompared: number): TableDiff {
  tableSeq += 1;
  return {
    shape, foldTable: `fold_rows_${tableSeq}`, keysTable: `fold_diff_keys_${tableSeq}`, rowsCompared, rechecked: { fold: 0, live: 0 },
    onlyInLiveCount: 0, onlyInLogCount: 0, onlyInLive: [], onlyInLog: [],
  };
}

/** `from`: the table read (default the shape's own; a test compares a fold with a table rebuilt by SQL). */
export async function diffTable(tx: Tx, shape: TableShape, foldRows: Iterable<FoldRow>, from = shape.table, sampleLimit = 20): Promise<TableDiff> {
  tableSeq += 1;
  const foldTable = `fold_rows_${tableSeq}`;
  const keysTable = `fold_diff_keys_${tableSeq}`;
  const { rowsCompared, foldRows: foldCandidates, liveKeys } = await candidatesOf(tx, shape, foldRows, from, foldTable);
  const rechecked = { fold: foldCandidates, live: liveKeys.length };
  const diff: TableDiff = { shape, foldTable, keysTable, rowsCompared, rechecked, onlyInLiveCount: 0, onlyInLogCount: 0, onlyInLive: [], onlyInLog: [] };
  if (foldCandidates === 0 && liveKeys.length === 0) return diff;
  const keys = shape.columns.slice(0, shape.keyLength).map(quoteIdent);
  const liveKeysTable = `fold_live_keys_${tableSeq}`;
  await tx.query(`CREATE TEMPORARY TABLE ${liveKeysTable} ON COMMIT DROP AS SELECT ${keys.join(', ')} FROM ${quoteIdent(from)} WITH NO DATA`);
  await copyIn(tx, liveKeysTable, keys, liveKeys.map((k) => `${k}\n`));
  const on = keys.map((k) => `l.${k} = f.${k}`).join(' AND ');
  const liveRow = shape.columns.map((c, i) => comparable('l', c, shape.types[i])).join(', ');
  const foldRow = shape.columns.map((c, i) => comparable('f', c, shape.types[i])).join(', ');
  const keyOut = (alias: 'l' | 'f', side: string) => keys.map((k, i) => `${alias}.${k} AS ${side}_${i}`).join(', ');
  const candidateLive = `SELECT ${shape.columns.map((c) => `t.${quoteIdent(c)}`).join(', ')} FROM ${quoteIdent(from)} t JOIN ${liveKeysTable} c ON ${keys.map((k) => `t.${k} = c.${k}`).join(' AND ')}`;
  // Candidates are few on a healthy table; on a table rebuilt from nothing they are all its rows,
  // and a hash join of a million rows a side stays in memory at this work_mem.
  await tx.query(`SET LOCAL work_mem = '256MB'`);
  await tx.query(
    `CREATE TEMPORARY TABLE ${keysTable} ON COMMIT DROP AS
     SELECT ${keyOut('l', 'live')}, ${keyOut('f', 'log')}
     FROM (${candidateLive}) l FULL JOIN ${foldTable} f ON ${on}
     WHERE l.${keys[0]} IS NULL OR f.${keys[0]} IS NULL OR ROW(${liveRow}) IS DISTINCT FROM ROW(${foldRow})`,
  );
  const [counts] = await rows<{ live: number; log: number }>(
    tx,
    `SELECT count(live_0)::int AS live, count(log_0)::int AS log FROM ${keysTable}`,
  );
  diff.onlyInLiveCount = counts.live;
  diff.onlyInLogCount = counts.log;
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
  // Binary when every column's type has an encoder (binary-copy.ts), else as text.
  const encoders = binaryEncodersOf(shape);
  if (encoders) return copyBinary(tx, quoteIdent(shape.table), shape, encoders, foldRows);
  return copyRows(tx, quoteIdent(shape.table), shape, foldRows);
}
