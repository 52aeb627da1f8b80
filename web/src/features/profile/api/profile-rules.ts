/** The server's rules for editable account fields (mirrored for inline errors) and its field codes in Korean. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .·-]*$/u;
const PHONE = /^01[016789]-?\d{3,4}-?\d{4}$/;

export function nameProblem(name: string): string | undefined {
  const value = name.trim();
  if (!value) return '이름을 입력해 주세요.';
  if (value.length > 50) return '이름은 50자 이하로 입력해 주세요.';
  if (!NAME.test(value)) return '이름에는 글자와 띄어쓰기, 마침표(.), 하이픈(-)만 쓸 수 있습니다.';
  return undefined;
}

export function phoneProblem(phone: string): string | undefined {
  if (!phone.trim()) return '휴대폰 번호를 입력해 주세요.';
  if (!PHONE.test(phone.trim())) return '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.';
  return undefined;
}

export function newPasswordProblem(password: string): string | undefined {
  if (password.length < 10) return '비밀번호는 10자 이상으로 입력해 주세요.';
  if (password.length > 128) return '비밀번호는 128자 이하로 입력해 주세요.';
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return '비밀번호에 영문과 숫자를 함께 넣어 주세요.';
  return undefined;
}

const FIELD_CODES: Record<string, string> = {
  required: '필수 입력 항목입니다.',
  too_short: '입력한 내용이 너무 짧습니다.',
  too_long: '입력한 내용이 너무 깁니다.',
  invalid_format: '형식이 올바르지 않습니다.',
  weak_password: '비밀번호에 영문과 숫자를 함께 넣어 주세요.',
  request_pending: '심사 중인 신청이 있습니다. 결과가 나온 뒤 다시 신청해 주세요.',
  already_this_type: '이미 해당 유형의 투자자입니다.',
};

export function fieldCodeMessage(code: string | undefined): string | undefined {
  if (!code) return undefined;
  return FIELD_CODES[code] ?? '입력한 내용을 다시 확인해 주세요.';
}
