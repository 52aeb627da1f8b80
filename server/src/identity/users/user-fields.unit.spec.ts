// Proves the account field rules: e-mails read trimmed (the handlers lower-case them), names refusing markup and SQL metacharacters, Korean mobile numbers, and passwords of 10+ characters with letters and digits.
import { MIN_PASSWORD_SCORE, passwordScore } from '../../shared/passwords/guessability';
import { readBody, requestBody, Type } from '../../shared/http/schema';
import { newPasswordField } from '../passwords/password-fields';
import { newPasswordProblem } from '../passwords/password-policy';
import { emailField, nameField, phoneField } from './user-fields';

const FIELDS = requestBody({ email: Type.Optional(emailField()), name: Type.Optional(nameField()), phone: Type.Optional(phoneField()), p: Type.Optional(newPasswordField()) });

function fieldsOf(body: Record<string, unknown>, userInputs: string[] = []): Record<string, string> | undefined {
  try {
    readBody(FIELDS, body, (input, fail) => {
      const problem = newPasswordProblem(input.p, userInputs);
      if (problem) fail('p', problem);
    });
    return undefined;
  } catch (error) {
    return (error as { details: { fields: Record<string, string> } }).details.fields;
  }
}

describe('account fields', () => {
  it('reads e-mails trimmed and refuses malformed ones', () => {
    expect(readBody(FIELDS, { email: ' Kim@Example.COM ' }).email).toBe('Kim@Example.COM');
    for (const email of ['kim', 'kim@', '@example.com', 'kim@example', 'a b@example.com', '<x>@example.com']) {
      expect(fieldsOf({ email })).toEqual({ email: 'invalid_format' });
    }
  });

  it.each(['홍길동', 'Kim Minji', 'Jean-Luc Picard', '김 민지', 'J. R. R. Tolkien', '이·순신'])('accepts the name %p', (name) => {
    expect(fieldsOf({ name })).toBeUndefined();
  });

  it.each(['<script>alert(1)</script>', "Robert'); DROP TABLE users;--", "' OR 1=1", 'name;', '1234', '-dash first', 'a"b'])('refuses the name %p', (name) => {
    expect(fieldsOf({ name })).toEqual({ name: 'invalid_format' });
  });

  it('accepts Korean mobile numbers with or without hyphens', () => {
    for (const phone of ['010-1234-5678', '01012345678', '011-123-4567']) expect(fieldsOf({ phone })).toBeUndefined();
    for (const phone of ['02-123-4567', '010-12-345', '+8210-1234567', '010 1234 5678']) expect(fieldsOf({ phone })).toEqual({ phone: 'invalid_format' });
  });

  it('wants passwords of 10 to 128 characters with letters and digits, hard to guess, with no spaces around them', () => {
    expect(fieldsOf({ p: 'plum-harbor-2026' })).toBeUndefined();
    // What a person types as "10 characters with letters and digits" and an attacker tries early (issue 28).
    for (const p of ['1111111111a', 'aaaaaaaaaa1', 'abcdefgh12', 'qwerty12345', 'abc123abc123', 'Passw0rd!42']) {
      expect(passwordScore(p)).toBeLessThan(MIN_PASSWORD_SCORE);
      // Refused by the estimator, or earlier by the common-password list (both are guesses an attacker tries).
      expect(['easily_guessed', 'common_password']).toContain(fieldsOf({ p })?.p);
    }
    expect(fieldsOf({ p: 'password123' })).toEqual({ p: 'common_password' });
    expect(fieldsOf({ p: `a1${' '.repeat(8)}` })).toEqual({ p: 'surrounding_spaces' });
    expect(fieldsOf({ p: ' plum-harbor-2026' })).toEqual({ p: 'surrounding_spaces' });
    // A password built on the account's own e-mail is guessable by whoever knows the e-mail.
    expect(fieldsOf({ p: 'minsu.kim2026' }, ['minsu.kim@example.com'])).toEqual({ p: 'easily_guessed' });
    expect(fieldsOf({ p: '비밀번호는안전해요2026' })).toBeUndefined();
    expect(fieldsOf({ p: 'abcdefg12' })).toEqual({ p: 'too_short' });
    expect(fieldsOf({ p: 'abcdefghij' })).toEqual({ p: 'weak_password' });
    expect(fieldsOf({ p: '1234567890' })).toEqual({ p: 'weak_password' });
    expect(fieldsOf({ p: `a1${'x'.repeat(127)}` })).toEqual({ p: 'too_long' });
    // Spaces inside are part of a passphrase; a password is never trimmed.
    expect(fieldsOf({ p: 'plum harbor 2026 tide' })).toBeUndefined();
  });
});
