// The append-only event log, aggregate snapshots, the command inbox and outcomes, and
// projection checkpoints (docs/design.md "Event store").
import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventStore1763700000000 implements MigrationInterface {
  name = 'EventStore1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        stream_id text NOT NULL,
        stream_version int NOT NULL CHECK (stream_version > 0),
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        recorded_at timestamptz NOT NULL DEFAULT now(),
        tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        UNIQUE (stream_id, stream_version)
      )`);
    await q.query(`CREATE INDEX events_commit_order ON events (tx_id, global_position)`);
    await q.query(`CREATE INDEX events_type ON events (type)`);
    // Events are never updated or deleted: a mistake is corrected by a new event.
    await q.query(`
      CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'events are append-only'; END $$`);
    await q.query(`
      CREATE TRIGGER events_no_update_or_delete BEFORE UPDATE OR DELETE ON events
      FOR EACH ROW EXECUTE FUNCTION events_are_append_only()`);
    await q.query(`
      CREATE TABLE aggregate_snapshots (
        stream_id text PRIMARY KEY,
        version int NOT NULL,
        state jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE command_inbox (
        command_id uuid PRIMARY KEY,
        type text NOT NULL,
        payload jsonb NOT NULL,
        request_hash text NOT NULL,
        actor_id uuid,
        partition_key text NOT NULL,
        lock_keys text[] NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        received_at timestamptz NOT NULL DEFAULT now(),
        enqueued_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX command_inbox_pending ON command_inbox (partition_key, received_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX command_inbox_sweep ON command_inbox (enqueued_at) WHERE status = 'pending'`);
    await q.query(`
      CREATE TABLE command_outcomes (
        command_id uuid PRIMARY KEY,
        status text NOT NULL CHECK (status IN ('succeeded', 'failed')),
        result jsonb,
        fail_code text,
        message text,
        details jsonb,
        completed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        tx_id xid8 NOT NULL DEFAULT '0',
        global_position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projection_checkpoints, command_outcomes, command_inbox, aggregate_snapshots, events`);
    await q.query(`DROP FUNCTION events_are_append_only`);
  }
}
