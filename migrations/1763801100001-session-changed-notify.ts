// API processes keep the sessions they resolved a moment ago for the investors' main reads
// (identity/sessions/recent-sessions.ts). A session that ends, or whose user changes in what a
// session carries, is announced on the `session_changed` channel at commit with the user's id, so
// every process drops it at once. Triggers, not application code, so that every path is covered:
// logout, password change or reset, the sweeper of expired sessions, an operator's decision on
// the investor's type, identity verification.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class SessionChangedNotify1763801100001 implements MigrationInterface {
  name = 'SessionChangedNotify1763801100001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_changed', OLD.user_id::text);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION notify_session_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_changed', NEW.id::text);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER sessions_changed AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_ended()`);
    await q.query(`
      CREATE TRIGGER users_session_changed AFTER UPDATE ON users FOR EACH ROW
      WHEN ((OLD.email, OLD.name, OLD.role, OLD.investor_type, OLD.identity_verified_at) IS DISTINCT FROM (NEW.email, NEW.name, NEW.role, NEW.investor_type, NEW.identity_verified_at))
      EXECUTE FUNCTION notify_session_user_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER users_session_changed ON users`);
    await q.query(`DROP TRIGGER sessions_changed ON sessions`);
    await q.query(`DROP FUNCTION notify_session_user_changed()`);
    await q.query(`DROP FUNCTION notify_session_ended()`);
  }
}
