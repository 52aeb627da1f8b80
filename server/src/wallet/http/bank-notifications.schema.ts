// POST /bank/notifications: the bank's signed deposit webhook.
import { choice, constant, endpoint, instant, requestBody, text, Type, won } from '../../shared/http/schema';
import { DEPOSIT_MAXIMUM_POLICY } from '../deposits/deposit-bounds';

// The maximum per deposit in force from the newest change on (a dated policy: deposit-bounds.ts).
const DEPOSIT_MAXIMUM = DEPOSIT_MAXIMUM_POLICY[0];
const BOUNDS_NOTE = `A deposit over the maximum per deposit (${DEPOSIT_MAXIMUM.maxPerDepositWon} won from ${DEPOSIT_MAXIMUM.effectiveOn}, a dated platform policy) or that would take the wallet's balance + held past ${Number.MAX_SAFE_INTEGER} won is not credited: it is answered \`SUCCESS\` (the bank must not resend it) and kept among the unmatched deposits with \`reason: "amount_out_of_bounds"\`, to be returned to the sender.`;

export const RECEIVE_BANK_NOTIFICATION = endpoint({
  method: 'post',
  path: '/bank/notifications',
  id: 'receiveBankNotification',
  summary: 'The bank\'s signed deposit notification (webhook)',
  description: `The signature is checked on the raw bytes before anything else. A repeated \`tid\` is a no-op answered \`SUCCESS\`; a deposit to an account nobody has is kept for operators (unmatched deposits, \`reason: "unknown_account"\`). ${BOUNDS_NOTE}`,
  access: 'bank',
  body: requestBody({
    tid: text({ description: 'The bank\'s transaction id.', max: 100 }),
    type: choice(['deposit']),
    account_number: text({ max: 30 }),
    amount: won('A positive safe integer; anything else (a fraction, a string, 1e300) is 400 invalid_input', { min: 1, shown: { maximum: Number.MAX_SAFE_INTEGER } }),
    depositor_name: text({ max: 100 }),
    at: instant(),
  }, 'Example: `{"tid": "T20261121000001", "type": "deposit", "account_number": "26212345678901", "amount": 1000000, "depositor_name": "홍길동", "at": "2026-11-21T10:00:00+09:00"}`'),
  ok: { status: 200, description: 'Recorded.', schema: Type.Object({ result: constant('SUCCESS') }) },
  fails: ['invalid_signature'],
  addition: 'a valid signature with a malformed body is 400 invalid_input.',
});
