// POST /withdrawals {amount, password} + Idempotency-Key.
import { endpoint, idempotencyKey } from '../../shared/http/schema';
import { BANK_FAIL_CODES } from '../bank/bank-gateway.port';
import { BANK_NOTE, WITHDRAWAL } from './wallet-answers.schema';
import { WITHDRAWAL_BODY } from './wallet-requests.schema';

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
  body: WITHDRAWAL_BODY,
  ok: {
    status: 201,
    description: '`completed`, or `requested` when the bank did not answer within the wait (settled later by the reconciler).',
    schema: WITHDRAWAL,
  },
  fails: ['invalid_credentials', 'account_locked', 'no_vaccount', 'no_withdraw_account', 'not_enough_balance', ...BANK_FAIL_CODES, 'duplicate_ticket'],
  addition: '`no_withdraw_account` (400) before a withdrawal account is registered; `status: "requested"` when the bank is slow.',
});
