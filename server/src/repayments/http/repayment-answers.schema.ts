// The repayments context's answer shapes (docs/api.md "Dashboard", "Operators", "Loans that go bad"):
// loans as operators see them, a borrower payment's allocation, the batch's runs and the
// withholding policy (document components), and the loan's life an investor reads. This module
// imports only the builders (no Nest), so the web's type check can follow it.
import { at, bool, bp, enumOf, int, nullable, ref, str } from '../../shared/http/schema/answers';
import { calendarDate, Type, uuid, won, type Static, type TSchema } from '../../shared/http/schema/fields';
import type { StepAllocation } from './bad-loan-answers.schema';

export const LOAN_STATUSES = ['repaying', 'overdue', 'completed', 'defaulted', 'written_off', 'sold'] as const;
const PAYMENT_SOURCES = ['account', 'operator'] as const;
const JOB_STATUSES = ['waiting', 'active', 'completed', 'failed'] as const;
/** `funded`: covered by the borrower; `accelerated`: replaced by the whole claim at 기한이익상실 (loan.decider.ts). */
const INSTALLMENT_STATUSES = ['scheduled', 'funded', 'distributed', 'accelerated'] as const;
const RECOVERY_SOURCES = ['borrower', 'collateral', 'guarantor', 'collection'] as const;
const BAD_LOAN_STEPS = ['accelerated', 'recovery', 'sale', 'write_off'] as const;
const TIMELINE_KINDS = ['executed', 'paid', 'paid_late', 'overdue', 'notice', 'accelerated', 'recovery', 'sale', 'write_off', 'completed'] as const;
/** Products' own lists (this module imports no context; the document's components repeat them). */
export const PRODUCT_TYPES_SHOWN = ['apt', 'realty', 'credit', 'corporate'] as const;
export const REPAYMENT_METHODS_SHOWN = ['equal_installment', 'bullet'] as const;

/** `allOf` of a component and more fields (the product detail over `product`, a loan over its summary). */
export const extend = <T>(base: TSchema, more: TSchema, description?: string) => Type.Unsafe<T>({ allOf: [base, more], ...(description ? { description } : {}) });

export const LOAN_SUMMARY = Type.Object({
  product_id: uuid(),
  title: nullable(str()),
  status: enumOf(LOAN_STATUSES),
  method: enumOf(REPAYMENT_METHODS_SHOWN),
  rate_bp: int('Basis points.'),
  term_months: int(),
  principal: won(),
  repaid_principal: won(),
  outstanding_principal: won(),
  paid_interest: won(),
  received: won('Received from the borrower in total'),
  credit: won('Received and not yet allocated'),
  investor_count: int(),
  executed_at: at(),
  overdue_since: nullable(calendarDate()),
  next_due_on: nullable(calendarDate()),
  overdue_installments: int(),
}, { description: 'A loan as operators see it.' });
export type LoanSummary = Static<typeof LOAN_SUMMARY>;

export const REPAYMENT_JOB = Type.Object({
  job_id: uuid(),
  status: enumOf(JOB_STATUSES),
  processed: int('Investor payments made.'),
  failed: int(),
  total: int(),
  installments: int(),
  as_of: calendarDate(),
  trigger: str('`operator` or the daily schedule.'),
  error: nullable(str()),
  created_at: at(),
  started_at: nullable(at()),
  finished_at: nullable(at()),
}, { description: 'One run of the repayment batch.' });

/** Addition to docs/api.md: the 개인채무자보호법 switches (docs/compliance.md), a setting until it is confirmed whether the law binds P2P loans. */
const PERSONAL_DEBTOR_FIELDS = {
  personal_debtor_types: Type.Array(enumOf(PRODUCT_TYPES_SHOWN), { description: 'Product types whose loans under `personal_debtor_max_principal` are a personal debtor\'s (recorded at execution): notice before acceleration, late interest after it only on principal past due. Empty by default.' }),
  personal_debtor_max_principal: won('Principal below which such a loan is a personal debtor\'s (50,000,000)'),
  acceleration_notice_days: int('Days of notice the daily run gives a personal debtor\'s loan before accelerating it (10).'),
};

