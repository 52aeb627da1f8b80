// Every fail_code the API may answer, with its HTTP status and Korean message (docs/api.md "Errors").
// One table so that a code can never answer two statuses in two places.
export const FAIL_CODES = {
  invalid_input: [400, '입력값을 다시 확인해 주십시오.'],
  invalid_credentials: [400, '이메일 또는 비밀번호가 올바르지 않습니다.'],
  invalid_reset_token: [400, '비밀번호 재설정 링크가 유효하지 않거나 만료되었습니다.'],
  min_invest_amount: [400, '최소 투자 금액은 10,000원입니다.'],
  invalid_amount: [400, '투자 금액은 10,000원 단위로 입력해 주십시오.'],
  no_vaccount: [400, '가상계좌가 없습니다. 먼저 가상계좌를 발급받아 주십시오.'],
  no_withdraw_account: [400, '출금 계좌가 없습니다. 먼저 출금 계좌를 등록해 주십시오.'],
  not_enough_balance: [400, '예치금이 부족합니다. 예치금을 충전한 뒤 다시 시도해 주십시오.'],
  over_total_invest_limit: [400, '총 투자 한도를 초과했습니다.'],
  // The limits are a dated policy: the answer's message names the limit in force (investor-limits.ts).
  over_borrower_invest_limit: [400, '동일 차입자 투자 한도를 초과했습니다.'],
  over_realty_invest_limit: [400, '부동산 상품(부동산 PF 포함) 투자 한도를 초과했습니다.'],
  over_institutional_share_limit: [400, '전문·법인 투자자는 한 상품 모집 금액의 일정 비율까지만 투자할 수 있습니다.'],
  transfer_price_out_of_range: [400, '양도 가격이 허용 범위를 벗어났습니다.'],
  exceed_amount_limit: [400, '투자 금액이 남은 모집 금액을 초과합니다.'],
  exceed_amount_per_user_limit: [400, '이 상품의 1인당 투자 한도를 초과했습니다.'],
  exceed_user_limit: [400, '중앙기록관리기관 기준 투자자 총 투자 한도를 초과했습니다.'],
  exceed_user_per_product_limit: [400, '중앙기록관리기관 기준 동일 차입자 투자 한도를 초과했습니다.'],
  product_suspended: [400, '이 상품은 현재 투자가 일시 중지되었습니다.'],
  product_is_not_prepared: [400, '아직 모집이 시작되지 않은 상품입니다.'],
  invalid_invest: [400, '투자할 수 없는 상품입니다.'],
  invalid_token: [400, '유효하지 않은 투자 요청입니다. 페이지를 새로 고친 뒤 다시 시도해 주십시오.'],
  investment_not_cancelable: [400, '모집이 끝난 투자는 취소할 수 없습니다.'],
  confirmation_required: [400, '상품 설명을 확인하고 원금 손실 가능성에 동의해 주셔야 투자할 수 있습니다.'],
  identity_unverified: [400, '본인인증을 먼저 완료해 주십시오.'],
  identity_verification_failed: [400, '본인인증에 실패했습니다. 이름, 생년월일, 휴대폰 번호를 다시 확인해 주십시오.'],
  name_change_unconfirmed: [409, '본인인증으로 확인된 이름이 회원 이름과 다릅니다. 확인된 이름으로 바꿀지 확인해 주십시오.'],
  reconfirmation_pending: [409, '모집 금액 변경에 대한 투자자 확인이 끝나지 않았습니다.'],
  no_reconfirmation: [400, '확인할 모집 금액 변경이 없습니다.'],
  product_state_conflict: [409, '현재 상품 상태에서는 할 수 없는 작업입니다.'],
  CHECK_BNK_NM_DENIED: [400, '예금주명이 회원님의 이름과 다릅니다.'],
  BNK_NM_COULD_NOT_BE_VERIFIED: [400, '계좌번호를 확인할 수 없습니다. 다시 확인해 주십시오.'],
  BNK_NM_NEED_REVIEW: [400, '예금주명과 회원 이름이 다릅니다. 회원 이름이 잘못되었다면 고객센터로 문의해 주십시오.'],
  no_permission: [401, '로그인이 필요합니다.'],
  invalid_signature: [401, '서명이 올바르지 않습니다.'],
  forbidden: [403, '접근 권한이 없습니다.'],
  investor_only: [403, '해당 상품에 투자한 투자자만 볼 수 있습니다.'],
  is_investor_only: [403, '해당 상품에 투자한 투자자만 볼 수 있습니다.'],
  not_invested_this_product: [403, '해당 상품에 투자한 투자자만 볼 수 있습니다.'],
  transfer_not_eligible: [403, '원리금수취권은 전문·법인·소득적격 투자자 또는 최근 3년간 5회 이상 투자한 일반 투자자만 양수할 수 있습니다.'],
  invalid_csrf: [403, '요청이 만료되었습니다. 페이지를 새로 고친 뒤 다시 시도해 주십시오.'],
  no_such_product: [404, '상품을 찾을 수 없습니다.'],
  not_found: [404, '요청하신 정보를 찾을 수 없습니다.'],
  duplicate_ticket: [409, '이미 처리된 요청입니다. 다시 시도해 주십시오.'],
  retry_later: [409, '요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해 주십시오.'],
  listing_not_available: [409, '이미 판매되었거나 더 이상 살 수 없는 양도 매물입니다.'],
  balance_mismatch: [409, '잔액이 일치하지 않습니다.'],
  email_taken: [409, '이미 가입된 이메일입니다.'],
  vaccount_exists: [409, '이미 가상계좌가 발급되었습니다.'],
  payload_too_large: [413, '요청 본문이 너무 큽니다.'],
  unsupported_media_type: [415, '요청 형식을 처리할 수 없습니다. JSON 형식으로 보내 주십시오.'],
  request_timeout: [408, '요청을 받는 데 시간이 너무 오래 걸렸습니다. 다시 시도해 주십시오.'],
  header_too_large: [431, '요청 헤더가 너무 큽니다. 쿠키를 지운 뒤 다시 시도해 주십시오.'],
  too_many_requests: [429, '요청이 너무 많습니다. 잠시 후 다시 시도해 주십시오.'],
  account_locked: [429, '로그인에 여러 번 실패하여 계정이 10분간 잠겼습니다.'],
  unknown_error: [500, '예상하지 못한 오류가 발생했습니다. 잠시 후 다시 시도해 주십시오.'],
  seyfert_error: [502, '가상계좌 서버에 오류가 발생했습니다.'],
  REQUEST_HAS_TIME_OUT: [502, '은행 서버에 문제가 있어 출금이 처리되지 않았습니다.'],
  __poll: [502, '가상계좌 처리 중 문제가 발생했습니다.'],
  bank_closed: [503, '은행 점검 시간입니다. 잠시 후 다시 이용해 주십시오.'],
} as const satisfies Record<string, readonly [number, string]>;

export type FailCode = keyof typeof FAIL_CODES;

export function isFailCode(code: string): code is FailCode {
  return Object.prototype.hasOwnProperty.call(FAIL_CODES, code);
}

export function statusOf(code: FailCode): number {
  return FAIL_CODES[code][0];
}

export function messageOf(code: FailCode): string {
  return FAIL_CODES[code][1];
}
