// Proves the step-up password: five wrong answers on the withdrawal routes lock step-up for ten
// minutes per account (429 account_locked with Retry-After, even for the right password, on every
// step-up route), other accounts are untouched, and changing the name or phone needs it too.
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../server/src/shared/clock';
import { startTestApp, TestApp } from '../../support/test-app';
import { login, signUp } from '../../support/users';

describe('identity: step-up', () => {
  let t: TestApp;
  let clock: Clock;
  beforeAll(async () => {
    t = await startTestApp();
    clock = t.app.get(Clock);
  });
  afterEach(() => clock.resetForTests());
  afterAll(() => t?.close());

  it('locks step-up after five wrong passwords on withdrawals, for ten minutes, per account', async () => {
    const thief = t.client();
    const { email, password } = await signUp(thief);
    const withdraw = (pw: string) => thief.post('/api/withdrawals', { amount: 10_000, password: pw }, { 'idempotency-key': randomUUID() });
    for (let i = 0; i < 5; i++) {
      expect(await withdraw(`guess-${i}-2026`)).toMatchObject({ status: 400, body: { fail_code: 'invalid_credentials' } });
    }
    const locked = await withdraw(password);
    expect(locked).toMatchObject({ status: 429, body: { fail_code: 'account_locked', message: expect.stringContaining('10분') } });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(590);
    // The same count guards every step-up route of the account.
    const account = await thief.post('/api/withdraw_account', { bank_code: '004', account_number: '12345678901', holder_name: '홍길동', password });
    expect(account).toMatchObject({ status: 429, body: { fail_code: 'account_locked' } });
    expect(await thief.patch('/api/me', { phone: '010-9999-8888', password })).toMatchObject({ status: 429, body: { fail_code: 'account_locked' } });
    expect(await thief.post('/api/me/password', { current_password: password, new_password: 'another-pass-2026' })).toMatchObject({ status: 429, body: { fail_code: 'account_locked' } });

    const neighbour = t.client();
    const other = await signUp(neighbour);
    expect(await neighbour.patch('/api/me', { phone: '010-2222-3333', password: other.password })).toMatchObject({ status: 200 });

    clock.advanceForTests(10 * 60 * 1000 + 1000);
    await login(thief, email, password);
    // Past the lock the right password passes step-up: the next check (no virtual account) answers.
    expect(await withdraw(password)).toMatchObject({ status: 400, body: { fail_code: 'no_vaccount' } });
  });

  it('checks only five of a parallel burst of guesses', async () => {
    const thief = t.client();
    await signUp(thief);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      thief.post('/api/withdrawals', { amount: 10_000, password: `burst-${i}-2026` }, { 'idempotency-key': randomUUID() })));
    const codes = burst.map((r) => r.body.fail_code);
    expect(codes.filter((c) => c === 'invalid_credentials')).toHaveLength(5);
    expect(codes.filter((c) => c === 'account_locked')).toHaveLength(7);
  });

  it('asks for the password to change the name or phone, and stores nothing without it', async () => {
    const user = t.client();
    const { password } = await signUp(user);
    expect(await user.patch('/api/me', { name: '임꺽정' })).toMatchObject({ status: 400, body: { fail_code: 'invalid_input', fields: { password: 'required' } } });
    expect(await user.patch('/api/me', { name: '임꺽정', password: 'not-my-pass-1' })).toMatchObject({ status: 400, body: { fail_code: 'invalid_credentials' } });
    expect((await user.get('/api/me')).body.user.name).toBe('홍길동');
    const changed = await user.patch('/api/me', { name: '임꺽정', phone: '010-3333-4444', password });
    expect(changed).toMatchObject({ status: 200, body: { user: { name: '임꺽정', phone: '010-3333-4444' } } });
  });

  it('a right answer ends the row of failures', async () => {
    const user = t.client();
    const { password } = await signUp(user);
    for (let i = 0; i < 4; i++) await user.patch('/api/me', { phone: '010-5555-6666', password: `wrong-${i}-2026` });
    expect(await user.patch('/api/me', { phone: '010-5555-6666', password })).toMatchObject({ status: 200 });
    for (let i = 0; i < 4; i++) {
      expect(await user.patch('/api/me', { phone: '010-5555-6666', password: `again-${i}-2026` })).toMatchObject({ status: 400 });
    }
    expect(await user.patch('/api/me', { phone: '010-7777-8888', password })).toMatchObject({ status: 200 });
  });
});
