// verify and replay through projections' folds (projection-fold.ts): the log folded in memory,
// then each table compared with the live one by primary key (table-diff.ts). verify reports the
// differences; replay writes them, under the lock that holds writers back, after folding the
// events that committed while the first pass ran — so a replay of a healthy projection reads
// everything and writes nothing.
import { performance } from 'node:perf_hooks';
import type { Tx } from '../../event-store/event-store.types';
import type { Projection } from '../../event-store/inline-projections';
import { quoteIdent, rows } from '../../database/sql';
import { FoldProgress, FoldTarget, foldEvents, foldTargetOf, report } from './fold-pass';
import { withIndexesDeferred } from './deferred-indexes';
import type { FoldRow } from './projection-fold';
import { copyIntoEmpty, diffTable, isEmpty, noDifference, reportOf, TableDiff, writeDiff } from './table-diff';
import { rowsIfDigestsMatch } from './table-digest';
import { shapeOfTable, TableShape } from './table-shape';
import { assert } from '../../errors/domain-error';

export interface FoldVerifyReport {
  name: string;
  position: number;
  ok: boolean;
  differences: ReturnType<typeof reportOf>[];
}

export interface FoldReplayReport {
  name: string;
  events: number;
  position: number;
  apply_ms: number;
  swap_ms: number;
  rows_deleted: number;
  rows_inserted: number;
}

/** A table's fold rows, afresh at each call (a fold's rows are generators: one pass each). */
type FoldRowsOf = () => Iterable<FoldRow>;

/** Each of the target's tables with its fold's rows; the state is let go once all are visited. */
async function eachTable(tx: Tx, target: FoldTarget, visit: (shape: TableShape, foldRows: FoldRowsOf) => Promise<void>): Promise<void> {
  for (const [logical, live] of Object.entries(target.projection.tables)) {
    const foldRows = () => {
      const found = target.fold.rows(target.state)[logical];
      assert(found, `${target.projection.name}: the fold gives no rows for ${logical}`);
      return found;
    };
    await visit(await shapeOfTable(tx, live, target.projection.volatileColumns ?? []), foldRows);
  }
  target.state = null;
}

/** A table equal to its fold by digest (table-digest.ts) is not compared row by row: the healthy case, every verify and every replay after the first. */
async function diffOf(tx: Tx, shape: TableShape, foldRows: FoldRowsOf): Promise<TableDiff> {
  const matched = await rowsIfDigestsMatch(tx, shape, foldRows());
  if (matched !== null) return noDifference(shape, matched);
  return diffTable(tx, shape, foldRows());
}

async function diffsOf(tx: Tx, target: FoldTarget): Promise<TableDiff[]> {
  const diffs: TableDiff[] = [];
  await eachTable(tx, target, async (shape, foldRows) => {
    diffs.push(await diffOf(tx, shape, foldRows));
  });
  return diffs;
}

/** The live tables made equal to the fold: an empty one (a first replay) filled by COPY, any other by its differences. */
async function writeTables(tx: Tx, target: FoldTarget): Promise<{ deleted: number; inserted: number }> {
  const written = { deleted: 0, inserted: 0 };
  await eachTable(tx, target, async (shape, foldRows) => {
    if (await isEmpty(tx, shape.table)) {
      written.inserted += await withIndexesDeferred(tx, shape.table, () => copyIntoEmpty(tx, shape, foldRows()));
      return;
    }
    const done = await writeDiff(tx, await diffOf(tx, shape, foldRows));
    written.deleted += done.deleted;
    written.inserted += done.inserted;
  });
  return written;
}

/** `tx` is a REPEATABLE READ transaction: the log it reads and the tables it compares are one snapshot. */
export async function verifyByFold(tx: Tx, projections: readonly Projection[], progress?: FoldProgress, pageSize?: number): Promise<FoldVerifyReport[]> {
  const targets = projections.map(foldTargetOf);
  await foldEvents(tx, targets, { kind: 'in_reader_snapshot' }, progress, pageSize);
  if (progress) report(targets, progress);
  const reports: FoldVerifyReport[] = [];
  for (const target of targets) {
    const differences = (await diffsOf(tx, target)).filter((d) => d.onlyInLiveCount > 0 || d.onlyInLogCount > 0).map((d) => reportOf(d));
    reports.push({ name: target.projection.name, position: target.position, ok: differences.length === 0, differences });
  }
  return reports;
}

/**
 * Phase 1 on `reader`, writers running: the log as one snapshot sees it. Phase 2 on `writer`, in
 * one transaction holding every live table in EXCLUSIVE mode (writers wait, readers go on): the
 * events that snapshot did not see, then every table's differences written, so all the named
 * projections change together.
 */
export async function replayByFold(reader: Tx, writer: Tx, projections: readonly Projection[], progress?: FoldProgress, pageSize?: number): Promise<FoldReplayReport[]> {
  const targets = projections.map(foldTargetOf);
  await reader.startTransaction('REPEATABLE READ');
  const [{ snapshot }] = await rows<{ snapshot: string }>(reader, `SELECT pg_current_snapshot()::text AS snapshot`);
  await foldEvents(reader, targets, { kind: 'in_reader_snapshot' }, progress, pageSize);
  await reader.commitTransaction();
  await writer.startTransaction('READ COMMITTED');
  for (const projection of projections) {
    for (const live of Object.values(projection.tables)) await writer.query(`LOCK TABLE ${quoteIdent(live)} IN EXCLUSIVE MODE`);
  }
  await foldEvents(writer, targets, { kind: 'invisible_to', snapshot }, progress, pageSize);
  if (progress) report(targets, progress);
  const reports: FoldReplayReport[] = [];
  for (const target of targets) {
    const startedMs = performance.now();
    const { deleted, inserted } = await writeTables(writer, target);
    reports.push({
      name: target.projection.name, events: target.applied, position: target.position, apply_ms: Math.round(target.applyMs),
      swap_ms: Math.round(performance.now() - startedMs), rows_deleted: deleted, rows_inserted: inserted,
    });
  }
  await writer.commitTransaction();
  return reports;
}
