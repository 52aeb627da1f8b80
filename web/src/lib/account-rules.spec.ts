// Proves the password rules said at the field before any request (spaces around a password) and
// the server's password refusals (common, easily guessed) in Korean rather than a generic message.
import { fieldCodeMessage, passwordProblem } from './account-rules';

describe('password rules at the field', () => {
  it('refuses spaces around a password before asking the server, and keeps spaces inside', () => {
    expect(passwordProblem('a1        ')).toBe('비밀번호 앞뒤에는 공백을 넣을 수 없습니다.');
    expect(passwordProblem(' plum-harbor-2026')).toBe('비밀번호 앞뒤에는 공백을 넣을 수 없습니다.');
    expect(passwordProblem('plum harbor 2026')).toBeUndefined();
  });

  it('says each password refusal of the server in its own words', () => {
    expect(fieldCodeMessage('easily_guessed')).toMatch(/^추측하기 쉬운 비밀번호입니다/);
    expect(fieldCodeMessage('common_password')).toMatch(/^많이 쓰이는 비밀번호/);
    expect(fieldCodeMessage('surrounding_spaces')).toBe('비밀번호 앞뒤에는 공백을 넣을 수 없습니다.');
  });
});
