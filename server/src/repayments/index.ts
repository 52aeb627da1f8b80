// What other contexts may use of repayments: the module, the loan stream's events and the start-up
// tasks. The loan maths itself is shared/loan-maths.
export { RepaymentsModule } from './repayments.module';
export type { LoanEvent, InstallmentDistributed, LoanAccelerated } from './loan.events';
export { DemoRepaymentsTask } from './startup/demo-repayments.task';
export { DemoBadLoansTask } from './startup/demo-bad-loans.task';
export { RepaymentAccountsTask } from './repayment-accounts/repayment-accounts.jobs';
// Its commands, handlers and read models (shared/manifest/context-manifest.ts), for the verify lanes' worker threads.
export { repaymentsManifest } from './repayments.manifest';
/** Its endpoints (the overdue notices' and tax statements' apart, and the bad loans' steps), for the OpenAPI document. */
export { REPAYMENT_ENDPOINTS, REPAYMENT_SCHEMAS, REPAYMENT_NOTICE_ENDPOINTS, REPAYMENT_NOTICE_SCHEMAS, BAD_LOAN_ENDPOINTS, BAD_LOAN_SCHEMAS } from './http/endpoints';
/** The transfers' endpoints (원리금수취권 양도), for the OpenAPI document. */
export { TRANSFER_ENDPOINTS, TRANSFER_SCHEMAS } from './transfers/http/endpoints';
/** An investor's installment and limits as the dashboard answers them, shared components of the OpenAPI document. */
export { LIMITS, SCHEDULE_LINE } from './http/dashboard-answers.schema';
