// Loans that go bad (docs/api.md "Loans that go bad", server/src/repayments/bad-loans/): the operators'
// steps on an accelerated loan and their dry runs, and the shapes the loan's pages add for them.
import { idempotencyKey, operationsFor, uuidPath } from '../operation';
import type { Paths, Schema } from '../openapi.types';
import { arr, body, date, enumOf, int, nullable, obj, ref, str, won } from '../schema';

const op = operationsFor('Repayments');

export const RECOVERY_SOURCES = ['borrower', 'collateral', 'guarantor', 'collection'] as const;
const BAD_LOAN_STEPS = ['accelerated', 'recovery', 'sale', 'write_off'] as const;
export const TIMELINE_KINDS = ['executed', 'paid', 'paid_late', 'overdue', 'notice', 'accelerated', 'recovery', 'sale', 'write_off', 'completed'] as const;
const INVESTOR_TYPES = ['general', 'income_qualified', 'professional', 'corporate'] as const;

const stepAllocation = obj({
  costs: won('Collection and legal costs, taken first'),
  late_interest: won('Late interest (연체이자) paid'),
  interest: won('Interest paid'),
  principal: won('Principal paid back to the investors'),
  credit: won('What exceeded all that is owed: the borrower\'s credit'),
  written_off: won('Principal written off by the step'),
}, 'A step\'s allocation (민법 479조: costs, late interest, interest, principal), and the principal it wrote off.');

const owed = obj({ principal: won(), interest: won(), late_interest: won('To `as_of`'), total: won(), as_of: date('The business today') }, 'What the borrower owes on the business today.');

/** What GET /admin/loans/{id} adds for a bad loan (the steps are read from the loan\'s stream). */
export const badLoanFacts: Record<string, Schema> = {
  owed,
  steps: arr(obj({
    on: date(), kind: enumOf(BAD_LOAN_STEPS), amount: won(), costs: won(), 'source?': enumOf(RECOVERY_SOURCES), 'memo?': str(), 'reason?': str(), 'buyer_name?': str(),
    'allocation?': ref('BadLoanAllocation'),
  }), 'Acceleration, recoveries, the sale and the write-off, oldest first.'),
  recovered: obj({ principal: won(), interest: won(), late_interest: won(), costs: won() }),
  written_off_principal: won('Written off and not recovered since'),
  accelerated_on: nullable(date()), written_off_on: nullable(date()), sold_on: nullable(date()),
};

/** What GET /investments/{product_id}/repayments adds: the loan's life for the caller. */
export const loanLife: Record<string, Schema> = {
  loan_status: nullable(str('The loan\'s status (null before execution)')),
  timeline: arr(obj({ on: date(), kind: enumOf(TIMELINE_KINDS), 'amount?': won(), 'note?': str() }), 'The loan\'s life, oldest first.'),
  recovered: obj({ principal: won(), interest: won(), late_interest: won(), tax: won() }, 'The caller\'s parts of recoveries and the sale, and the tax withheld from them.'),
  written_off_principal: won('The caller\'s principal written off and not recovered since'),
};

const stepBodies = {
  accelerate: body({ 'on?': date('Default the business today'), reason: str(undefined, { minLength: 1, maxLength: 500 }) }),
  recoveries: body({
    amount: won(undefined, { minimum: 1, maximum: 10_000_000_000 }), received_on: date('Not after the business today, not before the last step'),
    source: enumOf(RECOVERY_SOURCES), 'costs?': won('At most `amount`', { minimum: 0 }), 'memo?': str(undefined, { maxLength: 500 }),
  }),
  sale: body({
    price: won(undefined, { minimum: 1, maximum: 10_000_000_000 }), buyer_name: str(undefined, { minLength: 1, maxLength: 200 }),
    sold_on: date('Not after the business today, not before the last step'), 'costs?': won('At most `price`', { minimum: 0 }),
  }),
  write_off: body({ 'on?': date('Default the business today'), reason: str(undefined, { minLength: 1, maxLength: 500 }) }),
};

