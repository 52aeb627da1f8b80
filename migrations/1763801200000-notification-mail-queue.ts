// The mail relay's queue apart from the notifications themselves. The relay used to mark each
// notification mailed (`mailed_at`), and that column stood in the predicate of the partial index
// the relay read: so every notification row, body and all, was written a second time with four
// index entries (never a heap-only update), a sixth of a 100,000-line month-end run (README). Now
// a statement-level trigger puts every new notification's key in a narrow queue in the inserting
// statement's transaction (every insert path, one statement each, not a row trigger per row), and
// the relay deletes what it mailed from the queue.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationMailQueue1763801200000 implements MigrationInterface {
  name = 'NotificationMailQueue1763801200000';

  async up(q: QueryRunner): Promise<void> {
    // Keyed in the relay's order: the one index serves both its oldest-first page and its delete.
    await q.query(`
      CREATE TABLE notification_mail_queue (
        created_at timestamptz NOT NULL,
        notification_id uuid NOT NULL,
        PRIMARY KEY (created_at, notification_id)
      )`);
    await q.query(`INSERT INTO notification_mail_queue (created_at, notification_id) SELECT created_at, id FROM notifications WHERE mailed_at IS NULL`);
    await q.query(`
      CREATE FUNCTION enqueue_notification_mails() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO notification_mail_queue (created_at, notification_id) SELECT created_at, id FROM new_notifications;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER notifications_enqueue_mails AFTER INSERT ON notifications
      REFERENCING NEW TABLE AS new_notifications FOR EACH STATEMENT EXECUTE FUNCTION enqueue_notification_mails()`);
    await q.query(`DROP INDEX notifications_to_mail`);
    await q.query(`ALTER TABLE notifications DROP COLUMN mailed_at`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications ADD COLUMN mailed_at timestamptz`);
    await q.query(`
      UPDATE notifications n SET mailed_at = now()
      WHERE NOT EXISTS (SELECT 1 FROM notification_mail_queue m WHERE m.notification_id = n.id)`);
    await q.query(`CREATE INDEX notifications_to_mail ON notifications (created_at, id) WHERE mailed_at IS NULL`);
    await q.query(`DROP TRIGGER notifications_enqueue_mails ON notifications`);
    await q.query(`DROP FUNCTION enqueue_notification_mails()`);
    await q.query(`DROP TABLE notification_mail_queue`);
  }
}
