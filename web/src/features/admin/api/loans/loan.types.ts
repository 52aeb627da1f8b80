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

/** The loan's own virtual account the borrower pays into; null until the bank has issued it. */
export type RepaymentAccount = { bank_code: string; bank_name: string; account_number: string };

/** `account`: a deposit into the repayment account; `operator`: recorded by an operator. */
export type PaymentSource = 'account' | 'operator';

export type LoanPayment = { payment_id: string; amount: number; paid_on: string; received_at: string; source: PaymentSource };

export type LoanDetail = LoanSummary & { repayment_account: RepaymentAccount | null; installments: LoanInstallment[]; payments: LoanPayment[] };
