// Proves the session rules through HTTP: CSRF double-submit, rotation at login (no fixation), idle and absolute expiry, logout clearing the three cookies, per-user scoping, and the sweeping of expired sessions and stale identity rows.
import { Clock } from '../../../server/src/shared/clock';
import { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { login, signUp } from '../../support/users';

describe('identity: sessions', () => {
  let t: TestApp;
  let clock: Clock;
  beforeAll(async () => {
    t = await startTestApp();
    clock = t.app.get(Clock);
  });
  afterEach(() => clock.resetForTests());
  afterAll(async () => {
    await t.close();
  });

  it('sets the cookies as docs/api.md says', async () => {
    const client = t.client();
    const res = await client.post('/api/auth/sign_up', { email: `c-${Date.now()}@example.com`, password: 'cookie-pass-1', name: '쿠키', phone: '010-1111-2222', agree_terms: true });
    const cookies = res.headers.getSetCookie();
    const sid = cookies.find((c) => c.startsWith('sid='))!;
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(sid).toMatch(/Path=\//);
    const logined = cookies.find((c) => c.startsWith('logined_user='))!;
    expect(logined).not.toMatch(/HttpOnly/i);
    expect(JSON.parse(decodeURIComponent(logined.split(';')[0].slice('logined_user='.length)))).toEqual({ id: res.body.user.id, name: '쿠키' });
    const csrf = cookies.find((c) => c.startsWith('csrf_token='))!;
    expect(csrf).not.toMatch(/HttpOnly/i);
  });

  it('refuses a state-changing request without or with a wrong CSRF token (403 invalid_csrf)', async () => {
    const client = t.client();
    await signUp(client);
    client.csrf = false;
    const missing = await client.patch('/api/me', { name: '변경' });
    expect(missing.status).toBe(403);
    expect(missing.body.fail_code).toBe('invalid_csrf');
    const wrong = await client.patch('/api/me', { name: '변경' }, { 'x-csrf-token': 'forged-token' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.fail_code).toBe('invalid_csrf');
    const logout = await client.post('/api/auth/logout');
    expect(logout.status).toBe(403);
    // A token matching a forged cookie is not enough: it must be the session's own.
    client.cookies.set('csrf_token', 'attacker');
    const doubleForged = await client.patch('/api/me', { name: '변경' }, { 'x-csrf-token': 'attacker' });
    expect(doubleForged.status).toBe(403);
    expect((await client.get('/api/me')).body.user.name).toBe('홍길동');
  });

  it('does not keep a sid planted before login (session fixation)', async () => {
    const { email, password } = await signUp(t.client());
    const victim = t.client();
    victim.cookies.set('sid', 'attacker-chosen-session-id');
    await login(victim, email, password);
    expect(victim.cookies.get('sid')).not.toBe('attacker-chosen-session-id');
    expect((await victim.get('/api/me')).status).toBe(200);

    // The attacker's own live session planted into the victim's browser is destroyed, not reused.
    const attacker = t.client();
    await signUp(attacker);
    const planted = new HttpClient(t.baseUrl);
    planted.cookies.set('sid', attacker.cookies.get('sid')!);
    planted.cookies.set('csrf_token', attacker.cookies.get('csrf_token')!);
    const victimUser = await login(planted, email, password);
    expect(planted.cookies.get('sid')).not.toBe(attacker.cookies.get('sid'));
    expect((await planted.get('/api/me')).body.user.id).toBe(victimUser.id);
    expect((await attacker.get('/api/me')).status).toBe(401);
    const rows = await t.dataSource.query(`SELECT count(*) AS n FROM sessions WHERE id = $1`, [attacker.cookies.get('sid') ?? '']);
    expect(Number(rows[0].n)).toBe(0);
  });

  it('expires a session idle for more than 10 minutes and clears its cookies', async () => {
    const client = t.client();
    await signUp(client);
    clock.advanceForTests(9 * 60 * 1000);
    expect((await client.get('/api/me')).status).toBe(200);
    clock.advanceForTests(9 * 60 * 1000); // activity refreshed the idle timer
    expect((await client.get('/api/me')).status).toBe(200);
    clock.advanceForTests(10 * 60 * 1000 + 1000);
    const res = await client.get('/api/me');
    expect(res.status).toBe(401);
    expect(res.body.fail_code).toBe('no_permission');
    expect(client.cookies.size).toBe(0);
  });

  it('ends every session after 12 hours however active', async () => {
    const client = t.client();
    await signUp(client);
    const step = 9 * 60 * 1000;
    const absolute = 12 * 60 * 60 * 1000;
    let elapsed = 0;
    for (let i = 0; i < 100 && elapsed + step < absolute; i++) {
      clock.advanceForTests(step);
      elapsed += step;
      expect((await client.get('/api/me')).status).toBe(200);
    }
    clock.advanceForTests(absolute - elapsed + 1000); // less than the idle timeout
    const res = await client.get('/api/me');
    expect(res.status).toBe(401);
  });

  it('logout destroys the session and clears sid, logined_user and csrf_token', async () => {
    const client = t.client();
    await signUp(client);
    const sid = client.cookies.get('sid')!;
    const res = await client.post('/api/auth/logout');
    expect(res.status).toBe(204);
    const cleared = res.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(cleared.sort()).toEqual(['csrf_token', 'logined_user', 'sid']);
    expect(client.cookies.size).toBe(0);
    const replay = new HttpClient(t.baseUrl);
    replay.cookies.set('sid', sid);
    expect((await replay.get('/api/me')).status).toBe(401);
  });

  it('a password change ends the other sessions of the account, not this one', async () => {
    const first = t.client();
    const { email, password } = await signUp(first);
    const second = t.client();
    await login(second, email, password);
    expect((await first.post('/api/me/password', { current_password: password, new_password: 'changed-pass-99' })).status).toBe(204);
    expect((await first.get('/api/me')).status).toBe(200);
    expect((await second.get('/api/me')).status).toBe(401);
  });

  it('answers /me with the caller only: another user\'s session cookie is the only way to another account', async () => {
    const a = t.client();
    const b = t.client();
    const { user: ua } = await signUp(a);
    const { user: ub } = await signUp(b);
    expect((await a.get('/api/me')).body.user.id).toBe(ua.id);
    expect((await b.get('/api/me')).body.user.id).toBe(ub.id);
    expect((await t.client().get('/api/me')).status).toBe(401);
  });
});

describe('identity: sweeping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    t.app.get(Clock).resetForTests();
    await t.close();
  });

  it('removes expired sessions, day-old failure rows and reset tokens, and keeps live ones', async () => {
    const { IdentitySweeper } = await import('../../../server/src/identity/maintenance/identity-sweeper');
    const clock = t.app.get(Clock);
    const idle = t.client();
    const { email } = await signUp(idle);
    await t.client().post('/api/auth/login', { email: 'ghost@example.com', password: 'ghost-pass-1' });
    await t.client().post('/api/auth/password_reset_request', { email });
    // The reset's token is written in the background, after the answer.
    const { PasswordResetService } = await import('../../../server/src/identity/password-reset/password-reset.service');
    await t.app.get(PasswordResetService).whenIdle();
    clock.advanceForTests(25 * 60 * 60 * 1000);
    const live = t.client();
    await signUp(live);
    const swept = await t.app.get(IdentitySweeper).sweep();
    expect(swept).toEqual({ sessions: 1, loginAttempts: 1, resetTokens: 1 });
    expect((await live.get('/api/me')).status).toBe(200);
    expect((await t.app.get(IdentitySweeper).sweep())).toEqual({ sessions: 0, loginAttempts: 0, resetTokens: 0 });
  });
});
