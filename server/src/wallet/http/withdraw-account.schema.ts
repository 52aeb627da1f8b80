// POST /withdraw_account: register (or replace) the account withdrawals go to.
import { endpoint } from '../../shared/http/schema';
import { BANK_FAIL_CODES } from '../bank/bank-gateway.port';
import { BANK_NOTE, REGISTERED_WITHDRAW_ACCOUNT } from './wallet-answers.schema';
import { WITHDRAW_ACCOUNT_BODY } from './wallet-requests.schema';

export const REGISTER_WITHDRAW_ACCOUNT = endpoint({
  method: 'post',
  path: '/withdraw_account',
  id: 'registerWithdrawAccount',
  summary: 'Register (or replace) the withdrawal account',
  description: `Needs the login password; the bank compares the holder name with the member's current name. ${BANK_NOTE}`,
  access: 'session',
  rateLimited: true,
  body: WITHDRAW_ACCOUNT_BODY,
  ok: {
    status: 201,
    description: 'Registered.',
    schema: REGISTERED_WITHDRAW_ACCOUNT,
  },
  fails: ['invalid_credentials', 'account_locked', ...BANK_FAIL_CODES, 'identity_unverified'],
  addition: '`bank_name` in the answer; `identity_unverified` before identity verification (the holder is compared with the verified legal name); an unknown bank code is invalid_input `{bank_code: unknown_bank}`.',
});
