// Loans that go bad (issue 27; docs/api.md "Loans that go bad") in the read models: the products'
// and loans' new statuses (defaulted, written_off, sold), installments and investor rows replaced
// by an accelerated claim (`accelerated`), the loan's dates and running sums of recoveries and
// write-offs, the wallet's recovered and written-off totals, its new transaction types and the
// dashboard's counts of defaulted and written-off products.
import { MigrationInterface, QueryRunner } from 'typeorm';

const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');
const PRODUCT_STATUSES = ['scheduled', 'funding', 'funded', 'repaying', 'completed', 'overdue', 'canceled'];
const LOAN_STATUSES = ['repaying', 'overdue', 'completed'];
const INSTALLMENT_STATUSES = ['scheduled', 'funded', 'distributed', 'replaced'];
const ROW_STATUSES = ['scheduled', 'paid', 'overdue'];
const TYPES = ['deposit', 'withdrawal', 'withdrawal_restored', 'invest_hold', 'invest_cancel', 'invest_execute', 'repayment_principal', 'repayment_interest', 'repayment_late_interest', 'tax', 'fee'];
const BAD = ['defaulted', 'written_off', 'sold'];

async function recheck(q: QueryRunner, table: string, column: string, values: string[]): Promise<void> {
  await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_${column}_check`);
  await q.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_check CHECK (${column} IN (${list(values)}))`);
}

const LOAN_COLUMNS = ['recovered', 'recovered_principal', 'recovered_interest', 'recovery_costs', 'written_off_principal'];
const WALLET_COLUMNS = ['total_recovered_principal', 'total_recovered_interest', 'written_off_principal'];

export class BadLoans1763801600000 implements MigrationInterface {
  name = 'BadLoans1763801600000';

  async up(q: QueryRunner): Promise<void> {
    await recheck(q, 'products', 'status', [...PRODUCT_STATUSES, ...BAD]);
    await recheck(q, 'loans', 'status', [...LOAN_STATUSES, ...BAD]);
    await recheck(q, 'loan_installments', 'status', [...INSTALLMENT_STATUSES, 'accelerated']);
    await recheck(q, 'investor_repayments', 'status', [...ROW_STATUSES, 'accelerated']);
    await recheck(q, 'wallet_transactions', 'type', [...TYPES, 'recovery_principal', 'recovery_interest', 'write_off']);
    await q.query(`ALTER TABLE loans ADD COLUMN accelerated_on date, ADD COLUMN written_off_on date, ADD COLUMN sold_on date,
      ${LOAN_COLUMNS.map((c) => `ADD COLUMN ${c} bigint NOT NULL DEFAULT 0`).join(', ')}`);
    await q.query(`ALTER TABLE wallets ${WALLET_COLUMNS.map((c) => `ADD COLUMN ${c} bigint NOT NULL DEFAULT 0`).join(', ')}`);
    await q.query(`ALTER TABLE investor_dashboards ADD COLUMN count_defaulted integer NOT NULL DEFAULT 0, ADD COLUMN count_written_off integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE investor_dashboards DROP COLUMN count_defaulted, DROP COLUMN count_written_off`);
    await q.query(`ALTER TABLE wallets ${WALLET_COLUMNS.map((c) => `DROP COLUMN ${c}`).join(', ')}`);
    await q.query(`ALTER TABLE loans DROP COLUMN accelerated_on, DROP COLUMN written_off_on, DROP COLUMN sold_on, ${LOAN_COLUMNS.map((c) => `DROP COLUMN ${c}`).join(', ')}`);
    await recheck(q, 'wallet_transactions', 'type', TYPES);
    await recheck(q, 'investor_repayments', 'status', ROW_STATUSES);
    await recheck(q, 'loan_installments', 'status', INSTALLMENT_STATUSES);
    await recheck(q, 'loans', 'status', LOAN_STATUSES);
    await recheck(q, 'products', 'status', PRODUCT_STATUSES);
  }
}
