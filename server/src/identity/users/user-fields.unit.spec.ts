// Proves the account field rules: e-mails normalized to lower case, names refusing markup and SQL metacharacters, Korean mobile numbers, and passwords of 10+ characters with letters and digits.
import { MIN_PASSWORD_SCORE, passwordScore } from '../../shared/passwords/guessability';
import { BodyReader } from '../../shared/http/validation';
import { readNewPassword } from '../passwords/password-policy';
import { readEmail, readName, readPhone } from './user-fields';

function fieldsOf(read: (body: BodyReader) => unknown, body: Record<string, unknown>): Record<string, string> | undefined {
  const reader = new BodyReader(body, Object.keys(body));
  read(reader);
  try {
    reader.done();
    return undefined;
  } catch (error) {
    return (error as { details: { fields: Record<string, string> } }).details.fields;
  }
}

describe('account fields', () => {
  it('reads e-mails in lower case and refuses malformed ones', () => {
    const reader = new BodyReader({ email: ' Kim@Example.COM ' }, ['email']);
    expect(readEmail(reader)).toBe('kim@example.com');
    for (const email of ['kim', 'kim@', '@example.com', 'kim@example', 'a b@example.com', '<x>@example.com']) {
      expect(fieldsOf((b) => readEmail(b), { email })).toEqual({ email: 'invalid_format' });
    }
  });

  it.each(['홍길동', 'Kim Minji', 'Jean-Luc Picard', '김 민지', 'J. R. R. Tolkien', '이·순신'])('accepts the name %p', (name) => {
    expect(fieldsOf((b) => readName(b), { name })).toBeUndefined();
  });

  it.each(['<script>alert(1)</script>', "Robert'); DROP TABLE users;--", "' OR 1=1", 'name;', '1234', '-dash first', 'a"b'])('refuses the name %p', (name) => {
    expect(fieldsOf((b) => readName(b), { name })).toEqual({ name: 'invalid_format' });
  });

  it('accepts Korean mobile numbers with or without hyphens', () => {
    for (const phone of ['010-1234-5678', '01012345678', '011-123-4567']) expect(fieldsOf((b) => readPhone(b), { phone })).toBeUndefined();
    for (const phone of ['02-123-4567', '010-12-345', '+8210-1234567', '010 1234 5678']) expect(fieldsOf((b) => readPhone(b), { phone })).toEqual({ phone: 'invalid_format' });
  });

  it('wants passwords of 10 to 128 characters with letters and digits, hard to guess, with no spaces around them', () => {
    expect(fieldsOf((b) => readNewPassword(b, 'p'), { p: 'plum-harbor-2026' })).toBeUndefined();
    // What a person types as "10 characters with letters and digits" and an attacker tries early (issue 28).
    for (const p of ['1111111111a', 'aaaaaaaaaa1', 'abcdefgh12', 'qwerty12345', 'abc123abc123', 'Passw0rd!42']) {
      expect(passwordScore(p)).toBeLessThan(MIN_PASSWORD_SCORE);
      // Refused by the estimator, or earlier by the common-password list (both are guesses an attacker tries).
      expect(['easily_guessed', 'common_password']).toContain(fieldsOf((b) => readNewPassword(b, 'p'), { p })?.p);
    }
    expect(fieldsOf((b) => readNewPassword(b, 'p'), { p: 'password123' })).toEqual({ p: 'common_password' });
    expect(fieldsOf((b) => readNewPassword(b, 'p'), { p: `a1${' '.repeat(8)}` })).toEqual({ p: 'surrounding_spaces' });
    expect(fieldsOf((b) => readNewPassword(b, 'p'), { p: ' plum-harbor-2026' })).toEqual({ p: 'surrounding_spaces' });
    // A password built on the account's own e-mail is guessable by whoever knows the e-mail.
    expect(fieldsOf((b) => readNewPassword(b, 'p', ['minsu.kim@example.com']), { p: 'minsu.kim2026' })).toEqual({ p: 'easily_guessed' });
    expect(fieldsOf((b) => readNewPassword(b, 'p'), { p: '비밀번호는안전해요2026' })).toBeUndefined();
    expect(fieldsOf((b) => readNewPassword(b, 'p'), { p: 'abcdefg12' })).toEqual({ p: 'too_short' });
    expect(fieldsOf((b) => readNewPassword(b, 'p'), { p: 'abcdefghij' })).toEqual({ p: 'weak_password' });
    expect(fieldsOf((b) => readNewPassword(b, 'p'), { p: '1234567890' })).toEqual({ p: 'weak_password' });
    expect(fieldsOf((b) => readNewPassword(b, 'p'), { p: `a1${'x'.repeat(127)}` })).toEqual({ p: 'too_long' });
    // Spaces inside are part of a passphrase; a password is never trimmed.
    expect(fieldsOf((b) => readNewPassword(b, 'p'), { p: 'plum harbor 2026 tide' })).toBeUndefined();
  });
});
