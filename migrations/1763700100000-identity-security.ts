// Identity's own tables beyond users and sessions: login failures per e-mail (for lockout, kept
// for unknown e-mails too so a lock reveals nothing), single-use password reset tokens (hashed),
// the mail outbox (there is no mail server) and investor type applications.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class IdentitySecurity1763700100000 implements MigrationInterface {
  name = 'IdentitySecurity1763700100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_attempts (
        email_key text PRIMARY KEY,
        failures int NOT NULL DEFAULT 0,
        locked_until timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id)`);
    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY,
        to_address text NOT NULL,
        subject text NOT NULL,
        body_text text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX mail_outbox_created ON mail_outbox (created_at DESC)`);
    await q.query(`
      CREATE TABLE investor_type_requests (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        investor_type text NOT NULL CHECK (investor_type IN ('income_qualified', 'professional')),
        evidence text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        created_at timestamptz NOT NULL,
        decided_at timestamptz,
        decided_by uuid REFERENCES users(id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX investor_type_requests_user ON investor_type_requests (user_id, created_at DESC)`);
    // At most one open application per investor.
    await q.query(`CREATE UNIQUE INDEX investor_type_requests_one_pending ON investor_type_requests (user_id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX users_created ON users (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_created`);
    await q.query(`DROP TABLE investor_type_requests, mail_outbox, password_reset_tokens, login_attempts`);
  }
}
