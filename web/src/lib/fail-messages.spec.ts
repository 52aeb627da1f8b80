// Proves the message catalogue covers every fail code of docs/api.md "Errors" in Korean, and falls back to unknown_error.
import { FAIL_CODES, failMessages, messageForFailCode } from './fail-messages';

const SEED_AND_API_CODES = [
  'no_permission', 'investor_only', 'is_investor_only', 'not_invested_this_product', '__poll', 'not_enough_balance',
  'min_invest_amount', 'invalid_amount', 'over_total_invest_limit', 'over_borrower_invest_limit', 'over_realty_invest_limit',
  'invalid_invest', 'bank_closed', 'no_vaccount', 'exceed_amount_limit', 'exceed_amount_per_user_limit', 'exceed_user_limit',
  'exceed_user_per_product_limit', 'product_suspended', 'duplicate_ticket', 'retry_later', 'balance_mismatch', 'invalid_token',
  'seyfert_error', 'product_is_not_prepared', 'CHECK_BNK_NM_DENIED', 'REQUEST_HAS_TIME_OUT', 'too_many_requests',
  'BNK_NM_COULD_NOT_BE_VERIFIED', 'BNK_NM_NEED_REVIEW', 'unknown_error', 'no_such_product', 'invalid_input',
  'invalid_credentials', 'account_locked', 'email_taken', 'vaccount_exists', 'invalid_csrf', 'forbidden', 'not_found',
  'invalid_signature', 'invalid_reset_token', 'investment_not_cancelable',
];

describe('failMessages', () => {
  it.each(SEED_AND_API_CODES)('has a Korean message for %s', (code) => {
    expect(FAIL_CODES).toContain(code);
    expect(messageForFailCode(code)).toMatch(/[가-힣]/);
    expect(messageForFailCode(code)).not.toBe(code === 'unknown_error' ? '' : failMessages.unknown_error);
  });

  it('states the fixed minimum, and no investor limit that a dated policy may change', () => {
    expect(failMessages.min_invest_amount).toContain('10,000원');
    for (const code of ['over_total_invest_limit', 'over_borrower_invest_limit', 'over_realty_invest_limit'] as const) {
      expect(failMessages[code]).not.toMatch(/만 ?원/);
    }
    expect(failMessages.over_realty_invest_limit).toContain('PF');
  });

  it('falls back to unknown_error for missing or unknown codes', () => {
    expect(messageForFailCode(undefined)).toBe(failMessages.unknown_error);
    expect(messageForFailCode('toString')).toBe(failMessages.unknown_error);
    expect(messageForFailCode('brand_new_code')).toBe(failMessages.unknown_error);
  });
});

describe('transfer fail codes', () => {
  it.each(['transfer_price_out_of_range', 'transfer_not_eligible', 'listing_not_available'])('has a Korean message for %s that names no dated policy number', (code) => {
    expect(FAIL_CODES).toContain(code);
    expect(messageForFailCode(code)).toMatch(/[가-힣]/);
    expect(messageForFailCode(code)).not.toMatch(/\d/);
  });
});
