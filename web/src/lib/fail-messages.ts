/**
 * The one catalogue of Korean messages for the server's `fail_code`s (docs/api.md "Errors").
 * `failMessages` is a `Record<FailCode, string>`: leaving a code out fails the build.
 */
export const FAIL_CODES = [
  // the original site's codes (docs/api.md "Errors")
  'no_permission',
  'investor_only',
  'is_investor_only',
  'not_invested_this_product',
  '__poll',
  'not_enough_balance',
  'min_invest_amount',
  'invalid_amount',
  'over_total_invest_limit',
  'over_borrower_invest_limit',
  'over_realty_invest_limit',
  'invalid_invest',
  'bank_closed',
  'no_vaccount',
  'exceed_amount_limit',
  'exceed_amount_per_user_limit',
  'exceed_user_limit',
  'exceed_user_per_product_limit',
  'product_suspended',
  'duplicate_ticket',
  'retry_later',
  'balance_mismatch',
  'invalid_token',
  'seyfert_error',
  'product_is_not_prepared',
  'CHECK_BNK_NM_DENIED',
  'REQUEST_HAS_TIME_OUT',
  'too_many_requests',
  'BNK_NM_COULD_NOT_BE_VERIFIED',
  'BNK_NM_NEED_REVIEW',
  'unknown_error',
  'no_such_product',
  // the codes added since (docs/api.md "Errors")
  'invalid_input',
  'invalid_credentials',
  'account_locked',
  'email_taken',
  'vaccount_exists',
  'invalid_csrf',
  'forbidden',
  'not_found',
  'invalid_signature',
  'invalid_reset_token',
  'investment_not_cancelable',
  'product_state_conflict',
  'no_withdraw_account',
  'confirmation_required',
  'identity_unverified',
  'identity_verification_failed',
  'name_change_unconfirmed',
  'reconfirmation_pending',
  'no_reconfirmation',
  'over_institutional_share_limit',
  // 원리금수취권 양도 (docs/api.md "Transfers")
  'transfer_price_out_of_range',
  'transfer_not_eligible',
  'listing_not_available',
] as const;

export type FailCode = (typeof FAIL_CODES)[number];

