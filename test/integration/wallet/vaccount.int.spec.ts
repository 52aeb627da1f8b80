// Proves POST /vaccount issues one realistic virtual account per investor (has_vaccount follows)
// and answers every fail code of docs/api.md: vaccount_exists, bank_closed, seyfert_error, __poll,
// no_permission, too_many_requests; and that GET /wallet shows it.
import { startTestApp, TestApp } from '../../support/test-app';
import { signUpVerified } from '../../support/users';
import { bankControl, investor } from './wallet-fixtures';

describe('virtual accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('issues one account with a Korean bank, a realistic number and the member as holder', async () => {
    const client = t.client();
    const { user } = await signUpVerified(client, { name: '김예금' });
    expect(user.has_vaccount).toBe(false);
    const res = await client.post('/api/vaccount', {});
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      bank_code: expect.stringMatching(/^\d{3}$/),
      bank_name: expect.stringMatching(/은행$/),
      account_number: expect.stringMatching(/^\d{12,14}$/),
      holder_name: '김예금',
      issued_at: expect.any(String),
    });
    expect((await client.get('/api/me')).body.user.has_vaccount).toBe(true);
    const wallet = await client.get('/api/wallet');
    expect(wallet.status).toBe(200);
    expect(wallet.body).toMatchObject({ balance: 0, held: 0, withdrawable: 0, vaccount: res.body, withdraw_account: null });

    const again = await client.post('/api/vaccount', {});
    expect(again.status).toBe(409);
    expect(again.body.fail_code).toBe('vaccount_exists');
  });

  it('issues exactly one account when two requests race', async () => {
    const client = t.client();
    await signUpVerified(client);
    const answers = await Promise.all([client.post('/api/vaccount', {}), client.post('/api/vaccount', {})]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it.each(['bank_closed', 'seyfert_error', '__poll'])('answers %s when the bank does', async (code) => {
    const client = t.client();
    await signUpVerified(client);
    await bankControl(t, { fail_next: code });
    const res = await client.post('/api/vaccount', {});
    expect(res.body.fail_code).toBe(code);
    expect(res.status).toBe(code === 'bank_closed' ? 503 : 502);
    expect((await client.get('/api/wallet')).body.vaccount).toBeNull();
    expect((await client.post('/api/vaccount', {})).status).toBe(201);
  });

  it('answers bank_closed while operators keep the bank closed', async () => {
    await bankControl(t, { closed: true });
    try {
      const inv = await investor(t, { vaccount: false });
      const res = await inv.client.post('/api/vaccount', {});
      expect(res.status).toBe(503);
      expect(res.body.fail_code).toBe('bank_closed');
    } finally {
      await bankControl(t, { closed: null });
    }
  });

  it('limits how often one investor may ask: too_many_requests', async () => {
    const client = t.client();
    await signUpVerified(client);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await client.post('/api/vaccount', {})).status);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, 10).every((s) => s === 409)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('needs a session: no_permission', async () => {
    const res = await t.client().post('/api/vaccount', {});
    expect(res.status).toBe(401);
    expect(res.body.fail_code).toBe('no_permission');
    expect((await t.client().get('/api/wallet')).status).toBe(401);
  });
});
