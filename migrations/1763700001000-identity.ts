// Accounts and server-side sessions; the guard of every request reads these.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1763700001000 implements MigrationInterface {
  name = 'Identity1763700001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        password_hash text NOT NULL,
        name text NOT NULL,
        phone text NOT NULL,
        role text NOT NULL DEFAULT 'investor' CHECK (role IN ('investor', 'operator')),
        investor_type text NOT NULL DEFAULT 'general' CHECK (investor_type IN ('general', 'income_qualified', 'professional')),
        failed_logins int NOT NULL DEFAULT 0,
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email ON users (lower(email))`);
    await q.query(`
      CREATE TABLE sessions (
        id text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        csrf_token text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX sessions_user ON sessions (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sessions, users`);
  }
}
