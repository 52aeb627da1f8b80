// One verify lane in a worker thread (verify-lanes.ts): its own connection, in the snapshot the
// main lane exported, so it reads the same log and the same live tables; its share of the
// projections folded and compared there, the reports posted back.
import { parentPort, workerData } from 'node:worker_threads';
import { DataSource } from 'typeorm';
import { verifyByFold } from '../../shared/projections/fold/fold-rebuild';
import type { RebuildProgress } from '../../shared/projections/rebuild-progress';
import { FOLDED_PROJECTIONS } from './fold-catalogue';
import type { LaneMessage, LaneRequest } from './lane-messages';
import { assert } from '../../shared/errors/domain-error';

const post = (message: LaneMessage) => parentPort!.postMessage(message);

async function run(request: LaneRequest): Promise<void> {
  assert(/^[0-9A-F-]+$/i.test(request.snapshot), `unexpected snapshot id ${request.snapshot}`);
  const dataSource = new DataSource({ type: 'postgres', url: request.url, logging: false, extra: { max: 1 } });
  await dataSource.initialize();
  const tx = dataSource.createQueryRunner();
  try {
    await tx.connect();
    await tx.startTransaction('REPEATABLE READ');
    await tx.query(`SET TRANSACTION SNAPSHOT '${request.snapshot}'`);
    const projections = FOLDED_PROJECTIONS.filter((p) => request.names.includes(p.name));
    const progress = request.totals
      ? { phase: 'verify' as const, listener: (p: RebuildProgress) => post({ kind: 'progress', progress: p }), totals: new Map(request.totals) }
      : undefined;
    const reports = await verifyByFold(tx, projections, progress, request.pageSize);
    await tx.commitTransaction();
    post({ kind: 'done', reports });
  } finally {
    await tx.release();
    await dataSource.destroy();
  }
}

run(workerData as LaneRequest).catch((error: unknown) => {
  const e = error instanceof Error ? error : new Error(String(error));
  post({ kind: 'error', message: e.message, stack: e.stack });
});