const STEP_TEXT: Record<keyof typeof stepBodies, { id: string; summary: string; description: string }> = {
  accelerate: {
    id: 'adminAccelerateLoan', summary: 'Accelerate a loan (기한이익상실)',
    description: 'On a `repaying` or `overdue` product: it becomes `defaulted`, the whole outstanding principal is due with the interest accrued to `on`; unpaid interest and late interest stay owed, and late interest accrues on the whole principal from the day after. The daily run does it by itself after `acceleration_days` unpaid.',
  },
  recoveries: {
    id: 'adminRecordRecovery', summary: 'Record money recovered (회수)',
    description: 'On a `defaulted` or `written_off` product: costs first, then late interest, interest and principal, each split pro rata to the investors\' outstanding principal (largest remainder), interest parts taxed together; credited as `recovery_principal` / `recovery_interest` lines. Repaying all that is owed completes the product; the excess is the borrower\'s credit.',
  },
  sale: {
    id: 'adminSellLoan', summary: 'Sell the claim (채권 매각)',
    description: 'On a `defaulted` or `written_off` product: the price less costs is the investors\' principal back up to the outstanding principal, only a part above it interest (taxed); the rest of the principal is written off and the product becomes `sold`.',
  },
  write_off: {
    id: 'adminWriteOffLoan', summary: 'Write the loan off (상각)',
    description: 'On a `defaulted` product: each investor\'s remaining principal counts as written off (a `write_off` line of 0 won); the claim survives and later recoveries move principal back from written off to recovered. The product becomes `written_off`.',
  },
};

const answer = obj({ product: obj({ id: str(), status: str() }), loan: obj({}, 'The loan as the operators\' API shows it.'), allocation: nullable(ref('BadLoanAllocation')) });
const preview = obj({
  allocation: ref('BadLoanAllocation'),
  by_investor_type: arr(obj({ investor_type: enumOf(INVESTOR_TYPES), investors: int(), principal: won('Principal paid back (an acceleration: now due)'), interest: won('Interest and late interest'), tax: won(), written_off: won() })),
  owed_after: obj({ principal: won(), interest: won(), late_interest: won() }),
  status_after: str(),
});

function stepPaths(path: keyof typeof stepBodies): Paths {
  const text = STEP_TEXT[path];
  return {
    [`/admin/products/{id}/${path}`]: {
      post: op('post', {
        ...text, access: 'operator', command: true,
        params: [uuidPath('id', 'product'), idempotencyKey(true, 200, 'Required, one per step (scoped to the operator): a repeat books nothing more and answers the first outcome.')],
        body: stepBodies[path],
        ok: { status: 200, description: 'Booked.', schema: answer },
        fails: ['invalid_input', 'no_such_product', 'product_state_conflict', 'duplicate_ticket'],
      }),
    },
    [`/admin/products/{id}/${path}/preview`]: {
      post: op('post', {
        id: `${text.id}Preview`, summary: `${text.summary}: dry run`, access: 'operator', notInApiMd: true,
        description: 'The same body: the loan decider decides it on the loan as it stands and nothing is appended; the operators\' confirmation shows it per investor type.',
        addition: 'a dry run of the step for the operators\' confirmation (issue 27 item 6).',
        params: [uuidPath('id', 'product')],
        body: stepBodies[path],
        ok: { status: 200, description: 'What the step would book now.', schema: preview },
        fails: ['invalid_input', 'no_such_product', 'product_state_conflict'],
      }),
    },
  };
}

export const badLoansPaths: Paths = { ...stepPaths('accelerate'), ...stepPaths('recoveries'), ...stepPaths('sale'), ...stepPaths('write_off') };
export const badLoansSchemas: Record<string, Schema> = { BadLoanAllocation: stepAllocation };
