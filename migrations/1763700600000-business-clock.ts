// The business clock (docs/design.md "Business time"): one offset from real time, shared by every API
// and worker process, moved forward only (sandbox mode). A row rather than configuration so that
// every process agrees and a restart keeps it; the CHECK makes "never backward" hold even
// against a hand-written UPDATE that lowers it below zero. Each advance is also an audit event.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class BusinessClock1763700600000 implements MigrationInterface {
  name = 'BusinessClock1763700600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE business_clock (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        offset_ms bigint NOT NULL DEFAULT 0 CHECK (offset_ms >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO business_clock (id, offset_ms) VALUES (true, 0)`);
    // A lower offset is refused by the database itself: the clock never runs backward.
    await q.query(`
      CREATE FUNCTION business_clock_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.offset_ms < OLD.offset_ms THEN RAISE EXCEPTION 'the business clock never moves backward'; END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER business_clock_forward_only BEFORE UPDATE ON business_clock FOR EACH ROW EXECUTE FUNCTION business_clock_forward_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE business_clock`);
    await q.query(`DROP FUNCTION business_clock_forward_only()`);
  }
}
