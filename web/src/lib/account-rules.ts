/**
 * The server's account rules (docs/api.md, identity field checks), mirrored so most mistakes show
 * under the field before any request, and the server's field codes in Korean. Sign-up, password
 * reset and the profile screen all check against these same rules.
 */
export const PASSWORD_MIN = 10;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .·-]*$/u;
const PHONE = /^01[016789]-?\d{3,4}-?\d{4}$/;

export function emailProblem(email: string): string | undefined {
  const value = email.trim();
  if (!value) return '이메일을 입력해 주세요.';
  if (value.length > 254 || !EMAIL.test(value)) return '올바른 이메일 주소를 입력해 주세요.';
  return undefined;
}

export function passwordProblem(password: string): string | undefined {
  if (!password) return '비밀번호를 입력해 주세요.';
  if (password.length < PASSWORD_MIN) return `비밀번호는 ${PASSWORD_MIN}자 이상으로 입력해 주세요.`;
  if (password.length > 128) return '비밀번호는 128자 이하로 입력해 주세요.';
  if (password !== password.trim()) return '비밀번호 앞뒤에는 공백을 넣을 수 없습니다.';
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return '비밀번호에 영문과 숫자를 함께 넣어 주세요.';
  return undefined;
}

export function nameProblem(name: string): string | undefined {
  const value = name.trim();
  if (!value) return '이름을 입력해 주세요.';
  if (value.length > 50) return '이름은 50자 이하로 입력해 주세요.';
  if (!NAME.test(value)) return '이름에는 글자와 띄어쓰기, 마침표(.), 하이픈(-)만 쓸 수 있습니다.';
  return undefined;
}

const COMPANY_NAME = /^[\p{L}\p{M}\p{N}(㈜][\p{L}\p{M}\p{N} .,·&()'㈜-]*$/u;

export function companyNameProblem(companyName: string): string | undefined {
  const value = companyName.trim();
  if (!value) return '법인명을 입력해 주세요.';
  if (value.length > 100) return '법인명은 100자 이하로 입력해 주세요.';
  if (!COMPANY_NAME.test(value)) return '법인명에는 글자, 숫자, 띄어쓰기와 괄호 등 일부 기호만 쓸 수 있습니다.';
  return undefined;
}

export function phoneProblem(phone: string): string | undefined {
  const value = phone.trim();
  if (!value) return '휴대폰 번호를 입력해 주세요.';
  if (!PHONE.test(value)) return '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.';
  return undefined;
}

const FIELD_CODES: Record<string, string> = {
  required: '필수 입력 항목입니다.',
  too_short: '입력한 내용이 너무 짧습니다.',
  too_long: '입력한 내용이 너무 깁니다.',
  invalid_format: '형식이 올바르지 않습니다.',
  weak_password: '비밀번호에 영문과 숫자를 함께 넣어 주세요.',
  common_password: '많이 쓰이는 비밀번호라 사용할 수 없습니다. 다른 비밀번호를 입력해 주세요.',
  surrounding_spaces: '비밀번호 앞뒤에는 공백을 넣을 수 없습니다.',
  easily_guessed: '추측하기 쉬운 비밀번호입니다. 같은 문자의 반복, 연속된 문자나 키보드 배열, 이메일·이름을 피해 더 길게 만들어 주세요.',
  must_agree: '이용약관에 동의해 주세요.',
  request_pending: '심사 중인 신청이 있습니다. 결과가 나온 뒤 다시 신청해 주세요.',
  already_this_type: '이미 해당 유형의 투자자입니다.',
  invalid_check_digit: '올바른 사업자등록번호가 아닙니다. 번호를 다시 확인해 주세요.',
  corporate_account: '법인 회원은 법인 투자자로만 투자합니다.',
  corporate_only: '실제소유자는 법인 회원만 입력합니다.',
};

/** A server field code (`fields: {email: 'invalid_format'}`) in Korean. */
export function fieldCodeMessage(code: string | undefined): string | undefined {
  if (!code) return undefined;
  return FIELD_CODES[code] ?? '입력한 내용을 다시 확인해 주세요.';
}
