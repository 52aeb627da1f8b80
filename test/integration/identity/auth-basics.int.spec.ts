// Proves the account basics through HTTP: sign-up, login, logout and /me with the docs/api.md user shape and cookies.
import { startTestApp, TestApp } from '../../support/test-app';
import { login, loginAsOperator, signUp, signUpVerified } from '../../support/users';

describe('identity basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs up, answers /me with the user shape, logs out and logs back in', async () => {
    const client = t.client();
    const { user, email, password } = await signUp(client, { name: '김투자' });
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      name: '김투자',
      phone: '010-1234-5678',
      role: 'investor',
      investor_type: 'general',
      identity_verified: false,
      has_vaccount: false,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // An individual: a corporation's account carries its company here.
      corporate: null,
    });
    expect(client.cookies.has('sid')).toBe(true);
    expect(JSON.parse(decodeURIComponent(client.cookies.get('logined_user')!))).toEqual({ id: user.id, name: '김투자' });

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual(user);

    const out = await client.post('/api/auth/logout');
    expect(out.status).toBe(204);
    expect(client.cookies.size).toBe(0);
    expect((await client.get('/api/me')).status).toBe(401);

    const again = await login(client, email.toUpperCase(), password);
    expect(again.id).toBe(user.id);
    expect((await client.get('/api/me')).body.user.id).toBe(user.id);
  });

  it('refuses a taken e-mail with 409 email_taken, whatever its case', async () => {
    const { email } = await signUp(t.client());
    const res = await t.client().post('/api/auth/sign_up', { email: email.toUpperCase(), password: 'another-pass-123', name: '이몽룡', phone: '01099998888', agree_terms: true });
    expect(res.status).toBe(409);
    expect(res.body.fail_code).toBe('email_taken');
  });

  it('answers a wrong password with 400 invalid_credentials, never 401', async () => {
    const { email } = await signUp(t.client());
    const res = await t.client().post('/api/auth/login', { email, password: 'wrong-password-1' });
    expect(res.status).toBe(400);
    expect(res.body.fail_code).toBe('invalid_credentials');
  });

  it('reports has_vaccount once the wallet issued a virtual account', async () => {
    const client = t.client();
    await signUpVerified(client);
    const issued = await client.post('/api/vaccount', {});
    expect(issued.status).toBe(201);
    expect((await client.get('/api/me')).body.user.has_vaccount).toBe(true);
  });

  it('logs an operator in with loginAsOperator', async () => {
    const operator = await loginAsOperator(t);
    const me = await operator.get('/api/me');
    expect(me.body.user.role).toBe('operator');
  });
});
