// 오픈 알림 (issue 31, item 13): an investor's standing request to be told when a product matching
// their criteria is scheduled (공개예정) and when it opens. Plain CRUD (no money moves): one row per
// investor, the current criteria. Notifications sent because of it are a category of their own,
// `requested`: the investor asked for exactly these (the subscription is the consent, withdrawn
// by deleting it), neither a transactional notice of their own money nor general marketing.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class OpenAlerts1763801530000 implements MigrationInterface {
  name = 'OpenAlerts1763801530000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE open_alerts (
        user_id uuid PRIMARY KEY,
        types text[] NOT NULL CHECK (cardinality(types) BETWEEN 1 AND 4),
        grades text[] NOT NULL DEFAULT '{}',
        min_rate_bp integer CHECK (min_rate_bp BETWEEN 0 AND 10000),
        max_term_months integer CHECK (max_term_months BETWEEN 1 AND 120),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_category_check`);
    await q.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_category_check CHECK (category IN ('transactional', 'marketing', 'requested'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification_mail_queue m USING notifications n WHERE n.id = m.notification_id AND n.category = 'requested'`);
    await q.query(`DELETE FROM notifications WHERE category = 'requested'`);
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_category_check`);
    await q.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_category_check CHECK (category IN ('transactional', 'marketing'))`);
    await q.query(`DROP TABLE open_alerts`);
  }
}
