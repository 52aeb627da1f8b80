// Writes the registry outbox from the log. The event is committed in the same transaction as the
// decision, so it already is the durable record of what must be reported; this follower turns each
// reported event into a `registry_reports` row, reading in commit order below the snapshot's xmin
// (shared/projections/checkpointed-step.ts), so an event whose transaction commits late is never
// skipped. Rows and checkpoint move in one transaction, and a row's id comes from its event: a
// page handled twice (a crash before the commit) writes nothing new. The sender delivers the rows.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedRows } from '../../shared/database/sql';
import { EventStore } from '../../shared/event-store/event-store';
import type { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import { PollingLoop } from '../../shared/background/polling-loop';
import { checkpointedStep } from '../../shared/projections/checkpointed-step';
import { REPORTED_EVENT_TYPES, reportsOfEvent } from './reports-of-event';

export const REGISTRY_OUTBOX_CHECKPOINT = 'registry_reports_outbox';
/** Events per step (the store reads at most 1,000) and steps per pass: a month-end's credits in a few passes. */
const PAGE = 1_000;
const MAX_STEPS_PER_PASS = 200;
const POLL_MS = 1_000;

/** The rows of one page, in one statement; a row already there (same event) is left as it is. */
export async function writeReports(tx: Tx, events: StoredEvent[]): Promise<void> {
  const reports = events.flatMap((event) => reportsOfEvent(event).map((report) => ({ report, position: event.globalPosition })));
  if (reports.length === 0) return;
  await preparedRows(
    tx,
    `INSERT INTO registry_reports (id, event_position, kind, user_id, product_id, amount, at)
     SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::text[], $4::uuid[], $5::uuid[], $6::bigint[], $7::timestamptz[])
     ON CONFLICT (id) DO NOTHING`,
    [
      reports.map((r) => r.report.id), reports.map((r) => r.position), reports.map((r) => r.report.kind), reports.map((r) => r.report.userId),
      reports.map((r) => r.report.productId), reports.map((r) => r.report.amountWon), reports.map((r) => r.report.at),
    ],
  );
}

@Injectable()
export class RegistryOutboxFollower {
  /** Started and stopped with the worker's background jobs (registry.module.ts); a test may stop it by hand. */
  readonly loop = new PollingLoop('registry-outbox', POLL_MS, () => this.catchUp());

  constructor(
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
  ) {}

  /** Steps until the log is read, at most MAX_STEPS_PER_PASS pages a pass. */
  async catchUp(): Promise<void> {
    for (let i = 0; i < MAX_STEPS_PER_PASS && (await this.step()) > 0; i += 1);
  }

  /** Writes the reports of one page of reported events; answers how many events it read. */
  step(): Promise<number> {
    return checkpointedStep(this.dataSource, this.eventStore, REGISTRY_OUTBOX_CHECKPOINT, REPORTED_EVENT_TYPES, PAGE, writeReports);
  }
}
