// Late interest (연체이자, issue 27 item 3) in the read models: the wallet's running total of it
// and its own transaction type (`repayment_late_interest`), and on each installment and each
// investor's schedule row the late interest paid with it. Rows before it had none.
import { MigrationInterface, QueryRunner } from 'typeorm';

const TYPES = ['deposit', 'withdrawal', 'withdrawal_restored', 'invest_hold', 'invest_cancel', 'invest_execute', 'repayment_principal', 'repayment_interest', 'tax', 'fee'];
const typeCheck = (types: string[]) => `ALTER TABLE wallet_transactions ADD CONSTRAINT wallet_transactions_type_check CHECK (type IN (${types.map((t) => `'${t}'`).join(', ')}))`;

export class LateInterestReadModels1763801500100 implements MigrationInterface {
  name = 'LateInterestReadModels1763801500100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_type_check`);
    await q.query(typeCheck([...TYPES, 'repayment_late_interest']));
    await q.query(`ALTER TABLE wallets ADD COLUMN total_late_interest_received bigint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE investor_repayments ADD COLUMN late_interest bigint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE loan_installments ADD COLUMN late_interest bigint NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE loan_installments DROP COLUMN late_interest`);
    await q.query(`ALTER TABLE investor_repayments DROP COLUMN late_interest`);
    await q.query(`ALTER TABLE wallets DROP COLUMN total_late_interest_received`);
    await q.query(`ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_type_check`);
    await q.query(typeCheck(TYPES));
  }
}
