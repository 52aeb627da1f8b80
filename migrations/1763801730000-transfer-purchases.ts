// Transfers bought (원리금수취권 양도, docs/api.md "Transfers") in the read models: the wallet's
// principal of claims bought and sold (the dashboard's transferred_in_principal and
// transferred_out_principal) and the transaction types transfer_in, transfer_out and
// transfer_accrued_interest, the buyer's acquisition price of a claim among the investment
// returns, and the repayment policy's transfer_fee_bp.
import { MigrationInterface, QueryRunner } from 'typeorm';

const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');
const TYPES = [
  'deposit', 'withdrawal', 'withdrawal_restored', 'invest_hold', 'invest_cancel', 'invest_execute', 'repayment_principal', 'repayment_interest',
  'repayment_late_interest', 'tax', 'fee', 'recovery_principal', 'recovery_interest', 'write_off',
];
const TRANSFER_TYPES = ['transfer_in', 'transfer_out', 'transfer_accrued_interest'];
const WALLET_COLUMNS = ['transferred_in_principal', 'transferred_out_principal'];

async function recheck(q: QueryRunner, values: string[]): Promise<void> {
  await q.query(`ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_type_check`);
  await q.query(`ALTER TABLE wallet_transactions ADD CONSTRAINT wallet_transactions_type_check CHECK (type IN (${list(values)}))`);
}

export class TransferPurchases1763801730000 implements MigrationInterface {
  name = 'TransferPurchases1763801730000';

  async up(q: QueryRunner): Promise<void> {
    await recheck(q, [...TYPES, ...TRANSFER_TYPES]);
    await q.query(`ALTER TABLE wallets ${WALLET_COLUMNS.map((c) => `ADD COLUMN ${c} bigint NOT NULL DEFAULT 0`).join(', ')}`);
    // The buyer's 원리금수취권 양수도 계약서 among the investment documents (keyed by the listing).
    await q.query(`ALTER TABLE investment_documents DROP CONSTRAINT investment_documents_kind_check`);
    await q.query(`ALTER TABLE investment_documents ADD CONSTRAINT investment_documents_kind_check CHECK (kind IN ('prospectus', 'contract', 'transfer_contract'))`);
    // Who holds each party's shares of a loan (claim-holders.ts), for an early repayment's closing rows.
    await q.query(`ALTER TABLE loans ADD COLUMN holders jsonb NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE investor_dashboard_loans ADD COLUMN holders jsonb NOT NULL DEFAULT '{}'`);
    // A claim bought is a row of its own (keyed by the listing), with what the buyer paid for it.
    await q.query(`ALTER TABLE investment_returns ADD COLUMN acquisition_price bigint`);
    // The platform's transfer fee, dated like the rest of the repayment policy (default none).
    for (const table of ['repayment_policy_changes', 'repayment_policy']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN transfer_fee_bp int NOT NULL DEFAULT 0 CHECK (transfer_fee_bp >= 0 AND transfer_fee_bp <= 10000)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['repayment_policy_changes', 'repayment_policy']) await q.query(`ALTER TABLE ${table} DROP COLUMN transfer_fee_bp`);
    await q.query(`ALTER TABLE investment_returns DROP COLUMN acquisition_price`);
    await q.query(`ALTER TABLE loans DROP COLUMN holders`);
    await q.query(`ALTER TABLE investor_dashboard_loans DROP COLUMN holders`);
    await q.query(`ALTER TABLE investment_documents DROP CONSTRAINT investment_documents_kind_check`);
    await q.query(`ALTER TABLE investment_documents ADD CONSTRAINT investment_documents_kind_check CHECK (kind IN ('prospectus', 'contract'))`);
    await q.query(`ALTER TABLE wallets ${WALLET_COLUMNS.map((c) => `DROP COLUMN ${c}`).join(', ')}`);
    await recheck(q, TYPES);
  }
}
