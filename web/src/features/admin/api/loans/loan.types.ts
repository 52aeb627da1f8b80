// The loans operators follow after execution (GET /admin/loans and /admin/loans/{product_id}),
// with what a loan gone bad adds (docs/api.md "Loans that go bad"), and what the bad loan's steps
// answer: StepAllocation (where the money of a recovery or sale went; `written_off`: principal a
// sale left unpaid), InvestorTypeShare and StepPreview (the dry run of a step: nothing moves).
// Every shape is the server's endpoint schemas' type (type-only, so Vite bundles none).
import type { LoanDetail, LoanSummary } from '@server/repayments/http/repayment-answers.schema';

export type { InvestorTypeShare, StepAllocation, StepPreview } from '@server/repayments/http/bad-loan-answers.schema';
export type { AllocatedInstallment, LoanDetail, LoanSummary, PaymentAllocation } from '@server/repayments/http/repayment-answers.schema';

export type LoanStatus = LoanSummary['status'];
/** `accelerated`: replaced by the whole claim at 기한이익상실. */
export type LoanInstallment = LoanDetail['installments'][number];
export type LoanPayment = LoanDetail['payments'][number];
/** `account`: a deposit into the repayment account; `operator`: recorded by an operator. */
export type PaymentSource = LoanPayment['source'];
/** The loan's own virtual account the borrower pays into; null until the bank has issued it. */
export type RepaymentAccount = NonNullable<LoanDetail['repayment_account']>;

/** One step of a loan gone bad: 기한이익상실, 회수, 채권 매각, 상각. */
export type LoanStep = LoanDetail['steps'][number];
export type StepKind = LoanStep['kind'];
/** Where a recovery's money came from. */
export type RecoverySource = NonNullable<LoanStep['source']>;
