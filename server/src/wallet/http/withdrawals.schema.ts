// POST /withdrawals {amount, password} + Idempotency-Key.
import { endpoint, enumOf, idempotencyKey, requestBody, text, Type, uuid, won } from '../../shared/http/schema';
import { BANK_FAIL_CODES } from '../bank/bank-gateway.port';
import { BANK_NOTE } from './wallet-answers.schema';
import { PASSWORD } from './withdraw-account.schema';

/** No single withdrawal above this (a sanity bound, well above any test or demo balance). */
export const MAX_WITHDRAWAL_WON = 10_000_000_000;

export const WITHDRAW = endpoint({
  method: 'post',
  path: '/withdrawals',
  id: 'withdraw',
  summary: 'Withdraw part of the balance to the withdrawal account',
  description: `A repeat with the same Idempotency-Key and body answers the first outcome; with another body 409 \`duplicate_ticket\`. A bank refusal answers its code and the money is back in the balance. ${BANK_NOTE}`,
  access: 'session',
  rateLimited: true,
  command: true,
  params: [idempotencyKey(true, 100, 'Printable ASCII, 1–100 characters; missing is invalid_input.')],
  body: requestBody({ amount: won(undefined, { min: 1, max: MAX_WITHDRAWAL_WON }), password: text({ description: PASSWORD, max: 200, trim: false }) }),
  ok: {
    status: 201,
    description: '`completed`, or `requested` when the bank did not answer within the wait (settled later by the reconciler).',
    schema: Type.Object({ id: uuid('The withdrawal id.'), amount: won(), status: enumOf(['requested', 'completed']), balance: won('Balance after') }),
  },
  fails: ['invalid_credentials', 'account_locked', 'no_vaccount', 'no_withdraw_account', 'not_enough_balance', ...BANK_FAIL_CODES, 'duplicate_ticket'],
  addition: '`no_withdraw_account` (400) before a withdrawal account is registered; `status: "requested"` when the bank is slow.',
});
