// Proves the password reset through HTTP: 202 whatever the e-mail, answered before any work is done (so in the same time for members and strangers), a hashed single-use 30-minute token mailed to the outbox in a link absolute from PUBLIC_URL, invalid_reset_token when reused or expired, and the outbox only for operators in sandbox mode.
import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { PasswordResetService } from '../../../server/src/identity/password-reset/password-reset.service';
import { Clock } from '../../../server/src/shared/clock';
import { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { fixtureAddress, login, loginAsOperator, signUp, uniqueEmail } from '../../support/users';

const PUBLIC_URL = 'https://www.ondari.example';
const tokenIn = (body: string) => /\/user_password_reset_verify\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];

describe('identity: password reset', () => {
  let t: TestApp;
  let clock: Clock;
  let operator: HttpClient;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL } });
    clock = t.app.get(Clock);
    operator = await loginAsOperator(t);
  });
  afterEach(() => clock.resetForTests());
  afterAll(async () => {
    await t.close();
  });

  const requestReset = (email: string) => t.client().post('/api/auth/password_reset_request', { email }, fixtureAddress());
  const latestTokenFor = async (email: string) => {
    // The request is answered before its work is done: wait for the work.
    await t.app.get(PasswordResetService).whenIdle();
    const res = await operator.get(`/api/admin/mail_outbox?to=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    return { token: tokenIn(res.body.items[0]?.body_text ?? ''), items: res.body.items };
  };

  it('mails a single-use link, sets the new password, ends old sessions', async () => {
    const session = t.client();
    const { email, password } = await signUp(session);
    const res = await requestReset(email);
    expect(res.status).toBe(202);
    const { token, items } = await latestTokenFor(email);
    expect(items[0]).toEqual({ id: expect.any(String), to: email, subject: expect.any(String), body_text: expect.stringContaining(`\n${PUBLIC_URL}/user_password_reset_verify?token=`), created_at: expect.any(String) });
    expect(token).toBeDefined();
    // Stored hashed: the token itself is nowhere in the database.
    const stored = await t.dataSource.query(`SELECT token_hash FROM password_reset_tokens`);
    expect(stored.map((r: { token_hash: string }) => r.token_hash)).toContain(createHash('sha256').update(token!).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const done = await t.client().post('/api/auth/password_reset_verify', { token, new_password: 'after-reset-2026' });
    expect(done.status).toBe(204);
    expect((await session.get('/api/me')).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { email, password }, fixtureAddress())).body.fail_code).toBe('invalid_credentials');
    await login(t.client(), email, 'after-reset-2026');

    const reused = await t.client().post('/api/auth/password_reset_verify', { token, new_password: 'second-try-2026' });
    expect(reused.status).toBe(400);
    expect(reused.body.fail_code).toBe('invalid_reset_token');
  });

  it('answers before the work is done: the same for a member and a stranger, even while the mail cannot be written', async () => {
    const { email } = await signUp(t.client());
    const blocker = new Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      // Nothing can be written to the outbox until this transaction ends.
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE mail_outbox IN ACCESS EXCLUSIVE MODE');
      const member = await requestReset(email);
      const stranger = await requestReset(uniqueEmail('nobody'));
      expect([member.status, stranger.status]).toEqual([202, 202]);
      expect(member.body).toEqual(stranger.body);
      // Both were answered while the member's mail was still waiting for the lock.
      const [{ n }] = (await blocker.query('SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1', [email])).rows;
      expect(n).toBe(0);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    expect((await latestTokenFor(email)).token).toBeDefined();
  });

  it('answers 202 for an unknown e-mail and mails nothing', async () => {
    const nobody = uniqueEmail('nobody');
    expect((await requestReset(nobody)).status).toBe(202);
    expect((await latestTokenFor(nobody)).items).toEqual([]);
  });

  it('refuses a token after 30 minutes', async () => {
    const { email } = await signUp(t.client());
    await requestReset(email);
    const { token } = await latestTokenFor(email);
    clock.advanceForTests(30 * 60 * 1000 + 1000);
    const res = await t.client().post('/api/auth/password_reset_verify', { token, new_password: 'too-late-2026' });
    expect(res.status).toBe(400);
    expect(res.body.fail_code).toBe('invalid_reset_token');
  });

  it('a newer request voids the older token; a made-up token is refused; a weak password keeps the token', async () => {
    const { email } = await signUp(t.client());
    await requestReset(email);
    const first = (await latestTokenFor(email)).token;
    await requestReset(email);
    const second = (await latestTokenFor(email)).token;
    expect(second).not.toBe(first);
    expect((await t.client().post('/api/auth/password_reset_verify', { token: first, new_password: 'old-token-2026' })).body.fail_code).toBe('invalid_reset_token');
    expect((await t.client().post('/api/auth/password_reset_verify', { token: 'made-up', new_password: 'made-up-2026' })).body.fail_code).toBe('invalid_reset_token');
    const weak = await t.client().post('/api/auth/password_reset_verify', { token: second, new_password: 'weak' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ fail_code: 'invalid_input', fields: { new_password: 'too_short' } });
    expect((await t.client().post('/api/auth/password_reset_verify', { token: second, new_password: 'strong-enough-2026' })).status).toBe(204);
  });

  it('one token used by two requests at once succeeds once', async () => {
    const { email } = await signUp(t.client());
    await requestReset(email);
    const { token } = await latestTokenFor(email);
    const results = await Promise.all([1, 2, 3].map((i) => t.client().post('/api/auth/password_reset_verify', { token, new_password: `racing-pass-${i}0` })));
    expect(results.map((r) => r.status).sort()).toEqual([204, 400, 400]);
  });

  it('a reset lifts a login lock', async () => {
    const { email } = await signUp(t.client());
    for (let i = 0; i < 5; i++) await t.client().post('/api/auth/login', { email, password: `wrong-pass-${i}x` }, fixtureAddress());
    await requestReset(email);
    const { token } = await latestTokenFor(email);
    expect((await t.client().post('/api/auth/password_reset_verify', { token, new_password: 'unlocked-2026' })).status).toBe(204);
    await login(t.client(), email, 'unlocked-2026');
  });

  it('keeps the outbox from investors (403) and from everyone outside the sandbox (404)', async () => {
    const investor = t.client();
    await signUp(investor);
    const res = await investor.get('/api/admin/mail_outbox');
    expect(res.status).toBe(403);
    expect(res.body.fail_code).toBe('forbidden');
    expect((await t.client().get('/api/admin/mail_outbox')).status).toBe(401);
  });
});

describe('identity: mail outbox outside the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { SANDBOX: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 not_found even to operators', async () => {
    const operator = await loginAsOperator(t);
    const res = await operator.get('/api/admin/mail_outbox');
    expect(res.status).toBe(404);
    expect(res.body.fail_code).toBe('not_found');
  });
});
