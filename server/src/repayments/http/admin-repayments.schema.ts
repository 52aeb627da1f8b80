// Operators: borrower payments in, loans and their installments out, and the withholding and fee
// policy (docs/api.md "Operators", "Borrower money").
import { bool, calendarDate, choice, endpoint, enumOf, idempotencyKey, int, ref, requestBody, requestQuery, str, Type, uuid, uuidPath, won, type Refine, type Static } from '../../shared/http/schema';
import { LOAN_DETAIL, LOAN_STATUSES, PRODUCT_TYPES_SHOWN, REPAYMENT_METHODS_SHOWN } from './repayment-answers.schema';
import { REPAYMENT_POLICY_BODY as POLICY_BODY } from './repayment-requests.schema';

/** A single borrower payment, recovery or sale price above this is a typo, not a loan (10 billion won). */
export const MAX_PAYMENT_WON = 10_000_000_000;
/** The longest Idempotency-Key an operator's client may send (printable ASCII). */
export const MAX_KEY_LENGTH = 200;

const PAYMENT_BODY = requestBody({ amount: won(undefined, { min: 1, max: MAX_PAYMENT_WON }), paid_on: calendarDate('Not after the business today.') });

/** The loan as a payment or refund answers it. */
export const LOAN_AFTER = Type.Object({
  product_id: uuid(), status: str(), principal: won(), rate_bp: int(), method: enumOf(REPAYMENT_METHODS_SHOWN), received: won(), credit: won(),
  installments: Type.Array(Type.Object({ seq: int(), due_on: calendarDate(), principal: won(), interest: won(), status: str(), overdue: bool() })),
});

export const ADMIN_RECORD_BORROWER_REPAYMENT = endpoint({
  method: 'post', path: '/admin/products/{id}/borrower_repayments',
  id: 'adminRecordBorrowerRepayment', summary: 'Money received from the borrower',
  description: 'Settles the oldest due installment first; with nothing past due, enough to cover the outstanding principal plus interest to that day closes the loan early; otherwise whole future installments are paid ahead and the rest kept as credit. A product not executed yet is 409 `product_state_conflict`.',
  access: 'operator',
  command: true,
  params: [
    uuidPath('id', 'product'),
    idempotencyKey(true, MAX_KEY_LENGTH, 'Required; printable ASCII, 1–200 characters, one per payment (the operator\'s own: keys are scoped to the operator). Missing is 400 `invalid_input` with `fields: {"Idempotency-Key": "required"}`; a repeat with the same key and body books nothing and answers the first outcome (status and body); the same key with another body is 409 `duplicate_ticket`.'),
  ],
  body: PAYMENT_BODY,
  ok: {
    status: 201,
    description: 'Recorded.',
    schema: Type.Object({ payment_id: uuid(), funded_seqs: Type.Array(int(), { description: 'Installments this payment completed.' }), repaid_early: bool(), loan: LOAN_AFTER }),
  },
  fails: ['invalid_input', 'no_such_product', 'product_state_conflict', 'duplicate_ticket'],
  addition: 'the answer `{payment_id, funded_seqs, repaid_early, loan}`.',
});

export const ADMIN_PREVIEW_BORROWER_REPAYMENT = endpoint({
  method: 'post', path: '/admin/products/{id}/borrower_repayments/preview',
  id: 'adminPreviewBorrowerRepayment', summary: 'Where a borrower payment would go, booking nothing',
  description: 'The same `{amount, paid_on}` as a borrower payment: the loan decider decides it on the loan as it stands and nothing is appended, so the allocation is the one the payment would get now (a payment booked in between changes it). Refused as the payment would be: a product not executed yet is 409 `product_state_conflict`, a loan with nothing left to pay too.',
  access: 'operator',
  notInApiMd: true,
  addition: 'a dry run of `POST /admin/products/{id}/borrower_repayments` for the operators\' confirmation.',
  params: [uuidPath('id', 'product')],
  body: PAYMENT_BODY,
  ok: {
    status: 200,
    description: 'The allocation and the installments the payment would complete.',
    schema: Type.Object({ allocation: ref('PaymentAllocation'), installments: Type.Array(ref('AllocatedInstallment')) }),
  },
  fails: ['invalid_input', 'no_such_product', 'product_state_conflict'],
});

export const ADMIN_LIST_LOANS = endpoint({
  method: 'get', path: '/admin/loans',
  id: 'adminListLoans', summary: 'Loans, newest execution first',
  access: 'operator',
  notInApiMd: true,
  addition: 'see server/src/repayments/README.md.',
  query: requestQuery({ status: Type.Optional(choice(LOAN_STATUSES)) }, { closed: false }),
  ok: { status: 200, description: 'At most 200.', schema: Type.Object({ items: Type.Array(ref('LoanSummary')) }) },
  fails: ['invalid_input'],
});

export const ADMIN_GET_LOAN = endpoint({
  method: 'get', path: '/admin/loans/{id}',
  id: 'adminGetLoan', summary: 'One loan with installments and borrower payments',
  access: 'operator',
  notInApiMd: true,
  addition: 'see server/src/repayments/README.md (docs/api.md "Borrower money" lists `repayment_account` and each payment\'s `source`). A product without a loan yet is 404 `not_found`.',
  params: [uuidPath('id', 'product')],
  ok: { status: 200, description: 'The loan.', schema: LOAN_DETAIL },
  fails: ['invalid_input', 'not_found', 'no_such_product'],
});

// A list of product types (`["credit"]`): anything else is `invalid_value`.
const refinePolicy: Refine<Static<typeof POLICY_BODY>> = (input, fail) => {
  const types: unknown = input.personal_debtor_types;
  if (types === undefined) return;
  if (!Array.isArray(types) || types.some((t) => typeof t !== 'string' || !(PRODUCT_TYPES_SHOWN as readonly string[]).includes(t))) fail('personal_debtor_types', 'invalid_value');
};

const POLICY_ANSWER = (description: string) => ({ status: 200, description, schema: ref('RepaymentPolicy') });

export const ADMIN_GET_REPAYMENT_POLICY = endpoint({
  method: 'get', path: '/admin/repayment_policy',
  id: 'adminGetRepaymentPolicy', summary: 'Withholding and fee policy',
  access: 'operator',
  notInApiMd: true,
  addition: 'see server/src/repayments/README.md.',
  ok: POLICY_ANSWER('The policy in force on the business today, and its history.'),
});

export const ADMIN_SET_REPAYMENT_POLICY = endpoint({
  method: 'put', path: '/admin/repayment_policy',
  id: 'adminSetRepaymentPolicy', summary: 'Change the withholding and fee policy',
  description: 'From `effective_on` (default the business today; earlier is 400 `invalid_input`) income tax of every payment follows it, and loans executed on or after it record its fee, `late_interest_bp` and `max_rate_bp` (contract terms for the loan\'s whole life); `acceleration_days` is what the daily run judges by. Fields left out keep the value in force on that date. Each change is also a `RepaymentPolicyChanged` event on the `repayment-policy` stream.',
  access: 'operator',
  notInApiMd: true,
  addition: 'see server/src/repayments/README.md.',
  body: POLICY_BODY,
  refine: refinePolicy,
  bodyOptional: true,
  ok: POLICY_ANSWER('The policy now, and its history.'),
  fails: ['invalid_input'],
});
