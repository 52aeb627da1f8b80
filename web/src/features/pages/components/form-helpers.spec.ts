// Proves the public forms read typed amounts as integer won and show the server's field codes in Korean.
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf, parseWonInput } from './form-helpers';

describe('form helpers', () => {
  it('parses typed amounts as integer won', () => {
    expect(parseWonInput('1,200,000,000')).toBe(1_200_000_000);
    expect(parseWonInput('500000000원')).toBe(500_000_000);
    expect(parseWonInput('')).toBeNaN();
    expect(parseWonInput('12.5')).toBeNaN();
  });

  it('maps invalid_input fields to Korean and ignores other errors', () => {
    const error = new ApiError(400, { fail_code: 'invalid_input', message: '', fields: { phone: 'invalid_format', agree_privacy: 'must_agree' } });
    expect(fieldErrorsOf(error)).toEqual({ phone: '형식이 올바르지 않습니다.', agree_privacy: '개인정보 수집·이용에 동의해 주십시오.' });
    expect(fieldErrorsOf(new ApiError(429, { fail_code: 'too_many_requests', message: '' }))).toEqual({});
  });
});
