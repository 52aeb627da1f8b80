// Proves that new passwords are checked against the package's list of common passwords (the
// issue's examples among them, any case) and that ordinary unique passwords pass.
import { readBody, requestBody } from '../../shared/http/schema';
import { isCommonPassword } from '../../shared/passwords/common-passwords';
import { newPasswordField } from './password-fields';
import { newPasswordProblem } from './password-policy';

const FIELDS = requestBody({ password: newPasswordField() });

const fieldsOf = (password: string): Record<string, string> => {
  try {
    readBody(FIELDS, { password }, (input, fail) => {
      const problem = newPasswordProblem(input.password);
      if (problem) fail('password', problem);
    });
    return {};
  } catch (error) {
    return (error as { details: { fields: Record<string, string> } }).details.fields;
  }
};

describe('common passwords', () => {
  it.each(['password12', 'qwerty1234', 'Password12', 'QWERTY1234', '1q2w3e4r5t', 'iloveyou12'])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
    expect(fieldsOf(password)).toEqual({ password: 'common_password' });
  });

  it.each(['good-pass-2026', 'ondari-operator-2026', '하늘바다-2026-봄'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
    expect(fieldsOf(password)).toEqual({});
  });

  it('still answers the simpler rules first', () => {
    expect(fieldsOf('1234567890')).toEqual({ password: 'weak_password' });
    expect(fieldsOf('short1')).toEqual({ password: 'too_short' });
  });
});
