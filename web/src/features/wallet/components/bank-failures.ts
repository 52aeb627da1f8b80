import { isApiError } from '@/lib/api-client';
import { messageForFailCode } from '@/lib/fail-messages';

/** What each bank answer means for the investor and what to do next, shown next to the form. */
const EXPLANATIONS: Record<string, { title: string; detail: string }> = {
  CHECK_BNK_NM_DENIED: {
    title: '예금주명이 회원님의 이름과 다릅니다.',
    detail: '본인 명의 계좌만 출금 계좌로 등록할 수 있습니다. 계좌의 예금주가 회원님인지 확인해 주세요.',
  },
  BNK_NM_COULD_NOT_BE_VERIFIED: {
    title: '은행에서 계좌를 찾을 수 없습니다.',
    detail: '은행과 계좌번호를 다시 확인해 주세요. 휴면 계좌나 해지된 계좌는 등록할 수 없습니다.',
  },
  BNK_NM_NEED_REVIEW: {
    title: '예금주명과 회원 이름의 표기가 다릅니다.',
    detail: '띄어쓰기나 영문 대소문자가 달라 자동으로 확인하지 못했습니다. 회원 이름이 잘못 등록되어 있다면 고객센터로 문의해 주세요.',
  },
  bank_closed: {
    title: '지금은 은행 점검 시간입니다.',
    detail: '매일 23:30부터 00:30까지는 은행 점검으로 출금과 계좌 확인을 할 수 없습니다. 점검이 끝난 뒤 다시 시도해 주세요.',
  },
  REQUEST_HAS_TIME_OUT: {
    title: '은행 응답이 늦어 출금하지 못했습니다.',
    detail: '출금은 이루어지지 않았고 신청한 금액은 예치금으로 그대로 돌아왔습니다. 잠시 후 다시 시도해 주세요.',
  },
  seyfert_error: {
    title: '가상계좌 서버에 오류가 발생했습니다.',
    detail: '처리되지 않은 금액은 예치금으로 돌아왔습니다. 잠시 후 다시 시도해 주세요.',
  },
  __poll: {
    title: '가상계좌 처리 중 문제가 발생했습니다.',
    detail: '잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 문의해 주세요.',
  },
  not_enough_balance: {
    title: '출금 가능한 예치금이 부족합니다.',
    detail: '투자 대기 중인 금액은 출금할 수 없습니다. 출금 가능 금액 안에서 신청해 주세요.',
  },
  invalid_credentials: {
    title: '비밀번호가 올바르지 않습니다.',
    detail: '출금과 출금 계좌 등록에는 로그인 비밀번호를 한 번 더 확인합니다.',
  },
  no_withdraw_account: {
    title: '출금 계좌가 없습니다.',
    detail: '먼저 본인 명의의 출금 계좌를 등록해 주세요.',
  },
  no_vaccount: {
    title: '가상계좌가 없습니다.',
    detail: '가상계좌를 먼저 발급받아 주세요.',
  },
};

export function explainBankFailure(error: unknown): { code: string; title: string; detail: string } {
  // A network failure has no code: it is still said here, the only place it is said.
  const code = isApiError(error) ? error.data.fail_code : 'unknown_error';
  const known = EXPLANATIONS[code];
  return known ? { code, ...known } : { code, title: messageForFailCode(code), detail: '' };
}
