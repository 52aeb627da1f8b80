// POST /admin/sandbox/borrower_deposits (sandbox only, operators; docs/api.md "Borrower money").
import { endpoint, requestBody, str, Type, uuid, won } from '../../shared/http/schema';
import { BANK_FAIL_CODES } from '../../wallet';
import { MAX_PAYMENT_WON } from './admin-repayments.schema';

export const ADMIN_SANDBOX_BORROWER_DEPOSIT = endpoint({
  method: 'post', path: '/admin/sandbox/borrower_deposits',
  id: 'adminSandboxBorrowerDeposit', summary: 'The sandbox bank sends a borrower\'s deposit to a loan\'s repayment account (sandbox only)',
  description: 'A real signed notification to `POST /bank/notifications` for the loan\'s repayment account: the borrower\'s payment on the business date it arrives, allocated as any payment is (see `GET /admin/loans/{id}`). A deposit the loan cannot take (a completed loan) is answered `SUCCESS` to the bank and kept in `GET /admin/bank/unmatched_deposits`. Outside sandbox mode: 404 `not_found`. A product that does not exist is 404 `no_such_product`; one not executed, 409 `product_state_conflict`.',
  access: 'operator',
  body: requestBody({ product_id: uuid(), amount: won(undefined, { min: 1, max: MAX_PAYMENT_WON }) }),
  ok: { status: 201, description: 'Sent and recorded.', schema: Type.Object({ tid: str('The bank\'s transaction id.'), product_id: uuid(), amount: won() }) },
  // The sandbox bank can answer any of its codes (operators force one with `fail_next`).
  fails: ['invalid_input', 'not_found', 'no_such_product', 'product_state_conflict', ...BANK_FAIL_CODES],
});
