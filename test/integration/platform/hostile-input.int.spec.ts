// Proves docs/api.md's conventions for hostile input: a body that is not JSON is refused with 415
// before anything runs (no login CSRF); NUL, lone surrogates, impossible dates, out-of-range
// instants, repeated parameters and null bodies are 400 invalid_input with fields; a malformed
// cookie is no session; Fastify's and Node's own refusals answer in the envelope without echoing
// the request; logged-in answers are not cached; a made-up investment ticket is invalid_token.
import net from 'node:net';
import { startTestApp, TestApp } from '../../support/test-app';
import { fixtureAddress, loginAsOperator, signUp, signUpVerified } from '../../support/users';

const MARK = 'zq7hostile';

function rawRequest(baseUrl: string, text: string): Promise<string> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function envelopeOf(raw: string): { status: number; body: { fail_code?: string; message?: string } } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
  return { status, body: JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) };
}

describe('hostile input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('refuses a form post before any handler runs: no session, no attempt counted (login CSRF)', async () => {
    const { email, password } = await signUp(t.client());
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/json; charset=latin1']) {
      const body = type.startsWith('application/json') ? JSON.stringify({ email, password }) : `email=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`;
      const res = await fetch(`${t.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': type, ...fixtureAddress() }, body });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ fail_code: 'unsupported_media_type', message: expect.stringMatching(/[가-힣]/) });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM login_attempts WHERE email_key = $1`, [email]);
    expect(n).toBe(0);
    // A body without any content type is refused the same way; JSON with charset utf-8 is fine.
    const bare = await fetch(`${t.baseUrl}/api/auth/login`, { method: 'POST', headers: fixtureAddress(), body: new Blob([JSON.stringify({ email, password })]) });
    expect(bare.status).toBe(415);
    const json = await fetch(`${t.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json; charset=UTF-8', ...fixtureAddress() }, body: JSON.stringify({ email, password }) });
    expect(json.status).toBe(200);
  });

  it('answers text PostgreSQL cannot store with invalid_input and the field', async () => {
    const visitor = t.client();
    expect(await visitor.post('/api/auth/login', { email: `a\u0000${MARK}@example.com`, password: 'x' }, fixtureAddress()))
      .toMatchObject({ status: 400, body: { fail_code: 'invalid_input', fields: { email: 'invalid_text' } } });
    const lone = await visitor.request('POST', '/api/auth/sign_up', `{"email":"x@example.com","name":"\\ud800${MARK}"}`, fixtureAddress());
    expect(lone).toMatchObject({ status: 400, body: { fail_code: 'invalid_input', fields: { name: 'invalid_text' } } });
    expect(await visitor.get(`/api/boards/notice?q=%00${MARK}`)).toMatchObject({ status: 400, body: { fields: { q: 'invalid_text' } } });
    expect(await visitor.get(`/api/boards/%00${MARK}`)).toMatchObject({ status: 400, body: { fields: { board: 'invalid_text' } } });
    for (const res of [lone]) expect(JSON.stringify(res.body)).not.toContain(MARK);
  });

  it('answers impossible dates, out-of-range instants, repeated parameters and null bodies with invalid_input', async () => {
    const user = t.client();
    await signUp(user);
    expect(await user.get('/api/wallet/transactions?from=2026-02-30')).toMatchObject({ status: 400, body: { fields: { from: 'invalid_date' } } });
    expect(await user.get('/api/dashboard/schedule?from=2026-02-30')).toMatchObject({ status: 400, body: { fields: { from: 'invalid_date' } } });
    expect(await user.get(`/api/wallet/transactions?to=${encodeURIComponent('+275760-09-13T00:00:00Z')}`)).toMatchObject({ status: 400 });
    expect(await user.get('/api/wallet/transactions?to=0000-01-01')).toMatchObject({ status: 400 });
    expect(await user.get('/api/products?page=1&page=2')).toMatchObject({ status: 400, body: { fail_code: 'invalid_input', fields: { page: 'repeated' } } });
    expect(await user.request('POST', '/api/auth/login', 'null', fixtureAddress())).toMatchObject({ status: 400, body: { fields: { body: 'must_be_object' } } });
    expect(await user.request('PATCH', '/api/me', '"text"')).toMatchObject({ status: 400, body: { fields: { body: 'must_be_object' } } });
  });

  it('answers what the long fuzz run found with 4xx, not 500: a PATCH without a body, a month of a three-digit year', async () => {
    const operator = await loginAsOperator(t);
    const patch = await operator.request('PATCH', '/api/admin/products/00000000-0000-4000-8000-000000000000', undefined);
    expect(patch).toMatchObject({ status: 404, body: { fail_code: 'no_such_product' } });
    expect(await t.client().get('/api/disclosures/monthly/0428-05')).toMatchObject({ status: 400, body: { fail_code: 'invalid_input', fields: { month: 'invalid_value' } } });
  });

  it('treats a malformed session cookie as no session', async () => {
    for (const cookie of ['sid=%00', `sid=${'A'.repeat(5000)}`, 'sid=%E0%A4%A', 'sid="\u0001"']) {
      const pub = await fetch(`${t.baseUrl}/api/products`, { headers: { cookie: cookie.replace('\u0001', '%01') } });
      expect(pub.status).toBe(200);
      const own = await fetch(`${t.baseUrl}/api/me`, { headers: { cookie: cookie.replace('\u0001', '%01') } });
      expect(own.status).toBe(401);
      expect(await own.json()).toMatchObject({ fail_code: 'no_permission' });
    }
    const login = await fetch(`${t.baseUrl}/api/auth/logout`, { method: 'POST', headers: { cookie: 'sid=%00' } });
    expect(login.status).toBe(204);
  });

  it("answers Fastify's and Node's own refusals in the envelope, never echoing the request", async () => {
    const badUrl = await fetch(`${t.baseUrl}/api/boards/%E0%A4%A${MARK}`);
    expect(badUrl.status).toBe(400);
    const badUrlText = await badUrl.text();
    expect(JSON.parse(badUrlText)).toMatchObject({ fail_code: 'invalid_input', fields: { path: 'invalid_format' } });
    expect(badUrlText).not.toContain(MARK);
    // A parameter past Fastify's length: refused (400) or, where a cache answers first, unknown (404).
    const longParam = await fetch(`${t.baseUrl}/api/boards/${'b'.repeat(300)}${MARK}`);
    const longText = await longParam.text();
    expect([400, 404]).toContain(longParam.status);
    expect(JSON.parse(longText)).toMatchObject({ fail_code: expect.stringMatching(/^(invalid_input|not_found)$/), message: expect.any(String) });
    expect(longText).not.toContain(MARK);
    const nulHeader = envelopeOf(await rawRequest(t.baseUrl, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Evil: a\u0000${MARK}\r\n\r\n`));
    expect(nulHeader).toMatchObject({ status: 400, body: { fail_code: 'invalid_input' } });
    const garbage = await rawRequest(t.baseUrl, `BREW /${MARK} HTCPCP/1.0\r\n\r\n`);
    expect(envelopeOf(garbage).body.fail_code).toBe('invalid_input');
    expect(garbage).not.toContain(MARK);
    const unknown = await t.client().get(`/api/no-such-${MARK}`);
    expect(unknown).toMatchObject({ status: 404, body: { fail_code: 'not_found' } });
    expect(JSON.stringify(unknown.body)).not.toContain(MARK);
  });

  it('marks logged-in answers Cache-Control: no-store', async () => {
    const user = t.client();
    await signUp(user);
    for (const path of ['/api/me', '/api/wallet', '/api/no-such-thing']) expect((await user.get(path)).headers.get('cache-control')).toBe('no-store');
  });

  it('answers a made-up investment ticket with invalid_token', async () => {
    const user = t.client();
    await signUpVerified(user);
    const item = { product_id: '00000000-0000-4000-8000-000000000000', amount: 10_000 };
    for (const ticket of ['made-up', '00000000-0000-4000-8000-000000000000', 'x\u0000']) {
      const res = await user.post('/api/investments', { ticket, acknowledged: true, items: [item] });
      expect(res.body.fail_code).toBe(ticket.includes('\u0000') ? 'invalid_input' : 'invalid_token');
    }
  });
});
