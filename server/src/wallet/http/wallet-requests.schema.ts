// What the web sends to the wallet (docs/api.md "Wallet"): a withdrawal account and a withdrawal.
// The endpoints read them (withdraw-account and withdrawals .schema.ts) and the web types its
// requests from them; builders only (no Nest).
import { requestBody, text, won, type Static } from '../../shared/http/schema/fields';

export const PASSWORD = 'The login password (step-up; five wrong answers lock it for 10 minutes: 429 `account_locked`).';
/** No single withdrawal above this (a sanity bound, well above any test or demo balance). */
export const MAX_WITHDRAWAL_WON = 10_000_000_000;

export const WITHDRAW_ACCOUNT_BODY = requestBody({
  bank_code: text({ description: '3 digits.', pattern: /^\d{3}$/ }),
  account_number: text({ description: '10–16 digits.', pattern: /^\d{10,16}$/ }),
  holder_name: text({ max: 50, trim: false }),
  password: text({ description: PASSWORD, max: 200, trim: false }),
});
export type WithdrawAccountRequest = Static<typeof WITHDRAW_ACCOUNT_BODY>;

export const WITHDRAWAL_BODY = requestBody({ amount: won(undefined, { min: 1, max: MAX_WITHDRAWAL_WON }), password: text({ description: PASSWORD, max: 200, trim: false }) });
export type WithdrawalRequest = Static<typeof WITHDRAWAL_BODY>;
