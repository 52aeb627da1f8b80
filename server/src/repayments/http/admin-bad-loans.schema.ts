// Operators' steps on a loan gone bad (docs/api.md "Loans that go bad"): acceleration, recovery,
// sale and write-off, each with its dry run (`/preview`) taking the same body.
import { calendarDate, choice, endpoint, idempotencyKey, requestBody, text, Type, uuidPath, won } from '../../shared/http/schema';
import type { TObject } from '@sinclair/typebox';
import { RECOVERY_SOURCES } from '../loan.events';
import { MAX_KEY_LENGTH, MAX_PAYMENT_WON } from './admin-repayments.schema';
import { BAD_LOAN_STEP_ANSWER, BAD_LOAN_STEP_PREVIEW } from './bad-loan-answers.schema';

const amount = (description?: string) => won(description, { min: 1, max: MAX_PAYMENT_WON });
const costs = (description: string) => Type.Optional(won(description, { min: 0, max: MAX_PAYMENT_WON }));
const lastStepNote = 'Not after the business today, not before the last step';

const ACCELERATE_BODY = requestBody({ on: Type.Optional(calendarDate('Default the business today')), reason: text({ min: 1, max: 500 }) });
const RECOVERY_BODY = requestBody({
  amount: amount(), received_on: calendarDate(lastStepNote), source: choice(RECOVERY_SOURCES),
  costs: costs('At most `amount`'), memo: Type.Optional(text({ min: 1, max: 500 })),
});
const SALE_BODY = requestBody({ price: amount(), buyer_name: text({ min: 1, max: 200 }), sold_on: calendarDate(lastStepNote), costs: costs('At most `price`') });
const WRITE_OFF_BODY = requestBody({ on: Type.Optional(calendarDate('Default the business today')), reason: text({ min: 1, max: 500 }) });

const PREVIEW_DESCRIPTION = 'The same body: the loan decider decides it on the loan as it stands and nothing is appended; the operators\' confirmation shows it per investor type.';

/** A step and its dry run, on `/admin/products/{id}/<segment>` and `…/preview`. */
function stepEndpoints<B extends TObject>(segment: string, words: { id: string; summary: string; description: string }, body: B) {
  const step = endpoint({
    method: 'post', path: `/admin/products/{id}/${segment}`, ...words, access: 'operator', command: true,
    params: [uuidPath('id', 'product'), idempotencyKey(true, MAX_KEY_LENGTH, 'Required, one per step (scoped to the operator): a repeat books nothing more and answers the first outcome.')],
    body,
    ok: { status: 200, description: 'Booked.', schema: BAD_LOAN_STEP_ANSWER },
    fails: ['invalid_input', 'no_such_product', 'product_state_conflict', 'duplicate_ticket'],
  });
  const preview = endpoint({
    method: 'post', path: `/admin/products/{id}/${segment}/preview`,
    id: `${words.id}Preview`, summary: `${words.summary}: dry run`, access: 'operator', notInApiMd: true,
    description: PREVIEW_DESCRIPTION,
    addition: 'a dry run of the step for the operators\' confirmation (issue 27 item 6).',
    params: [uuidPath('id', 'product')],
    body,
    ok: { status: 200, description: 'What the step would book now.', schema: BAD_LOAN_STEP_PREVIEW },
    fails: ['invalid_input', 'no_such_product', 'product_state_conflict'],
  });
  return { step, preview };
}

export const ACCELERATE_LOAN = stepEndpoints('accelerate', {
  id: 'adminAccelerateLoan', summary: 'Accelerate a loan (기한이익상실)',
  description: 'On a `repaying` or `overdue` product: it becomes `defaulted`, the whole outstanding principal is due with the interest accrued to `on`; unpaid interest and late interest stay owed, and late interest accrues on the whole principal from the day after. The daily run does it by itself after `acceleration_days` unpaid.',
}, ACCELERATE_BODY);

export const RECORD_RECOVERY = stepEndpoints('recoveries', {
  id: 'adminRecordRecovery', summary: 'Record money recovered (회수)',
  description: 'On a `defaulted` or `written_off` product: costs first, then late interest, interest and principal, each split pro rata to the investors\' outstanding principal (largest remainder), interest parts taxed together; credited as `recovery_principal` / `recovery_interest` lines. Repaying all that is owed completes the product; the excess is the borrower\'s credit.',
}, RECOVERY_BODY);

export const SELL_LOAN = stepEndpoints('sale', {
  id: 'adminSellLoan', summary: 'Sell the claim (채권 매각)',
  description: 'On a `defaulted` or `written_off` product: the price less costs is the investors\' principal back up to the outstanding principal, only a part above it interest (taxed); the rest of the principal is written off and the product becomes `sold`.',
}, SALE_BODY);

export const WRITE_OFF_LOAN = stepEndpoints('write_off', {
  id: 'adminWriteOffLoan', summary: 'Write the loan off (상각)',
  description: 'On a `defaulted` product: each investor\'s remaining principal counts as written off (a `write_off` line of 0 won); the claim survives and later recoveries move principal back from written off to recovered. The product becomes `written_off`.',
}, WRITE_OFF_BODY);

export const BAD_LOAN_ENDPOINTS = [ACCELERATE_LOAN, RECORD_RECOVERY, SELL_LOAN, WRITE_OFF_LOAN].flatMap(({ step, preview }) => [step, preview]);
