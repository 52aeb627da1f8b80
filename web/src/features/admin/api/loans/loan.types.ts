// The loans operators follow after execution (GET /admin/loans and /admin/loans/{product_id}),
// with what a loan gone bad adds (docs/api.md "Loans that go bad").
// What the steps answer is typed by the server's endpoint schemas (type-only, so Vite bundles none):
// StepAllocation (where the money of a recovery or sale went; `written_off`: principal a sale left
// unpaid), InvestorTypeShare and StepPreview (the dry run of a step: nothing moves).
import type { StepAllocation } from '@server/repayments/http/bad-loan-answers.schema';

export type { InvestorTypeShare, StepAllocation, StepPreview } from '@server/repayments/http/bad-loan-answers.schema';

export type LoanStatus = 'repaying' | 'overdue' | 'completed' | 'defaulted' | 'written_off' | 'sold';

export type LoanSummary = {
  product_id: string;
  title: string;
  status: LoanStatus;
  method: string;
  rate_bp: number;
  term_months: number;
  principal: number;
  repaid_principal: number;
  outstanding_principal: number;
  paid_interest: number;
  received: number;
  credit: number;
  investor_count: number;
  executed_at: string;
  overdue_since: string | null;
  next_due_on: string | null;
  overdue_installments: number;
};

export type LoanInstallment = {
  seq: number;
  due_on: string;
  principal: number;
  interest: number;
  total: number;
  /** `accelerated`: replaced by the whole claim at 기한이익상실. */
  status: 'scheduled' | 'funded' | 'distributed' | 'accelerated';
  overdue: boolean;
  funded_on: string | null;
  distributed_at: string | null;
};

/** Where a borrower payment went (민법 479조 order): costs, late interest, interest, principal; the rest is credit. */
export type PaymentAllocation = {
  costs: number;
  late_interest: number;
  interest: number;
  principal: number;
  /** What no installment took: kept for the next one, or paid back. */
  credit: number;
  /** Credit left by earlier payments that the installments this payment completed took as well. */
  credit_used: number;
};

/** An installment a payment completes, with what of it is interest and principal. */
export type AllocatedInstallment = { seq: number; due_on: string; interest: number; principal: number };

/** `account`: a deposit into the repayment account; `operator`: recorded by an operator. */
export type PaymentSource = 'account' | 'operator';

export type LoanPayment = {
  payment_id: string;
  amount: number;
  paid_on: string;
  received_at: string;
  /** `account`: into the loan's repayment account; `operator`: recorded on this screen. */
  source: PaymentSource;
  allocation: PaymentAllocation;
  installments: AllocatedInstallment[];
};

/** The loan's own virtual account the borrower pays into; null until the bank has issued it. */
export type RepaymentAccount = { bank_code: string; bank_name: string; account_number: string };

/** What the borrower owes as of the business today (`as_of`), late interest to date included. */
export type LoanOwed = { principal: number; interest: number; late_interest: number; total: number; as_of: string };


export type StepKind = 'accelerated' | 'recovery' | 'sale' | 'write_off';
/** Where a recovery's money came from. */
export type RecoverySource = 'borrower' | 'collateral' | 'guarantor' | 'collection';

/** One step of a loan gone bad: 기한이익상실, 회수, 채권 매각, 상각. */
export type LoanStep = {
  on: string;
  kind: StepKind;
  amount: number;
  costs: number;
  source?: RecoverySource;
  memo?: string;
  reason?: string;
  buyer_name?: string;
  allocation?: StepAllocation;
};

/** The additions of a loan gone bad; absent on a server that does not send them yet. */
export type BadLoanFields = {
  owed: LoanOwed;
  accelerated_on: string | null;
  written_off_on: string | null;
  sold_on: string | null;
  recovered: { principal: number; interest: number; late_interest: number; costs: number };
  written_off_principal: number;
  steps: LoanStep[];
};

export type LoanDetail = LoanSummary & { repayment_account: RepaymentAccount | null; installments: LoanInstallment[]; payments: LoanPayment[] } & Partial<BadLoanFields>;
