// A verification request's birth date is a real calendar day between 1900 and today, a corporation's beneficial owner is read with it, the name-change consent is an optional boolean, a resident number comes only with its own consent and matching the birth date, and bad fields are each named.
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
      .toEqual({ claim: { name: '홍길동', birthDate: '1990-01-02', phone: '010-1234-5678' } });
    expect(readIdentityClaim({ name: '홍길동', birth_date: '1990-01-02', phone: '010-1234-5678', confirm_name_change: true }, '2026-01-01').confirmNameChange).toBe(true);
    expect(() => readIdentityClaim({ name: '홍길동', birth_date: '1990-01-02', phone: '010-1234-5678', confirm_name_change: 'yes' }, '2026-01-01')).toThrow(
      expect.objectContaining({ details: { fields: { confirm_name_change: 'must_be_boolean' } } }),
    );
    expect(() => readIdentityClaim({ name: '<b>', birth_date: '1990-13-01', extra: 1 }, '2026-01-01')).toThrow(
      expect.objectContaining({ failCode: 'invalid_input', details: { fields: { name: 'invalid_format', phone: 'required', birth_date: 'invalid_date', extra: 'unknown_field' } } }),
    );
  });

  it('reads a beneficial owner and names its bad fields with their path', () => {
    const claim = { name: '김대표', birth_date: '1970-05-06', phone: '010-1234-5678' };
    expect(readIdentityClaim({ ...claim, beneficial_owner: { name: ' 이실소 ', birth_date: '1965-03-04' } }, '2026-01-01')).toEqual({
      claim: { name: '김대표', birthDate: '1970-05-06', phone: '010-1234-5678' },
      beneficialOwner: { name: '이실소', birthDate: '1965-03-04' },
    });
    expect(() => readIdentityClaim({ ...claim, beneficial_owner: { name: '', birth_date: '2027-01-01', share: 1 } }, '2026-01-01')).toThrow(
      expect.objectContaining({ details: { fields: { 'beneficial_owner.name': 'required', 'beneficial_owner.birth_date': 'invalid_date', 'beneficial_owner.share': 'unknown_field' } } }),
    );
    expect(() => readIdentityClaim({ ...claim, beneficial_owner: '이실소' }, '2026-01-01')).toThrow(
      expect.objectContaining({ details: { fields: { beneficial_owner: 'must_be_object' } } }),
    );
  });

  it('reads the resident number only with its own consent, and only when it is the birth date\'s', () => {
    const claim = { name: '홍길동', birth_date: '1985-03-15', phone: '010-1234-5678' };
    expect(readIdentityClaim(claim, '2026-01-01')).not.toHaveProperty('residentNumber');
    expect(readIdentityClaim({ ...claim, rrn_consent: false }, '2026-01-01')).not.toHaveProperty('residentNumber');
    expect(readIdentityClaim({ ...claim, rrn_consent: true }, '2026-01-01').residentNumber).toEqual({ given: null });
    expect(readIdentityClaim({ ...claim, rrn_consent: true, rrn: '850315-1234567' }, '2026-01-01').residentNumber).toEqual({ given: '8503151234567' });
    expect(() => readIdentityClaim({ ...claim, rrn: '850315-1234567' }, '2026-01-01')).toThrow(expect.objectContaining({ details: { fields: { rrn_consent: 'required' } } }));
    expect(() => readIdentityClaim({ ...claim, rrn_consent: 'yes' }, '2026-01-01')).toThrow(expect.objectContaining({ details: { fields: { rrn_consent: 'must_be_boolean' } } }));
    expect(() => readIdentityClaim({ ...claim, rrn_consent: true, rrn: '850316-1234567' }, '2026-01-01')).toThrow(expect.objectContaining({ details: { fields: { rrn: 'birth_date_mismatch' } } }));
    expect(() => readIdentityClaim({ ...claim, rrn_consent: true, rrn: 8503151234567 }, '2026-01-01')).toThrow(expect.objectContaining({ details: { fields: { rrn: 'invalid_format' } } }));
  });
});

