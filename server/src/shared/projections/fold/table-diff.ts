// A fold's rows against a live table: one scan of the table (COPY out, canonical lines), each
// line looked up by primary key among the fold's rows. What matches is left alone; the rest is
// the difference verify reports and replay writes (live rows deleted, fold rows copied in).
import type { Tx } from '../../event-store/event-store.types';
import { quoteIdent } from '../shadow-tables';
import { copyIn, copyOutLines } from './copy-streams';
import type { FoldRow } from './projection-fold';
import { canonicalKey, canonicalLine, canonicalLiveLine, canonicalSelect, copyLine, copyUnescape, keyOfLine, TableShape, valuesOfLine } from './table-shape';

export interface TableDiff {
  shape: TableShape;
  rowsCompared: number;
  /** Live rows no fold row equals (canonical lines). */
  onlyInLive: string[];
  /** Fold rows no live row equals. */
  onlyInLog: FoldRow[];
}

/** Key types a difference can be deleted by (their canonical text is valid PostgreSQL input). */
const DELETABLE_KEY_TYPES = new Set(['uuid', 'integer', 'bigint', 'smallint', 'text', 'date']);

/** `from`: the table read (default the shape's own; a test compares a fold with a table rebuilt by SQL). */
export async function diffTable(tx: Tx, shape: TableShape, foldRows: Iterable<FoldRow>, from = shape.table): Promise<TableDiff> {
  const expected = new Map<string, FoldRow>();
  for (const row of foldRows) {
    const key = canonicalKey(shape, row);
    if (expected.has(key)) throw new Error(`${shape.table}: the fold gives two rows with one key`);
    expected.set(key, row);
  }
  const onlyInLive: string[] = [];
  const rowsCompared = await copyOutLines(tx, `SELECT ${canonicalSelect(shape)} FROM ${quoteIdent(from)}`, (raw) => {
    const line = canonicalLiveLine(shape, raw);
    const key = keyOfLine(shape, line);
    const mine = expected.get(key);
    if (mine && canonicalLine(shape, mine) === line) expected.delete(key);
    else onlyInLive.push(line);
  });
  return { shape, rowsCompared, onlyInLive, onlyInLog: [...expected.values()] };
}

/** A difference as verify reports it: at most `limit` rows each way, as column → value. */
export function reportOf(diff: TableDiff, limit = 20): { table: string; only_in_live: unknown[]; only_in_log: unknown[] } {
  return {
    table: diff.shape.table,
    only_in_live: diff.onlyInLive.slice(0, limit).map((line) => valuesOfLine(diff.shape, line)),
    only_in_log: diff.onlyInLog.slice(0, limit).map((row) => valuesOfLine(diff.shape, canonicalLine(diff.shape, row))),
  };
}

/** Makes the live table equal the fold: its differing rows deleted by key, the fold's missing rows copied in. */
export async function writeDiff(tx: Tx, diff: TableDiff): Promise<{ deleted: number; inserted: number }> {
  const { shape } = diff;
  let deleted = 0;
  if (diff.onlyInLive.length > 0) {
    const keyTypes = shape.types.slice(0, shape.keyLength);
    const unsupported = keyTypes.find((type) => !DELETABLE_KEY_TYPES.has(type));
    if (unsupported) throw new Error(`${shape.table}: cannot delete by a key of type ${unsupported}`);
    const keys = diff.onlyInLive.map((line) => line.split('\t', shape.keyLength).map(copyUnescape));
    const keyColumns = shape.columns.slice(0, shape.keyLength).map(quoteIdent);
    const unnest = keyTypes.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
    const result = await tx.query(
      `DELETE FROM ${quoteIdent(shape.table)} WHERE (${keyColumns.join(', ')}) IN (SELECT * FROM unnest(${unnest}))`,
      keyTypes.map((_, i) => keys.map((k) => k[i])),
      true,
    );
    deleted = Number(result.affected ?? 0);
  }
  const lines = (function* () {
    for (const row of diff.onlyInLog) yield copyLine(shape, row);
  })();
  const inserted = diff.onlyInLog.length > 0 ? await copyIn(tx, quoteIdent(shape.table), shape.columns.map(quoteIdent), lines) : 0;
  return { deleted, inserted };
}
