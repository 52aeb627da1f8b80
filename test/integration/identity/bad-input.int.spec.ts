// Proves that identity endpoints refuse malformed, oversized, unknown, wrongly typed and hostile input with 400 invalid_input and per-field codes, and store nothing.
import { startTestApp, TestApp } from '../../support/test-app';
import { fixtureAddress, signUp, uniqueEmail } from '../../support/users';

const valid = () => ({ email: uniqueEmail(), password: 'good-pass-2026', name: '홍길동', phone: '010-1234-5678', agree_terms: true });

describe('identity: bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const signUpWith = (body: unknown) => t.client().post('/api/auth/sign_up', body as object, fixtureAddress());
  const userCount = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM users`))[0].n);

  it.each([
    ['missing fields', {}, { email: 'required', password: 'required', name: 'required', phone: 'required', agree_terms: 'required' }],
    ['a malformed e-mail', { email: 'not-an-email' }, { email: 'invalid_format' }],
    ['an oversized e-mail', { email: `${'a'.repeat(250)}@example.com` }, { email: 'too_long' }],
    ['a short password', { password: 'short1' }, { password: 'too_short' }],
    ['a password without digits', { password: 'onlyletters-here' }, { password: 'weak_password' }],
    ['a password without letters', { password: '1234567890123' }, { password: 'weak_password' }],
    ['a common password', { password: 'qwerty1234' }, { password: 'common_password' }],
    ['a repeated-character password (issue 28)', { password: '1111111111a' }, { password: 'easily_guessed' }],
    ['a password padded with spaces (issue 28)', { password: `a1${' '.repeat(8)}` }, { password: 'surrounding_spaces' }],
    ['a keyboard walk', { password: 'zxcvbnm,./9' }, { password: 'easily_guessed' }],
    ['an oversized password', { password: `a1${'x'.repeat(200)}` }, { password: 'too_long' }],
    ['an oversized name', { name: '가'.repeat(51) }, { name: 'too_long' }],
    ['HTML in the name', { name: '<script>alert(1)</script>' }, { name: 'invalid_format' }],
    ['SQL in the name', { name: "Robert'); DROP TABLE users;--" }, { name: 'invalid_format' }],
    ['a malformed phone', { phone: '12345' }, { phone: 'invalid_format' }],
    ['terms not agreed', { agree_terms: false }, { agree_terms: 'must_agree' }],
    ['wrong types', { email: 42, password: ['a'], name: { x: 1 }, phone: true, agree_terms: 'yes' }, { email: 'must_be_string', password: 'must_be_string', name: 'must_be_string', phone: 'must_be_string', agree_terms: 'must_be_boolean' }],
    ['an unknown field', { role: 'operator' }, { role: 'unknown_field' }],
  ])('sign-up refuses %s', async (_label, patch, fields) => {
    const before = await userCount();
    const body = Object.keys(patch).length === 0 ? {} : { ...valid(), ...patch };
    const res = await signUpWith(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ fail_code: 'invalid_input', message: expect.any(String), fields });
    expect(await userCount()).toBe(before);
  });

  it('refuses a body that is not an object, broken JSON, and a body over 100 KB', async () => {
    const array = await signUpWith([1, 2]);
    expect(array.status).toBe(400);
    expect(array.body.fields).toEqual({ body: 'must_be_object' });
    const broken = await t.client().request('POST', '/api/auth/sign_up', '{"email": ', fixtureAddress());
    expect(broken.status).toBe(400);
    expect(broken.body.fail_code).toBe('invalid_input');
    const huge = await signUpWith({ ...valid(), name: 'a'.repeat(200 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.fail_code).toBe('payload_too_large');
  });

  it('stores SQL-looking text in e-mail safely (parameterized) and login with SQL answers invalid_credentials', async () => {
    const res = await t.client().post('/api/auth/login', { email: "' OR '1'='1", password: "' OR '1'='1" }, fixtureAddress());
    expect(res.status).toBe(400);
    expect(res.body.fail_code).toBe('invalid_credentials');
    const tables = await t.dataSource.query(`SELECT to_regclass('public.users') IS NOT NULL AS present`);
    expect(tables[0].present).toBe(true);
  });

  it('login refuses wrong types and unknown fields', async () => {
    const res = await t.client().post('/api/auth/login', { email: 1, password: null, remember: true }, fixtureAddress());
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: 'must_be_string', password: 'required', remember: 'unknown_field' });
  });

  it('PATCH /me refuses HTML, SQL, unknown fields and role changes; accepts a valid edit', async () => {
    const client = t.client();
    const { user, password } = await signUp(client);
    for (const [body, fields] of [
      [{ name: '<b>이름</b>' }, { name: 'invalid_format' }],
      [{ name: "1; DELETE FROM users" }, { name: 'invalid_format' }],
      [{ name: '' }, { name: 'required' }],
      [{ phone: 1012345678 }, { phone: 'must_be_string' }],
      [{ role: 'operator', investor_type: 'professional' }, { role: 'unknown_field', investor_type: 'unknown_field' }],
    ] as const) {
      const res = await client.patch('/api/me', { ...body, password });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(fields);
    }
    const ok = await client.patch('/api/me', { name: '홍 길동', phone: '01098765432', password });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toEqual({ ...user, name: '홍 길동', phone: '01098765432' });
    expect(JSON.parse(decodeURIComponent(client.cookies.get('logined_user')!))).toEqual({ id: user.id, name: '홍 길동' });
  });

  it('password change checks the current password (400 invalid_credentials) and the new one (invalid_input)', async () => {
    const client = t.client();
    const { email, password } = await signUp(client);
    const wrong = await client.post('/api/me/password', { current_password: 'not-my-pass-1', new_password: 'brand-new-pass-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fail_code).toBe('invalid_credentials');
    const weak = await client.post('/api/me/password', { current_password: password, new_password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual({ new_password: 'too_short' });
    const ok = await client.post('/api/me/password', { current_password: password, new_password: 'brand-new-pass-1' });
    expect(ok.status).toBe(204);
    const oldLogin = await t.client().post('/api/auth/login', { email, password }, fixtureAddress());
    expect(oldLogin.body.fail_code).toBe('invalid_credentials');
    const newLogin = await t.client().post('/api/auth/login', { email, password: 'brand-new-pass-1' }, fixtureAddress());
    expect(newLogin.status).toBe(200);
  });

  it('never returns or stores a password in clear', async () => {
    const client = t.client();
    const { user, password } = await signUp(client);
    const me = await client.get('/api/me');
    expect(JSON.stringify(me.body)).not.toContain(password);
    const [row] = await t.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
