// What the operators' steps on a loan gone bad answer (docs/api.md "Loans that go bad"): the
// allocation a step books (BadLoanAllocation, a document component) and a step's dry run, read by
// the web as types (web/src/features/admin/api/loans/loan.types.ts). This module imports only the
// builders (no Nest).
import { int, nullable, ref, str, enumOf } from '../../shared/http/schema/answers';
import { Type, won, type Static } from '../../shared/http/schema/fields';

const INVESTOR_TYPES = ['general', 'income_qualified', 'professional', 'corporate'] as const;

export const BAD_LOAN_ALLOCATION = Type.Object({
  costs: won('Collection and legal costs, taken first'),
  late_interest: won('Late interest (연체이자) paid'),
  interest: won('Interest paid'),
  principal: won('Principal paid back to the investors'),
  credit: won('What exceeded all that is owed: the borrower\'s credit'),
  written_off: won('Principal written off by the step'),
}, { description: 'A step\'s allocation (민법 479조: costs, late interest, interest, principal), and the principal it wrote off.' });
export type StepAllocation = Static<typeof BAD_LOAN_ALLOCATION>;

/** What a booked step answers: the product's new status and the loan as operators see it. */
export const BAD_LOAN_STEP_ANSWER = Type.Object({
  product: Type.Object({ id: str(), status: str() }),
  loan: Type.Object({}, { description: 'The loan as the operators\' API shows it.' }),
  allocation: nullable(ref<StepAllocation>('BadLoanAllocation')),
});

const INVESTOR_TYPE_SHARE = Type.Object({
  investor_type: enumOf(INVESTOR_TYPES), investors: int(), principal: won('Principal paid back (an acceleration: now due)'), interest: won('Interest and late interest'), tax: won(), written_off: won(),
});
/** One investor type's share of a step (a preview): how many of them, and what each part comes to. */
export type InvestorTypeShare = Static<typeof INVESTOR_TYPE_SHARE>;

export const BAD_LOAN_STEP_PREVIEW = Type.Object({
  allocation: ref<StepAllocation>('BadLoanAllocation'),
  by_investor_type: Type.Array(INVESTOR_TYPE_SHARE),
  owed_after: Type.Object({ principal: won(), interest: won(), late_interest: won() }),
  status_after: str(),
});
/** The dry run of a step on the loan as it stands (…/preview): nothing moves. */
export type StepPreview = Static<typeof BAD_LOAN_STEP_PREVIEW>;
