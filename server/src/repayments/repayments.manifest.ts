// The repayments context's commands (the loan stream, bad loans and transfer listings), each
// beside its handler, and its read models: the one list its module's providers, the worker's
// command catalogue, the projection registry and the verify lanes are derived from
// (shared/manifest/context-manifest.ts).
import { defineManifest, batchedBy, handledBy } from '../shared/manifest/context-manifest';
import { RunLoanStep } from './bad-loans/loan-step.command';
import { RunLoanStepHandler } from './bad-loans/run-loan-step.handler';
import { CreditInstallment } from './commands/credit-installment.command';
import { CreditInstallmentHandler } from './commands/credit-installment.handler';
import { CreditRepayment } from './commands/credit-repayment.command';
import { CreditRepaymentHandler } from './commands/credit-repayment.handler';
import { MarkLoanOverdue } from './commands/mark-loan-overdue.command';
import { MarkLoanOverdueHandler } from './commands/mark-loan-overdue.handler';
import { RecordBorrowerPayment } from './commands/record-borrower-payment.command';
import { RecordBorrowerPaymentHandler } from './commands/record-borrower-payment.handler';
import { RecordInstallmentDistributed } from './commands/record-installment-distributed.command';
import { RecordInstallmentDistributedHandler } from './commands/record-installment-distributed.handler';
import { RefundBorrowerCredit } from './commands/refund-borrower-credit.command';
import { RefundBorrowerCreditHandler } from './commands/refund-borrower-credit.handler';
import { ScheduleLoan } from './commands/schedule-loan.command';
import { ScheduleLoanHandler } from './commands/schedule-loan.handler';
import { investmentReturnsProjection } from './projections/investment-returns.projection';
import { investorDashboardsProjection } from './projections/investor-dashboards.projection';
import { repaymentSchedulesProjection } from './projections/repayment-schedules.projection';
import { EndListing, OpenListing, PurchaseListing, WithdrawListing } from './transfers/commands/open-listing.command';
import { EndListingHandler } from './transfers/commands/end-listing.handler';
import { OpenListingHandler } from './transfers/commands/open-listing.handler';
import { PurchaseListingHandler } from './transfers/commands/purchase-listing.handler';
import { WithdrawListingHandler } from './transfers/commands/withdraw-listing.handler';
import { transferListingsProjection } from './transfers/projections/transfer-listings.projection';

export const repaymentsManifest = defineManifest({
  context: 'repayments',
  commands: [
    handledBy(ScheduleLoan, ScheduleLoanHandler),
    handledBy(RecordBorrowerPayment, RecordBorrowerPaymentHandler),
    handledBy(MarkLoanOverdue, MarkLoanOverdueHandler),
    handledBy(CreditRepayment, CreditRepaymentHandler),
    // Month-end: concurrent installment chunks claimed together are credited in one append.
    batchedBy(CreditInstallment, CreditInstallmentHandler),
    handledBy(RecordInstallmentDistributed, RecordInstallmentDistributedHandler),
    handledBy(RefundBorrowerCredit, RefundBorrowerCreditHandler),
    handledBy(RunLoanStep, RunLoanStepHandler),
    handledBy(OpenListing, OpenListingHandler),
    handledBy(WithdrawListing, WithdrawListingHandler),
    handledBy(EndListing, EndListingHandler),
    handledBy(PurchaseListing, PurchaseListingHandler),
  ],
  projections: [repaymentSchedulesProjection, investmentReturnsProjection, investorDashboardsProjection, transferListingsProjection],
});
