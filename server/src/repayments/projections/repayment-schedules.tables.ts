// The tables of the repayment_schedules read model, as their migrations make them (1763700400000
// and the columns added since): loans, their installments and borrower payments, every investor's
// schedule row per installment, the income tax timeline and each investor's schedule version.
// Reads select investor rows by product (a loan's investors) or by product and installment, and
// installments by product: investor_repayments_product (product_id, seq) and the installments'
// primary key (product_id, seq) serve them.
import type { RuleTable } from '../../shared/projections/rules/row-changes';

const BAD_LOAN_SUMS = ['recovered', 'recovered_principal', 'recovered_interest', 'recovery_costs', 'written_off_principal'] as const;

const LOANS: RuleTable = {
  table: 'loans',
  key: ['product_id'],
  columns: {
    product_id: 'uuid', status: 'text', method: 'text', rate_bp: 'integer', term_months: 'integer', principal: 'bigint', repaid_principal: 'bigint',
    paid_interest: 'bigint', received: 'bigint', credit: 'bigint', executed_at: 'timestamptz', executed_on: 'date', overdue_since: 'date',
    completed_at: 'timestamptz', investor_count: 'integer', investors: 'jsonb', policy: 'jsonb', holders: 'jsonb', accelerated_on: 'date',
    written_off_on: 'date', sold_on: 'date', ...Object.fromEntries(BAD_LOAN_SUMS.map((c) => [c, 'bigint' as const])),
  },
  defaults: { repaid_principal: 0, paid_interest: 0, received: 0, credit: 0, holders: {}, ...Object.fromEntries(BAD_LOAN_SUMS.map((c) => [c, 0])) },
};

const INSTALLMENTS: RuleTable = {
  table: 'loan_installments',
  key: ['product_id', 'seq'],
  columns: {
    product_id: 'uuid', seq: 'integer', due_on: 'date', principal: 'bigint', interest: 'bigint', late_interest: 'bigint', status: 'text', overdue: 'boolean',
    funded_on: 'date', distributed_at: 'timestamptz',
  },
  defaults: { late_interest: 0, overdue: false },
  indexes: [['product_id']],
};

const PAYMENTS: RuleTable = {
  table: 'loan_payments',
  key: ['payment_id'],
  columns: { payment_id: 'uuid', product_id: 'uuid', amount: 'bigint', paid_on: 'date', received_at: 'timestamptz', source: 'text' },
  defaults: { source: 'operator' },
};

const INVESTOR_REPAYMENTS: RuleTable = {
  table: 'investor_repayments',
  key: ['user_id', 'product_id', 'seq'],
  nestBy: ['product_id', 'seq', 'user_id'],
  columns: {
    user_id: 'uuid', product_id: 'uuid', seq: 'integer', due_on: 'date', principal: 'bigint', interest: 'bigint', late_interest: 'bigint',
    tax_income: 'bigint', tax_local: 'bigint', fee: 'bigint', net: 'bigint', status: 'text', paid_at: 'timestamptz',
  },
  defaults: { late_interest: 0 },
  // Reads by product, or by product and installment: investor_repayments_product (product_id, seq)
  // serves them in SQL; the fold's row store, nested by product and seq, serves them itself.
  indexes: [['product_id']],
};

const TAX_TIMELINE: RuleTable = {
  table: 'income_tax_timeline',
  key: ['effective_on'],
  columns: { effective_on: 'date', income_tax_bp: 'integer' },
};

const SCHEDULE_VERSIONS: RuleTable = {
  table: 'investor_schedule_versions',
  key: ['user_id'],
  columns: { user_id: 'uuid', last_position: 'bigint' },
};

export const SCHEDULE_TABLES = {
  loans: LOANS, installments: INSTALLMENTS, payments: PAYMENTS, investorRepayments: INVESTOR_REPAYMENTS, taxTimeline: TAX_TIMELINE,
  scheduleVersions: SCHEDULE_VERSIONS,
};

/** The money columns of an investor's row a transfer adds to the buyer's own row of the installment. */
export const SUMMED = ['principal', 'interest', 'late_interest', 'tax_income', 'tax_local', 'fee', 'net'] as const;
