// Notifications (docs/api.md "Notifications, disclosures and tax statements"): an outbox written in the transaction of the event that
// causes it, which is also the investor's in-app notification centre; the mail relay marks each
// row once it wrote the mail. Marketing consent is kept apart, with its history (온투법 19조:
// no marketing without prior consent, and the consent must be provable).
import { MigrationInterface, QueryRunner } from 'typeorm';

export class Notifications1763800300000 implements MigrationInterface {
  name = 'Notifications1763800300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        kind text NOT NULL,
        category text NOT NULL CHECK (category IN ('transactional', 'marketing')),
        title text NOT NULL,
        body text NOT NULL,
        link text,
        source_id text NOT NULL,
        created_at timestamptz NOT NULL,
        read_at timestamptz,
        mailed_at timestamptz
      )`);
    // One notification per cause, investor and kind: a retried command or a second worker writes nothing twice.
    await q.query(`CREATE UNIQUE INDEX notifications_source ON notifications (source_id, user_id, kind)`);
    await q.query(`CREATE INDEX notifications_by_user ON notifications (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL`);
    await q.query(`CREATE INDEX notifications_to_mail ON notifications (created_at, id) WHERE mailed_at IS NULL`);
    await q.query(`
      CREATE TABLE marketing_consents (
        user_id uuid PRIMARY KEY,
        consented boolean NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX marketing_consents_given ON marketing_consents (user_id) WHERE consented`);
    await q.query(`
      CREATE TABLE marketing_consent_changes (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL,
        consented boolean NOT NULL,
        source text NOT NULL CHECK (source IN ('sign_up', 'profile')),
        changed_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX marketing_consent_changes_user ON marketing_consent_changes (user_id, changed_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE marketing_consent_changes, marketing_consents, notifications`);
  }
}
