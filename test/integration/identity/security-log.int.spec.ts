// Proves the security log: failed, locked and successful logins, step-up failures and locks,
// refused CSRF tokens and refused roles each write one `security` line with the event, the user
// or a digest of the e-mail, and the client address — and no line carries a password, a session
// id or the e-mail itself.
import { randomUUID } from 'node:crypto';
import { startTestApp, TestApp } from '../../support/test-app';
import { fixtureAddress, signUp } from '../../support/users';

describe('identity: security log', () => {
  let t: TestApp;
  const lines: string[] = [];
  const original = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };

  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'info' } });
    const capture = (chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    };
    process.stdout.write = capture as typeof process.stdout.write;
    process.stderr.write = capture as typeof process.stderr.write;
  });
  afterAll(async () => {
    process.stdout.write = original.out;
    process.stderr.write = original.err;
    await t?.close();
  });

  const events = () => lines.map((l) => { try { return JSON.parse(l); } catch { return null; } }).filter((l) => l?.context === 'security');

  it('logs authentication and access-control decisions without secrets', async () => {
    const investor = t.client();
    const { user, email, password } = await signUp(investor);
    const address = fixtureAddress();
    await t.client().post('/api/auth/login', { email, password: 'wrong-guess-2026' }, address);
    await t.client().post('/api/auth/login', { email, password }, address);
    for (let i = 0; i < 5; i++) await t.client().post('/api/auth/login', { email, password: `wrong-${i}-2026` }, fixtureAddress());
    await t.client().post('/api/auth/login', { email, password }, fixtureAddress());
    for (let i = 0; i < 6; i++) await investor.post('/api/withdrawals', { amount: 10_000, password: `guess-${i}-2026` }, { 'idempotency-key': randomUUID() });
    await investor.post('/api/me/password', { current_password: password, new_password: 'next-pass-2026' }, { 'x-csrf-token': 'forged' });
    await investor.get('/api/admin/users');

    const seen = events();
    const of = (event: string) => seen.filter((e) => e.event === event);
    expect(of('login_failed').length).toBeGreaterThanOrEqual(5);
    expect(of('login_failed')[0]).toMatchObject({ level: 'warn', email_digest: expect.stringMatching(/^[0-9a-f]{16}$/), ip: address['x-forwarded-for'], request_id: expect.any(String) });
    expect(of('login_succeeded')[0]).toMatchObject({ level: 'info', user_id: user.id });
    expect(of('login_locked')).toHaveLength(1);
    expect(of('step_up_failed')).toHaveLength(5);
    expect(of('step_up_locked')).toHaveLength(1);
    expect(of('csrf_refused')[0]).toMatchObject({ user_id: user.id });
    expect(of('role_refused')[0]).toMatchObject({ user_id: user.id });

    const everything = lines.join('\n');
    for (const secret of [password, 'wrong-guess-2026', 'guess-0-2026', email, investor.cookies.get('sid')!, investor.cookies.get('csrf_token')!]) {
      expect(everything).not.toContain(secret);
    }
  });
});
