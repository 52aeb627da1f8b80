// Operators: the borrower's credit (money paid beyond what the loan owes) paid back to them.
import { endpoint, requestBody, Type, uuidPath, won } from '../../shared/http/schema';
import { LOAN_AFTER } from './admin-repayments.schema';

export const ADMIN_REFUND_BORROWER_CREDIT = endpoint({
  method: 'post', path: '/admin/products/{id}/borrower_refunds',
  id: 'adminRefundBorrowerCredit', summary: 'Pay the borrower\'s credit back',
  description: 'The loan\'s `credit` is borrower money beyond what is owed (e.g. an overpaid last installment); an operator pays it back, all or part. More than the credit, or not positive, is 400 `invalid_input` with `fields.amount`. A product not executed yet is 409 `product_state_conflict`.',
  access: 'operator',
  command: true,
  notInApiMd: true,
  addition: 'see server/src/repayments/README.md.',
  params: [uuidPath('id', 'product')],
  body: requestBody({ amount: won(undefined, { min: 1 }) }),
  ok: { status: 201, description: 'Refunded.', schema: Type.Object({ refunded: won(), loan: LOAN_AFTER }) },
  fails: ['invalid_input', 'no_such_product', 'product_state_conflict'],
});
