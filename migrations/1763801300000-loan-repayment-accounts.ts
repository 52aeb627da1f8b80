// Borrower money by bank transfer (docs/api.md "Borrower money"): every executed loan has a repayment
// virtual account of its own, issued by the bank gateway, and each borrower payment records where
// it came from (`account`: the bank's notification for that account; `operator`: typed in by an
// operator, which is also what every payment recorded before this column was).
import { MigrationInterface, QueryRunner } from 'typeorm';

export class LoanRepaymentAccounts1763801300000 implements MigrationInterface {
  name = 'LoanRepaymentAccounts1763801300000';

  async up(q: QueryRunner): Promise<void> {
    // Not a money fact (like `vaccounts`): the primary key makes two processes issuing for one loan keep one account.
    await q.query(`
      CREATE TABLE loan_repayment_accounts (
        product_id uuid PRIMARY KEY,
        bank_code text NOT NULL,
        bank_name text NOT NULL,
        account_number text NOT NULL UNIQUE,
        holder_name text NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE loan_payments ADD COLUMN source text NOT NULL DEFAULT 'operator' CHECK (source IN ('account', 'operator'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE loan_payments DROP COLUMN source`);
    await q.query(`DROP TABLE loan_repayment_accounts`);
  }
}
