// The repayments context's endpoints (the dashboard, borrower money, loans, the batch, the policy,
// overdue notices, tax statements, the steps of a loan gone bad) and the answer shapes they
// publish, for the OpenAPI document.
import { ADMIN_PAYMENT_STATEMENTS, GET_TAX_STATEMENT, TAX_STATEMENT } from '../tax-statements/tax-statements.schema';
import { ADMIN_LIST_OVERDUE_NOTICES, ADMIN_OVERDUE_BOARD, ADMIN_PUBLISH_OVERDUE_REASON } from './admin-overdue-notices.schema';
import { OVERDUE_BOARD_PRODUCT, OVERDUE_NOTICE } from './overdue-notice-answers.schema';
import { BAD_LOAN_ENDPOINTS } from './admin-bad-loans.schema';
import { BAD_LOAN_ALLOCATION } from './bad-loan-answers.schema';
import { ADMIN_GET_JOB, ADMIN_JOBS_OVERVIEW, ADMIN_RUN_REPAYMENTS } from './admin-jobs.schema';
import { ADMIN_REFUND_BORROWER_CREDIT } from './admin-borrower-refunds.schema';
import {
  ADMIN_GET_LOAN, ADMIN_GET_REPAYMENT_POLICY, ADMIN_LIST_LOANS, ADMIN_PREVIEW_BORROWER_REPAYMENT, ADMIN_RECORD_BORROWER_REPAYMENT, ADMIN_SET_REPAYMENT_POLICY,
} from './admin-repayments.schema';
import { ADMIN_SANDBOX_BORROWER_DEPOSIT } from './admin-sandbox-borrower-deposits.schema';
import { GET_DASHBOARD, GET_DASHBOARD_SCHEDULE, GET_INVESTMENT_REPAYMENTS } from './dashboard.schema';
import { ALLOCATED_INSTALLMENT, LOAN_SUMMARY, PAYMENT_ALLOCATION, REPAYMENT_JOB, REPAYMENT_POLICY } from './repayment-answers.schema';

export const REPAYMENT_NOTICE_ENDPOINTS = [GET_TAX_STATEMENT, ADMIN_PAYMENT_STATEMENTS, ADMIN_LIST_OVERDUE_NOTICES, ADMIN_PUBLISH_OVERDUE_REASON, ADMIN_OVERDUE_BOARD];

export const REPAYMENT_NOTICE_SCHEMAS = { TaxStatement: TAX_STATEMENT, OverdueNotice: OVERDUE_NOTICE, OverdueBoardProduct: OVERDUE_BOARD_PRODUCT };

export { BAD_LOAN_ENDPOINTS };
export const BAD_LOAN_SCHEMAS = { BadLoanAllocation: BAD_LOAN_ALLOCATION };

export const REPAYMENT_ENDPOINTS = [
  GET_DASHBOARD, GET_DASHBOARD_SCHEDULE, GET_INVESTMENT_REPAYMENTS, ADMIN_RECORD_BORROWER_REPAYMENT, ADMIN_PREVIEW_BORROWER_REPAYMENT, ADMIN_REFUND_BORROWER_CREDIT,
  ADMIN_LIST_LOANS, ADMIN_GET_LOAN, ADMIN_SANDBOX_BORROWER_DEPOSIT, ADMIN_RUN_REPAYMENTS, ADMIN_JOBS_OVERVIEW, ADMIN_GET_JOB, ADMIN_GET_REPAYMENT_POLICY, ADMIN_SET_REPAYMENT_POLICY,
];

export const REPAYMENT_SCHEMAS = {
  LoanSummary: LOAN_SUMMARY, RepaymentJob: REPAYMENT_JOB, RepaymentPolicy: REPAYMENT_POLICY, PaymentAllocation: PAYMENT_ALLOCATION, AllocatedInstallment: ALLOCATED_INSTALLMENT,
};
