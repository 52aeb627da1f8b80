// The loans operators follow after execution (GET /admin/loans and /admin/loans/{product_id}).
export type LoanStatus = 'repaying' | 'overdue' | 'completed';

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
  status: 'scheduled' | 'funded' | 'distributed';
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

export type LoanDetail = LoanSummary & { repayment_account: RepaymentAccount | null; installments: LoanInstallment[]; payments: LoanPayment[] };
