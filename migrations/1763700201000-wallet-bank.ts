// The bank side of the wallet: virtual accounts (identity's has_vaccount reads `vaccounts`),
// verified withdrawal accounts, deposit notifications recorded before they are processed (tid
// unique), deposits for unknown accounts kept for operators, and the sandbox bank's own state
// (operator controls and the transfers it executed, by withdrawal id).
import { MigrationInterface, QueryRunner } from 'typeorm';

export class WalletBank1763700201000 implements MigrationInterface {
  name = 'WalletBank1763700201000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE vaccounts (
        user_id uuid NOT NULL UNIQUE REFERENCES users(id),
        bank_code text NOT NULL,
        bank_name text NOT NULL,
        account_number text NOT NULL UNIQUE,
        holder_name text NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE withdraw_accounts (
        user_id uuid PRIMARY KEY REFERENCES users(id),
        bank_code text NOT NULL,
        bank_name text NOT NULL,
        account_number text NOT NULL,
        holder_name text NOT NULL,
        status text NOT NULL CHECK (status IN ('verified')),
        verified_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE bank_notifications (
        tid text PRIMARY KEY,
        type text NOT NULL,
        account_number text NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        depositor_name text NOT NULL,
        at timestamptz NOT NULL,
        raw_body text NOT NULL,
        user_id uuid,
        status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'credited', 'unmatched')),
        received_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz
      )`);
    await q.query(`CREATE INDEX bank_notifications_open ON bank_notifications (received_at) WHERE status = 'received'`);
    await q.query(`
      CREATE TABLE unmatched_deposits (
        tid text PRIMARY KEY REFERENCES bank_notifications(tid),
        account_number text NOT NULL,
        amount bigint NOT NULL,
        depositor_name text NOT NULL,
        at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE sandbox_bank_state (
        id smallint PRIMARY KEY CHECK (id = 1),
        closed boolean,
        fail_next text,
        stall_next_ms int,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO sandbox_bank_state (id) VALUES (1)`);
    await q.query(`
      CREATE TABLE sandbox_bank_transfers (
        withdrawal_id uuid PRIMARY KEY,
        amount bigint NOT NULL,
        bank_code text NOT NULL,
        account_number text NOT NULL,
        status text NOT NULL CHECK (status IN ('completed', 'failed')),
        fail_code text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sandbox_bank_transfers, sandbox_bank_state, unmatched_deposits, bank_notifications, withdraw_accounts, vaccounts`);
  }
}
