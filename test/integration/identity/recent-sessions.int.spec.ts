// Proves the sessions kept for the investors' main reads (identity/sessions/recent-sessions.ts):
// they are used (a change no trigger announces goes unseen by those reads for a moment, while
// every other route sees it at once); a logout ends them at once in this process; a session
// deleted or a user changed anywhere else (the session_changed notification) ends them well
// before their 5 seconds.
import { PgNotifications } from '../../../server/src/shared/database/pg-notifications';
import { startTestApp, TestApp } from '../../support/test-app';
import { signUp } from '../../support/users';

/** Polls until `probe` is true; the time it took, in ms. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

describe('identity: sessions kept for the main reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    expect(await t.app.get(PgNotifications).listen()).toBe(true);
  });
  afterAll(() => t?.close());

  const sidOf = (client: ReturnType<TestApp['client']>) => client.cookies.get('sid')!;

  it('are used by the main reads only', async () => {
    const client = t.client();
    await signUp(client);
    expect((await client.get('/api/wallet')).status).toBe(200);
    // Expired behind the process's back: no trigger announces an update of the expiry.
    await t.dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [sidOf(client)]);
    expect((await client.get('/api/wallet')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('end at once with a logout', async () => {
    const client = t.client();
    await signUp(client);
    const sid = sidOf(client);
    expect((await client.get('/api/dashboard')).status).toBe(200);
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    client.cookies.set('sid', sid);
    expect((await client.get('/api/dashboard')).status).toBe(401);
  });

  it('end when the session is deleted or the user changes elsewhere, long before they would lapse', async () => {
    const client = t.client();
    const { user } = await signUp(client);
    expect((await client.get('/api/dashboard')).body.limits.investor_type).toBe('general');
    await t.dataSource.query(`UPDATE users SET investor_type = 'professional' WHERE id = $1`, [user.id]);
    expect(await within(2_000, async () => (await client.get('/api/dashboard')).body.limits.investor_type === 'professional')).toBeLessThan(2_000);
    await t.dataSource.query(`DELETE FROM sessions WHERE id = $1`, [sidOf(client)]);
    expect(await within(2_000, async () => (await client.get('/api/wallet')).status === 401)).toBeLessThan(2_000);
  });
});
