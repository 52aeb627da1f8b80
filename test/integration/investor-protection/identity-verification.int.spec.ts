// Proves identity verification (온투법 21조①, 특금법 5조의2): the sandbox provider verifies a claim and refuses a phone ending in 0000;
// no virtual account, deposit or investment before it (identity_unverified); the verified name becomes the legal name, locked against
// PATCH /me, and a verified name unlike the account's renames it only when the investor confirms (else name_change_unconfirmed
// with both names, nothing changed); every attempt is recorded for operators and kept after the account is gone.
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator, signUp, verifyIdentity } from '../../support/users';
import type { HttpClient } from '../../support/http-client';

describe('identity verification', () => {
  let t: TestApp;
  let operator: HttpClient;
  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t?.close());

  const failOf = (res: { status: number; body: { fail_code?: string } }) => ({ status: res.status, fail_code: res.body.fail_code });

  it('lets no money move before it: virtual account, deposit and investment answer identity_unverified', async () => {
    const client = t.client();
    const { user } = await signUp(client);
    expect(user.identity_verified).toBe(false);
    expect(failOf(await client.post('/api/vaccount', {}))).toEqual({ status: 400, fail_code: 'identity_unverified' });
    expect(failOf(await client.post('/api/sandbox/deposits', { amount: 10_000 }))).toEqual({ status: 400, fail_code: 'identity_unverified' });
    const ticket = (await client.post('/api/invest_tickets')).body.ticket;
    const invest = await client.post('/api/investments', { ticket, acknowledged: true, items: [{ product_id: crypto.randomUUID(), amount: 10_000 }] });
    expect(failOf(invest)).toEqual({ status: 400, fail_code: 'identity_unverified' });
    expect((await client.get('/api/wallet')).body.vaccount).toBeNull();
  });

  it('does not rename the account under another name unasked: 409 name_change_unconfirmed with both names, nothing changed', async () => {
    const client = t.client();
    const { user } = await signUp(client, { name: '김원래' });
    const cookieBefore = client.cookies.get('logined_user');
    const refused = await client.post('/api/me/identity_verification', { name: '김바뀜', birth_date: '1991-02-03', phone: '010-5555-1234' });
    expect({ ...failOf(refused), names: refused.body.names }).toEqual({ status: 409, fail_code: 'name_change_unconfirmed', names: { current: '김원래', verified: '김바뀜' } });
    expect(refused.body.message).toMatch(/확인된 이름/);
    expect((await client.get('/api/me')).body.user).toMatchObject({ name: '김원래', identity_verified: false });
    expect(client.cookies.get('logined_user')).toBe(cookieBefore);
    expect((await client.post('/api/vaccount', {})).body.fail_code).toBe('identity_unverified');
    // Said no (confirm_name_change: false) is the same answer; the attempts are kept, as not taken.
    expect(failOf(await client.post('/api/me/identity_verification', { name: '김바뀜', birth_date: '1991-02-03', phone: '010-5555-1234', confirm_name_change: false })).fail_code).toBe('name_change_unconfirmed');
    const records = (await operator.get(`/api/admin/identity_verifications?user_id=${user.id}`)).body.items;
    expect(records.map((r: { outcome: string; fail_reason: string }) => [r.outcome, r.fail_reason])).toEqual([['failed', 'name_change_unconfirmed'], ['failed', 'name_change_unconfirmed']]);
    // The same name as the account's needs no confirmation.
    expect(await verifyIdentity(client, { name: '김원래', birth_date: '1991-02-03', phone: '010-5555-1234' })).toMatchObject({ name: '김원래', identity_verified: true });
  });

  it('makes the verified name the legal name once confirmed: the cookie follows, PATCH /me may not change it, the virtual account carries it', async () => {
    const client = t.client();
    const { password } = await signUp(client, { name: '홍길동' });
    const verified = await verifyIdentity(client, { name: '홍길순', birth_date: '1991-02-03', phone: '010-5555-1234', confirm_name_change: true });
    expect(verified).toMatchObject({ name: '홍길순', identity_verified: true });
    expect(JSON.parse(decodeURIComponent(client.cookies.get('logined_user')!)).name).toBe('홍길순');
    const rename = await client.patch('/api/me', { name: '홍길동', password });
    expect({ status: rename.status, fail_code: rename.body.fail_code, fields: rename.body.fields }).toEqual({ status: 400, fail_code: 'invalid_input', fields: { name: 'locked' } });
    expect((await client.get('/api/me')).body.user.name).toBe('홍길순');
    const issued = await client.post('/api/vaccount', {});
    expect(issued.status).toBe(201);
    expect(issued.body.holder_name).toBe('홍길순');
    // A second verification changes nothing and asks the provider nothing.
    const again = await client.post('/api/me/identity_verification', { name: '다른사람', birth_date: '1991-02-03', phone: '010-5555-1234' });
    expect(again.status).toBe(201);
    expect(again.body.user.name).toBe('홍길순');
  });

  it('answers identity_verification_failed for a phone ending in 0000, records it, and verifies on a good try', async () => {
    const client = t.client();
    const { user } = await signUp(client, { name: '박실패' });
    const failed = await client.post('/api/me/identity_verification', { name: '박실패', birth_date: '1980-12-31', phone: '010-1234-0000' });
    expect(failOf(failed)).toEqual({ status: 400, fail_code: 'identity_verification_failed' });
    expect(failed.body.message).toMatch(/본인인증에 실패했습니다/);
    expect((await client.get('/api/me')).body.user.identity_verified).toBe(false);
    await verifyIdentity(client, { name: '박실패', birth_date: '1980-12-31', phone: '010-1234-5679' });
    const records = await operator.get(`/api/admin/identity_verifications?user_id=${user.id}`);
    expect(records.status).toBe(200);
    expect(records.body.items.map((r: { outcome: string; phone: string }) => [r.outcome, r.phone])).toEqual([['verified', '010-1234-5679'], ['failed', '010-1234-0000']]);
    expect(records.body.items[1]).toMatchObject({ fail_reason: 'phone_not_matched', provider: 'sandbox', birth_date: '1980-12-31', email: expect.stringContaining('@') });
    expect((await operator.get('/api/admin/identity_verifications?q=박실패')).body.items.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad input field by field, and is for the session\'s own account', async () => {
    const client = t.client();
    await signUp(client);
    const bad = await client.post('/api/me/identity_verification', { name: '<script>', birth_date: '2099-01-01', phone: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ name: 'invalid_format', birth_date: 'invalid_date', phone: 'invalid_format' });
    expect(failOf(await t.client().post('/api/me/identity_verification', { name: '홍길동', birth_date: '1990-01-01', phone: '010-1234-5678' })))
      .toEqual({ status: 401, fail_code: 'no_permission' });
    expect((await client.get('/api/admin/identity_verifications')).status).toBe(403);
    expect((await operator.get('/api/admin/identity_verifications?limit=0')).body.fields).toEqual({ limit: 'invalid_value' });
  });

  it('keeps the records when the account is gone (customer due diligence, 5 years)', async () => {
    const client = t.client();
    const { user } = await signUp(client, { name: '이보관' });
    await verifyIdentity(client, { name: '이보관' });
    await t.dataSource.query(`DELETE FROM sessions WHERE user_id = $1`, [user.id]);
    await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [user.id]);
    const records = await operator.get(`/api/admin/identity_verifications?user_id=${user.id}`);
    expect(records.body.items).toHaveLength(1);
    expect(records.body.items[0]).toMatchObject({ name: '이보관', outcome: 'verified', email: null });
  });
});
