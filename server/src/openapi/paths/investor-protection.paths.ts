// Investor protection (issue #16, docs/compliance.md): the product disclosure of 온투법 22조① and a
// lowered target's reconfirmation (12조③); identity verification is on identity's endpoint schemas.
import { operationsFor, queryParam, uuidPath } from '../operation';
import type { Paths, Schema } from '../openapi.types';
import { arr, body, bool, bp, date, enumOf, instant, int, nullable, obj, ref, str, uuid, won } from '../schema';

const products = operationsFor('Products');
const investing = operationsFor('Investing');

export const investorProtectionSchemas: Record<string, Schema> = {
  PayoutEstimate: obj({
    seq: int(), due_on: date(), principal: won(), interest: won(), tax_income: won(), tax_local: won(),
    fee: won('Addition to docs/api.md: the platform fee on the interest, by the policy in force'), net: won(),
  }, 'One installment of an estimate (the binding schedule is fixed at execution).'),
  ProductDisclosure: obj({
    version: str('Changes when any item below changes; POST /investments records it with each investment.'),
    loan: obj({
      amount: won('The amount raised (the target)'), term_months: int(), rate_bp: bp('Yearly rate'), repayment_method: enumOf(['equal_installment', 'bullet']),
      due_rule: enumOf(['monthly_from_execution'], 'Installment n is due n months after execution (clamped to the month\'s end).'),
      basis_amount: won('The investment the schedule below is worked out for'),
      schedule: arr(ref('PayoutEstimate'), 'Repayment dates and amounts for `basis_amount` (dates estimated from the close of funding until execution).'),
    }, 'Amount, term, rate, repayment dates and amounts.'),
    borrower: obj({ name: str('Masked.'), kind: enumOf(['individual', 'corporation']), grade: str(), purpose: str() }, 'Borrower facts.'),
    risks: arr(str(), 'The risks an investor takes, in Korean.'),
    fees: obj({ investor_fee_bp: bp('Platform fee on interest'), note: str() }, 'Fees.'),
    tax: obj({
      platform_registered: bool(), income_tax_bp: bp('Income tax on interest (14 % registered, 25 % otherwise)'),
      local_tax_rate_pct: int('Local income tax as a percentage of the income tax (10).'), rounding: enumOf(['floor_10_won'], 'Each tax floored to 10 won.'),
    }, 'Tax and tax rates.'),
    expected_return_bp: bp('A year\'s return before tax and fees, from the loan maths'),
    expected_net_return_bp: bp('A year\'s return after tax and fees, by the policy in force'),
    collateral: nullable(obj({
      appraisal_amount: won(), valuation_method: str('How the value was set'), lien_rank: int(), senior_debt_amount: won(), ltv_bp: nullable(bp('LTV')),
    }, 'Collateral value, how it was valued and the lien rank (apt and realty; null otherwise).')),
    collection: obj({ procedure: str(), debt_sale: str(), costs: str() }, 'Collection and debt-sale procedure and their costs.'),
    changes: arr(obj({ changed_at: instant(), fields: arr(str()) }), 'Every later change of the product\'s terms.'),
  }, 'What 온투법 22조① requires an investor to be shown before investing.'),
  AdminInvestmentLine: obj({
    id: uuid(), user_id: uuid(), email: nullable(str()), name: nullable(str()), amount: won(), status: enumOf(['placed', 'canceled', 'executed']),
    invested_at: instant(), disclosure_version: nullable(str('The disclosure version the investor confirmed (null before it was recorded).')),
    reconfirm_status: nullable(enumOf(['pending', 'confirmed'])), reconfirm_by: nullable(instant()), cancel_reason: nullable(str()),
  }, 'An investment as operators see it.'),
  PendingReconfirmation: obj({
    investment_id: uuid(), product_id: uuid(), title: str(), amount: won(), target_amount: won('The lowered target'), raised_amount: won(), reconfirm_by: instant(),
  }, 'An investment whose product\'s target was lowered, waiting for its investor to keep or cancel it.'),
};

export const investorProtectionPaths: Paths = {
  '/admin/products/{id}/lower_target': {
    post: products('post', {
      id: 'adminLowerProductTarget',
      summary: 'Lower a raising product\'s target; its investors confirm again or cancel',
      description: 'For a product in `funding` (else `product_state_conflict`): the new target is a multiple of 10,000, below the current one and not below what was raised (`invalid_input`). Every live investment is to be confirmed again within `reconfirm_hours` (default 24, at most 168) by the business clock; each investor is notified (`target_lowered`). Execute waits (`reconfirmation_pending`); at the deadline the unanswered are canceled and their money returned. A target equal to the raised amount makes the product `funded`.',
      access: 'operator',
      notInApiMd: true,
      addition: 'how an operator lowers a target (docs/api.md: lowering a target asks each investor to confirm again).',
      command: true,
      params: [uuidPath('id', 'product')],
      body: body({ target_amount: won('The new target', { minimum: 10_000 }), 'reconfirm_hours?': int('The window, in hours', { minimum: 1, maximum: 168 }) }),
      ok: { status: 200, description: 'The product after the change.', schema: ref('AdminProduct') },
      fails: ['no_such_product', 'product_state_conflict'],
    }),
  },
  '/admin/products/{id}/investments': {
    get: products('get', {
      id: 'adminListProductInvestments',
      summary: 'A product\'s investments with the disclosure version each investor confirmed',
      access: 'operator',
      notInApiMd: true,
      addition: 'the disclosure version recorded with each investment, shown to operators.',
      params: [uuidPath('id', 'product')],
      ok: { status: 200, description: 'Oldest first, at most 500.', schema: obj({ items: arr(ref('AdminInvestmentLine')) }) },
      fails: ['invalid_input', 'no_such_product'],
    }),
  },
  '/investments/reconfirmations': {
    get: investing('get', {
      id: 'listReconfirmations',
      summary: 'The caller\'s investments waiting for an answer to a lowered target',
      access: 'session',
      notInApiMd: true,
      addition: 'the investor\'s side of a lowered target.',
      params: [queryParam('product_id', uuid(), 'Only this product.')],
      ok: { status: 200, description: 'Earliest deadline first.', schema: obj({ items: arr(ref('PendingReconfirmation')) }) },
      fails: ['invalid_input'],
    }),
  },
  '/investments/{id}/reconfirm': {
    post: investing('post', {
      id: 'reconfirmInvestment',
      summary: 'Keep an investment after its product\'s target was lowered',
      description: 'Canceling instead is DELETE /investments/{id}, allowed while the answer is pending even though the product may be funded.',
      access: 'session',
      notInApiMd: true,
      addition: 'the investor\'s confirmation after a lowered target (온투법 12조③).',
      command: true,
      params: [uuidPath('id', 'investment')],
      ok: { status: 200, description: 'Kept.', schema: obj({ investment_id: uuid(), product_id: uuid(), reconfirm_status: enumOf(['confirmed']) }) },
      fails: ['invalid_input', 'not_found', 'no_reconfirmation'],
    }),
  },
};
