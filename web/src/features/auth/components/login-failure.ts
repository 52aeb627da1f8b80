// What the login form says when the server refuses: said once, under the fields (the login
// mutation is not toasted), with the tries left when the server counts them down.
import { isApiError } from '@/lib/api-client';
import { messageForFailCode } from '@/lib/fail-messages';

const RESET_HINT = ' 비밀번호가 기억나지 않으면 비밀번호 재설정을 이용해 주세요.';

/**
 * The one message for a refused login (its mutation is not toasted): wrong credentials with the
 * tries left when the server counts them, and the lock once, whether it came now or with the last try.
 */
export function loginFailureMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status === 401) return null;
  const { fail_code: code, attempts_left: left } = error.data;
  if (code === 'account_locked' || (code === 'invalid_credentials' && left === 0)) return messageForFailCode('account_locked') + RESET_HINT;
  if (code === 'invalid_credentials' && typeof left === 'number') return `${messageForFailCode(code)} ${left}번 더 틀리면 로그인이 잠깁니다.`;
  return messageForFailCode(code);
}
