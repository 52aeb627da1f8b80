// POST /withdraw_account: register (or replace) the account withdrawals go to.
import { constant, endpoint, requestBody, str, text, Type } from '../../shared/http/schema';
import { BANK_FAIL_CODES } from '../bank/bank-gateway.port';
import { BANK_NOTE } from './wallet-answers.schema';

export const PASSWORD = 'The login password (step-up; five wrong answers lock it for 10 minutes: 429 `account_locked`).';

export const REGISTER_WITHDRAW_ACCOUNT = endpoint({
  method: 'post',
  path: '/withdraw_account',
  id: 'registerWithdrawAccount',
  summary: 'Register (or replace) the withdrawal account',
  description: `Needs the login password; the bank compares the holder name with the member's current name. ${BANK_NOTE}`,
  access: 'session',
  rateLimited: true,
  body: requestBody({
    bank_code: text({ description: '3 digits.', pattern: /^\d{3}$/ }),
    account_number: text({ description: '10–16 digits.', pattern: /^\d{10,16}$/ }),
    holder_name: text({ max: 50, trim: false }),
    password: text({ description: PASSWORD, max: 200, trim: false }),
  }),
  ok: {
    status: 201,
    description: 'Registered.',
    schema: Type.Object({ bank_code: str(), bank_name: str(), account_number: str(), holder_name: str(), status: constant('verified') }),
  },
  fails: ['invalid_credentials', 'account_locked', ...BANK_FAIL_CODES, 'identity_unverified'],
  addition: '`bank_name` in the answer; `identity_unverified` before identity verification (the holder is compared with the verified legal name); an unknown bank code is invalid_input `{bank_code: unknown_bank}`.',
});
