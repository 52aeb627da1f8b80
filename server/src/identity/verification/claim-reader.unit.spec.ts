// A verification request's birth date is a real calendar day between 1900 and today, the name-change consent is an optional boolean, and bad fields are each named.
import { isBirthDate, readIdentityClaim } from './claim-reader';

describe('identity claim', () => {
  it('takes real past calendar days only', () => {
    expect(isBirthDate('1990-02-28', '2026-01-01')).toBe(true);
    expect(isBirthDate('2026-01-01', '2026-01-01')).toBe(true);
    expect(isBirthDate('2026-01-02', '2026-01-01')).toBe(false);
    expect(isBirthDate('1990-02-30', '2026-01-01')).toBe(false);
    expect(isBirthDate('1899-12-31', '2026-01-01')).toBe(false);
    expect(isBirthDate('19900101', '2026-01-01')).toBe(false);
  });

  it('reads a good body and names every bad field', () => {
    expect(readIdentityClaim({ name: ' 홍길동 ', birth_date: '1990-01-02', phone: '010-1234-5678' }, '2026-01-01'))
      .toEqual({ claim: { name: '홍길동', birthDate: '1990-01-02', phone: '010-1234-5678' }, confirmNameChange: false });
    expect(readIdentityClaim({ name: '홍길동', birth_date: '1990-01-02', phone: '010-1234-5678', confirm_name_change: true }, '2026-01-01').confirmNameChange).toBe(true);
    expect(() => readIdentityClaim({ name: '홍길동', birth_date: '1990-01-02', phone: '010-1234-5678', confirm_name_change: 'yes' }, '2026-01-01')).toThrow(
      expect.objectContaining({ details: { fields: { confirm_name_change: 'must_be_boolean' } } }),
    );
    expect(() => readIdentityClaim({ name: '<b>', birth_date: '1990-13-01', extra: 1 }, '2026-01-01')).toThrow(
      expect.objectContaining({ failCode: 'invalid_input', details: { fields: { name: 'invalid_format', phone: 'required', birth_date: 'invalid_date', extra: 'unknown_field' } } }),
    );
  });
});
