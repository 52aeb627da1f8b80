// The repayments context's endpoints on schemas so far (overdue notices, tax statements, the steps
// of a loan gone bad) and the answer shapes they publish, for the OpenAPI document.
import { ADMIN_PAYMENT_STATEMENTS, GET_TAX_STATEMENT, TAX_STATEMENT } from '../tax-statements/tax-statements.schema';
import { ADMIN_LIST_OVERDUE_NOTICES, ADMIN_OVERDUE_BOARD, ADMIN_PUBLISH_OVERDUE_REASON } from './admin-overdue-notices.schema';
import { OVERDUE_BOARD_PRODUCT, OVERDUE_NOTICE } from './overdue-notice-answers.schema';
import { BAD_LOAN_ENDPOINTS } from './admin-bad-loans.schema';
import { BAD_LOAN_ALLOCATION } from './bad-loan-answers.schema';

export const REPAYMENT_NOTICE_ENDPOINTS = [GET_TAX_STATEMENT, ADMIN_PAYMENT_STATEMENTS, ADMIN_LIST_OVERDUE_NOTICES, ADMIN_PUBLISH_OVERDUE_REASON, ADMIN_OVERDUE_BOARD];

export const REPAYMENT_NOTICE_SCHEMAS = { TaxStatement: TAX_STATEMENT, OverdueNotice: OVERDUE_NOTICE, OverdueBoardProduct: OVERDUE_BOARD_PRODUCT };

export { BAD_LOAN_ENDPOINTS };
export const BAD_LOAN_SCHEMAS = { BadLoanAllocation: BAD_LOAN_ALLOCATION };
