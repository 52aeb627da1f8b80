// The wallet's read models, written inline with the events of `investor-{userId}`: balances,
// transaction lines (docs/api.md "Wallet (예치금) and bank") and withdrawals (the reconciler finds unfinished ones here).
// Every column is derived from the events, so a rebuild reproduces the rows exactly.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class WalletReadModels1763700200000 implements MigrationInterface {
  name = 'WalletReadModels1763700200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE wallets (
        user_id uuid PRIMARY KEY,
        balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
        held bigint NOT NULL DEFAULT 0 CHECK (held >= 0),
        total_deposited bigint NOT NULL DEFAULT 0,
        total_withdrawn bigint NOT NULL DEFAULT 0,
        withdrawing bigint NOT NULL DEFAULT 0 CHECK (withdrawing >= 0),
        total_executed bigint NOT NULL DEFAULT 0,
        total_principal_received bigint NOT NULL DEFAULT 0,
        total_interest_received bigint NOT NULL DEFAULT 0,
        total_tax bigint NOT NULL DEFAULT 0,
        total_fee bigint NOT NULL DEFAULT 0,
        last_event_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE wallet_transactions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        global_position bigint NOT NULL,
        line_no smallint NOT NULL,
        at timestamptz NOT NULL,
        type text NOT NULL CHECK (type IN ('deposit', 'withdrawal', 'withdrawal_restored', 'invest_hold', 'invest_cancel',
          'invest_execute', 'repayment_principal', 'repayment_interest', 'tax', 'fee')),
        amount bigint NOT NULL,
        held_change bigint NOT NULL,
        balance_after bigint NOT NULL CHECK (balance_after >= 0),
        held_after bigint NOT NULL CHECK (held_after >= 0),
        memo text NOT NULL,
        product_id uuid,
        ref_id text,
        UNIQUE (global_position, line_no)
      )`);
    await q.query(`CREATE INDEX wallet_transactions_by_user ON wallet_transactions (user_id, global_position DESC, line_no DESC)`);
    await q.query(`
      CREATE TABLE withdrawals (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        bank_code text NOT NULL,
        account_number text NOT NULL,
        status text NOT NULL CHECK (status IN ('requested', 'completed', 'failed')),
        fail_code text,
        requested_at timestamptz NOT NULL,
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX withdrawals_unfinished ON withdrawals (requested_at) WHERE status = 'requested'`);
    await q.query(`CREATE INDEX withdrawals_by_user ON withdrawals (user_id, requested_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE withdrawals, wallet_transactions, wallets`);
  }
}
