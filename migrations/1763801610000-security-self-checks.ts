// The yearly information-security self-check (온투법 30조②; docs/security.md "Yearly self-check").
// One row per version of a year's check. Operators edit the year's one draft; publishing turns it
// into a published version that is never changed again (the trigger refuses UPDATE and DELETE of a
// published row), so a correction is the next version, published with its reason. `publish_key`
// is the operator's Idempotency-Key (scoped to the operator), so a repeated publish answers the
// version it published the first time.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class SecuritySelfChecks1763801610000 implements MigrationInterface {
  name = 'SecuritySelfChecks1763801610000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE security_self_checks (
        year int NOT NULL CHECK (year BETWEEN 2020 AND 2100),
        version int NOT NULL CHECK (version >= 1),
        state text NOT NULL CHECK (state IN ('draft', 'published')),
        checked_on date,
        items jsonb NOT NULL DEFAULT '{}'::jsonb,
        correction_reason text,
        updated_by uuid NOT NULL,
        updated_at timestamptz NOT NULL,
        published_by uuid,
        published_at timestamptz,
        publish_key uuid UNIQUE,
        PRIMARY KEY (year, version),
        CHECK ((state = 'published') = (published_at IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX security_self_checks_one_draft ON security_self_checks (year) WHERE state = 'draft'`);
    await q.query(`
      CREATE FUNCTION security_self_checks_published_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.state = 'published' THEN
          RAISE EXCEPTION 'security self-check % version % is published: a correction is a new version', OLD.year, OLD.version;
        END IF;
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER security_self_checks_final BEFORE UPDATE OR DELETE ON security_self_checks
      FOR EACH ROW EXECUTE FUNCTION security_self_checks_published_are_final()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE security_self_checks`);
    await q.query(`DROP FUNCTION security_self_checks_published_are_final()`);
  }
}
