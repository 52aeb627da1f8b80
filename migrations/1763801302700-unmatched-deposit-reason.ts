// Why a deposit is kept for operators (issue 27): `unknown_account` (no virtual account has its
// number; every row before this column existed) or `amount_out_of_bounds` (over the maximum per
// deposit, or past the wallet's safe-integer bound: to be returned to the sender, never credited)
// or `payment_refused` (a loan's repayment account whose loan takes no more money).
import { MigrationInterface, QueryRunner } from 'typeorm';

export class UnmatchedDepositReason1763801302700 implements MigrationInterface {
  name = 'UnmatchedDepositReason1763801302700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE unmatched_deposits ADD COLUMN reason text NOT NULL DEFAULT 'unknown_account'
      CONSTRAINT unmatched_deposits_reason CHECK (reason IN ('unknown_account', 'amount_out_of_bounds', 'payment_refused'))`);
    // The default was for the rows already there: every new row says why.
    await q.query(`ALTER TABLE unmatched_deposits ALTER COLUMN reason DROP DEFAULT`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE unmatched_deposits DROP COLUMN reason`);
  }
}