export const REPAYMENT_POLICY = Type.Object({
  platform_registered: bool('Registered platforms withhold 14 % income tax, others 25 %.'),
  income_tax_bp: bp('Income tax'),
  local_tax_rate_pct: int('Local income tax as a percentage of the income tax (10).'),
  fee_bp: bp('Platform fee, of interest'),
  transfer_fee_bp: bp('Platform fee on a transfer\'s price (원리금수취권 양도; default 0)'),
  late_interest_bp: bp('Late interest added to a loan\'s rate while money is late (recorded with a loan at execution)'),
  max_rate_bp: bp('The legal maximum yearly rate that rate plus late interest never exceeds (recorded with a loan at execution)'),
  acceleration_days: int('Days an installment stays unpaid before the daily run accelerates the loan.'),
  ...PERSONAL_DEBTOR_FIELDS,
  updated_at: at(),
  in_force_on: calendarDate('The business today the policy above is in force on.'),
  history: Type.Array(Type.Object({
    effective_on: calendarDate(), platform_registered: bool(), income_tax_bp: bp('Income tax'), fee_bp: bp('Platform fee, of interest'), transfer_fee_bp: bp('Transfer fee'),
    late_interest_bp: bp('Late interest'), max_rate_bp: bp('Maximum rate'), acceleration_days: int(), ...PERSONAL_DEBTOR_FIELDS, changed_by: nullable(uuid()), changed_at: at(),
  }), { description: 'Every change, newest effective date first; later ones may not be in force yet.' }),
});
export type RepaymentPolicyView = Static<typeof REPAYMENT_POLICY>;

/** A payment's allocation (docs/api.md "Borrower money", 민법 479조): costs, late interest, interest, principal, credit. */
export const PAYMENT_ALLOCATION = Type.Object({
  costs: won('Costs (none are charged yet)'),
  late_interest: won('Late interest (연체이자) of the installments it completed, paid before their interest and principal'),
  interest: won('Interest of the installments it completed'),
  principal: won('Principal of the installments it completed'),
  credit: won('What no installment took: kept as the borrower\'s credit'),
  credit_used: won('Addition to docs/api.md: credit left by earlier payments that those installments took as well'),
}, { description: 'costs + late_interest + interest + principal = amount - credit + credit_used.' });
export type PaymentAllocation = Static<typeof PAYMENT_ALLOCATION>;

export const ALLOCATED_INSTALLMENT = Type.Object(
  { seq: int(), due_on: calendarDate(), late_interest: won(), interest: won(), principal: won() },
  { description: 'An installment a payment completes, with what of it is late interest, interest and principal.' },
);
export type AllocatedInstallment = Static<typeof ALLOCATED_INSTALLMENT>;

const OWED = Type.Object({ principal: won(), interest: won(), late_interest: won('To `as_of`'), total: won(), as_of: calendarDate('The business today') }, { description: 'What the borrower owes on the business today.' });
export type Owed = Static<typeof OWED>;

/** What GET /admin/loans/{id} adds for a bad loan (the steps are read from the loan's stream). */
export const BAD_LOAN_FACTS = {
  owed: OWED,
  steps: Type.Array(Type.Object({
    on: calendarDate(), kind: enumOf(BAD_LOAN_STEPS), amount: won(), costs: won(), source: Type.Optional(enumOf(RECOVERY_SOURCES)), memo: Type.Optional(str()),
    reason: Type.Optional(str()), buyer_name: Type.Optional(str()), allocation: Type.Optional(ref<StepAllocation>('BadLoanAllocation')),
  }), { description: 'Acceleration, recoveries, the sale and the write-off, oldest first.' }),
  recovered: Type.Object({ principal: won(), interest: won(), late_interest: won(), costs: won() }),
  written_off_principal: won('Written off and not recovered since'),
  accelerated_on: nullable(calendarDate()), written_off_on: nullable(calendarDate()), sold_on: nullable(calendarDate()),
};
export type BadLoanStep = Static<typeof BAD_LOAN_FACTS.steps>[number];