export const failMessages: Record<FailCode, string> = {
  no_permission: '로그인이 필요합니다. 로그인 후 다시 시도해 주세요.',
  investor_only: '해당 상품에 투자하신 회원만 볼 수 있습니다.',
  is_investor_only: '해당 상품에 투자하신 회원만 볼 수 있는 글입니다.',
  not_invested_this_product: '이 상품에 투자하신 내역이 없어 볼 수 없습니다.',
  __poll: '가상계좌를 처리하는 중 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  not_enough_balance: '예치금이 부족합니다. 예치금을 충전한 뒤 다시 시도해 주세요.',
  min_invest_amount: '최소 투자 금액은 10,000원입니다.',
  invalid_amount: '투자 금액은 10,000원 단위로 입력해 주세요.',
  over_total_invest_limit: '총 투자 한도를 초과했습니다. 대시보드에서 남은 한도를 확인하고 투자 금액을 줄여 주세요.',
  over_borrower_invest_limit: '동일 차입자 투자 한도를 초과했습니다. 투자 상자에서 남은 한도를 확인하고 투자 금액을 줄여 주세요.',
  over_realty_invest_limit: '부동산 상품(부동산 PF 포함) 투자 한도를 초과했습니다. 투자 금액을 줄이거나 다른 유형의 상품을 선택해 주세요.',
  invalid_invest: '모집이 끝났거나 투자할 수 없는 상품입니다. 모집 중인 다른 상품을 선택해 주세요.',
  bank_closed: '지금은 은행 점검 시간입니다. 은행 업무 시간에 다시 시도해 주세요.',
  no_vaccount: '가상계좌가 없습니다. 가상계좌를 먼저 발급해 주세요.',
  exceed_amount_limit: '투자 금액이 남은 모집 금액을 초과했습니다. 남은 모집 금액 이하로 입력해 주세요.',
  exceed_amount_per_user_limit: '이 상품의 1인당 최대 투자 금액을 초과했습니다. 1인당 남은 한도 이하로 입력해 주세요.',
  exceed_user_limit: '다른 플랫폼 투자를 합친 총 투자 한도(중앙기록관리기관 기준)를 초과했습니다. 투자 금액을 줄여 주세요.',
  exceed_user_per_product_limit: '다른 플랫폼 투자를 합친 동일 차입자 한도(중앙기록관리기관 기준)를 초과했습니다. 투자 금액을 줄여 주세요.',
  product_suspended: '이 상품은 투자가 일시 중지되었습니다. 장바구니에서 빼거나 다른 상품을 선택해 주세요.',
  duplicate_ticket: '이미 처리된 요청입니다. 투자 내역에서 결과를 확인해 주세요.',
  retry_later: '요청이 몰려 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  balance_mismatch: '예치금 잔액이 일치하지 않습니다. 고객센터로 문의해 주세요.',
  invalid_token: '투자 요청의 유효 시간이 지났습니다. 투자하기를 다시 눌러 주세요.',
  seyfert_error: '가상계좌 서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  product_is_not_prepared: '아직 모집을 시작하지 않은 상품입니다. 모집 시작 후 투자해 주세요.',
  CHECK_BNK_NM_DENIED: '예금주명이 회원님의 이름과 다릅니다. 본인 명의 계좌를 입력해 주세요.',
  REQUEST_HAS_TIME_OUT: '은행 서버에 문제가 있어 출금이 이루어지지 않았습니다. 잠시 후 다시 시도해 주세요.',
  too_many_requests: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  BNK_NM_COULD_NOT_BE_VERIFIED: '계좌번호를 찾을 수 없습니다. 계좌번호를 다시 확인해 주세요.',
  BNK_NM_NEED_REVIEW:
    '예금주명과 회원 이름이 다릅니다. 회원 이름이 잘못되었다면 고객센터로 문의해 주세요.',
  unknown_error: '예상하지 못한 오류가 발생했습니다. 다시 시도해 보시고, 계속되면 고객센터(1588-0000)로 알려 주세요.',
  no_such_product: '상품을 찾을 수 없습니다.',
  invalid_input: '입력한 내용을 다시 확인해 주세요.',
  invalid_credentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  // Login and step-up (withdrawals, withdrawal account, profile) lock alike: five wrong passwords, 10 minutes.
  account_locked: '비밀번호를 여러 번 잘못 입력하여 10분 동안 잠겼습니다. 10분 후 다시 시도해 주세요.',
  email_taken: '이미 가입된 이메일입니다.',
  vaccount_exists: '이미 가상계좌를 발급받으셨습니다.',
  no_withdraw_account: '출금 계좌가 없습니다. 출금 계좌를 먼저 등록해 주세요.',
  invalid_csrf: '보안 확인에 실패했습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
  forbidden: '접근 권한이 없습니다.',
  not_found: '요청하신 내용을 찾을 수 없습니다.',
  invalid_signature: '서명이 올바르지 않은 요청입니다.',
  invalid_reset_token: '비밀번호 재설정 링크가 만료되었거나 올바르지 않습니다. 다시 요청해 주세요.',
  investment_not_cancelable: '이미 모집이 끝난 상품이라 투자를 취소할 수 없습니다.',
  product_state_conflict: '현재 상품 상태에서는 할 수 없는 작업입니다.',
  confirmation_required: '투자 확인란에 체크해 주세요. 상품 공시를 읽고 원금 손실 가능성을 확인해야 투자할 수 있습니다.',
  identity_unverified: '본인인증을 먼저 해 주세요. 가상계좌 발급 화면에서 휴대폰으로 본인인증을 할 수 있습니다.',
  identity_verification_failed: '본인인증에 실패했습니다. 이름, 생년월일, 휴대폰 번호가 통신사에 등록된 정보와 같은지 확인해 주세요.',
  name_change_unconfirmed: '본인인증으로 확인된 이름이 회원 이름과 다릅니다. 확인된 이름으로 바꿀지 선택해 주세요.',
  reconfirmation_pending: '모집 금액 변경을 아직 확인하지 않은 투자자가 있어 대출을 실행할 수 없습니다. 답변 기한이 지나면 다시 시도해 주세요.',
  no_reconfirmation: '확인할 모집 금액 변경이 없거나 답변 기한이 지났습니다.',
  over_institutional_share_limit: '전문·법인 투자자는 한 상품 모집 금액의 정해진 비율(기본 40%)까지만 투자할 수 있습니다. 투자 상자의 남은 한도 이하로 입력해 주세요.',
  transfer_price_out_of_range: '양도 가격이 허용 범위를 벗어났습니다. 화면에 표시된 가격 범위 안에서 다시 정해 주세요.',
  transfer_not_eligible:
    '원리금수취권은 전문·법인·소득적격 투자자이거나 최근 투자 실적이 정해진 횟수 이상인 일반 투자자만 양수할 수 있습니다. 양도 마켓의 안내에서 회원님의 조건을 확인해 주세요.',
  listing_not_available: '이미 판매되었거나 철회·종료되어 더 이상 살 수 없는 양도 매물입니다. 양도 마켓의 다른 매물을 확인해 주세요.',
};

export function isFailCode(code: unknown): code is FailCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(failMessages, code);
}

/** The Korean message for a code, or the unknown_error message when it is missing or unmapped. */
export function messageForFailCode(code: unknown): string {
  return isFailCode(code) ? failMessages[code] : failMessages.unknown_error;
}

/** Field-level validation codes (`fields: {email: 'invalid_email'}`) shown under inputs. */
export function messageForFieldCode(code: string | undefined): string | undefined {
  if (!code) return undefined;
  if (isFailCode(code)) return failMessages[code];
  return '입력한 값을 다시 확인해 주세요.';
}
