// Reports to the central record-keeper (온투법 33조①; docs/design.md "Central registry reports").
// `registry_reports` is the outbox: one row per reportable event, written by a follower of the log
// (the event itself was committed in the decision's transaction), keyed by an id derived from the
// event so a second pass over the same events adds nothing; the id is also the idempotency key the
// registry applies a report once by. `next_attempt_at` is both the back-off and the lease of a
// batch in flight. The sandbox registry keeps what it received in `sandbox_registry_received`
// (once per report, `deliveries` counting repeats) and its controls in `sandbox_registry_state`.
import { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS = `'placement', 'cancellation', 'execution', 'repayment', 'recovery', 'sale', 'write_off', 'transfer'`;

export class RegistryReports1763801540000 implements MigrationInterface {
  name = 'RegistryReports1763801540000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE registry_reports (
        id uuid PRIMARY KEY,
        event_position bigint NOT NULL,
        kind text NOT NULL CHECK (kind IN (${KINDS})),
        user_id uuid NOT NULL,
        product_id uuid NOT NULL,
        amount bigint NOT NULL CHECK (amount >= 0),
        at timestamptz NOT NULL,
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'acknowledged')),
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        acknowledged_at timestamptz
      )`);
    await q.query(`CREATE INDEX registry_reports_due ON registry_reports (next_attempt_at, event_position) WHERE state = 'pending'`);
    await q.query(`CREATE INDEX registry_reports_by_user ON registry_reports (user_id, event_position)`);
    await q.query(`
      CREATE TABLE sandbox_registry_received (
        report_id uuid PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN (${KINDS})),
        user_id uuid NOT NULL,
        product_id uuid NOT NULL,
        amount bigint NOT NULL CHECK (amount >= 0),
        at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        deliveries int NOT NULL DEFAULT 1
      )`);
    await q.query(`CREATE INDEX sandbox_registry_received_by_user ON sandbox_registry_received (user_id, at)`);
    await q.query(`
      CREATE TABLE sandbox_registry_state (
        id int PRIMARY KEY CHECK (id = 1),
        down boolean NOT NULL DEFAULT false,
        stall_next_ms int,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO sandbox_registry_state (id) VALUES (1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sandbox_registry_state, sandbox_registry_received, registry_reports`);
  }
}