const TIMELINE_ENTRY = Type.Object({
  on: calendarDate(),
  kind: enumOf([...TIMELINE_KINDS, 'transfer_in', 'transfer_out'] as const, '`transfer_in` (양수: a claim bought, the first step of its holding), `transfer_out` (양도: sold, its last): addition to docs/api.md'),
  amount: Type.Optional(won()), note: Type.Optional(str()),
  principal: Type.Optional(won('Addition to docs/api.md: the principal that changed hands')),
  price: Type.Optional(won('Addition to docs/api.md: the price')),
  accrued_interest: Type.Optional(won('Addition to docs/api.md: transfer_in, the 경과이자 paid on top of the price')),
  fee: Type.Optional(won('Addition to docs/api.md: transfer_out, the transfer fee')),
});
export type TimelineEntry = Static<typeof TIMELINE_ENTRY>;

/** One of the caller's holdings in the loan on its own: an investment, or a claim bought (its listing's id). */
export const HOLDING = Type.Object({
  id: uuid('The investment, or for a claim bought its listing (as GET /investments names it)'), kind: enumOf(['invested', 'bought'] as const),
  principal: won(), outstanding_principal: won(), received_principal: won(), received_interest: won(),
  acquired_on: nullable(calendarDate('A claim bought: the purchase date')), price: nullable(won('A claim bought: the price paid')),
  next: nullable(Type.Object({ seq: int(), due_on: calendarDate(), principal: won(), interest: won() }, { description: 'Its share of the next installment not yet paid out' })),
});
export type Holding = Static<typeof HOLDING>;

/** What GET /investments/{product_id}/repayments adds: the loan's life for the caller. */
export const LOAN_LIFE = {
  loan_status: nullable(str('The loan\'s status (null before execution)')),
  timeline: Type.Array(TIMELINE_ENTRY, { description: 'The loan\'s life, oldest first, while the caller holds a part of it.' }),
  recovered: Type.Object({ principal: won(), interest: won(), late_interest: won(), tax: won() }, { description: 'The caller\'s parts of recoveries and the sale, and the tax withheld from them.' }),
  written_off_principal: won('The caller\'s principal written off and not recovered since'),
};

/** A loan with its installments (`status` scheduled, funded: covered by the borrower, distributed) and borrower payments. */
const LOAN_DETAIL_MORE = Type.Object({
  ...BAD_LOAN_FACTS,
  installments: Type.Array(Type.Object({
    seq: int(), due_on: calendarDate(), principal: won(), interest: won(), total: won(), status: enumOf(INSTALLMENT_STATUSES), overdue: bool(), funded_on: nullable(calendarDate()), distributed_at: nullable(at()),
    late_interest: won('Late interest the borrower paid with it (연체이자), once funded after its due date.'),
  })),
  repayment_account: nullable(Type.Object({ bank_code: str(), bank_name: str(), account_number: str() }, { description: 'The loan\'s own repayment virtual account, issued by the bank at execution: the bank\'s deposit notification for it is the borrower\'s payment. Null only until the bank has issued it (e.g. while the bank is closed; a sweep issues it within a minute of the bank opening).' })),
  payments: Type.Array(Type.Object({
    payment_id: uuid(), amount: won(), paid_on: calendarDate(), received_at: at(),
    source: enumOf(PAYMENT_SOURCES, '`account`: into the loan\'s repayment account; `operator`: recorded by an operator (payments recorded before sources were kept).'),
    allocation: ref<PaymentAllocation>('PaymentAllocation'),
    installments: Type.Array(ref<AllocatedInstallment>('AllocatedInstallment'), { description: 'Addition to docs/api.md: the installments this payment completed, with the interest and principal of each.' }),
  }), { description: 'Oldest first. Each allocation is what the loan decider booked for the payment, read from the loan\'s events.' }),
});
export const LOAN_DETAIL = extend<LoanSummary & Static<typeof LOAN_DETAIL_MORE>>(ref('LoanSummary'), LOAN_DETAIL_MORE);
export type LoanDetail = Static<typeof LOAN_DETAIL>;
