// Proves the HTTP conventions every endpoint shares: one error envelope with Korean messages,
// invalid_input with fields, the 100 KB body limit, no stack traces, CSRF on state changes,
// and slow commands answering 202 with a pollable GET /api/commands/{id} scoped to their owner.
import { randomUUID } from 'node:crypto';
import { CommandProcessor } from '../../../server/src/shared/queue/command-processor';
import { ProbeModule } from '../../support/probe.module';
import { startTestApp, TestApp } from '../../support/test-app';
import { signUp } from '../../support/users';

describe('HTTP conventions', () => {
  let t: TestApp;

  afterEach(() => t?.close());

  it('answers errors in one envelope, validates at the edge and refuses bodies over 100 KB', async () => {
    t = await startTestApp({ extraModules: [ProbeModule] });
    const visitor = t.client();
    const notFound = await visitor.get('/api/no-such-thing');
    expect(notFound).toMatchObject({ status: 404, body: { fail_code: 'not_found', message: expect.stringMatching(/[가-힣]/) } });

    const anonymous = await visitor.post('/api/probe/increment', { counter_id: 'x', by: 1 });
    expect(anonymous).toMatchObject({ status: 401, body: { fail_code: 'no_permission' } });

    const user = t.client();
    await signUp(user);
    const bad = await user.post('/api/probe/increment', { counter_id: 7, by: 1.5, extra: true });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fail_code: 'invalid_input', fields: { counter_id: 'must_be_string', by: 'must_be_integer', extra: 'unknown_field' } });

    const brokenJson = await user.request('POST', '/api/probe/increment', '{"counter_id": ', { 'content-type': 'application/json' });
    expect(brokenJson).toMatchObject({ status: 400, body: { fail_code: 'invalid_input' } });

    const huge = await user.post('/api/probe/increment', { counter_id: 'x'.repeat(101 * 1024), by: 1 });
    expect(huge).toMatchObject({ status: 413, body: { fail_code: 'payload_too_large' } });
    expect(JSON.stringify(huge.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('sends the security headers on API answers and on errors alike', async () => {
    t = await startTestApp();
    for (const path of ['/api/health', '/api/no-such-thing']) {
      const res = await fetch(`${t.baseUrl}${path}`);
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;"
        + "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      // HSTS only in production, behind TLS.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('refuses a state-changing request with a session but without the CSRF token', async () => {
    t = await startTestApp({ extraModules: [ProbeModule] });
    const user = t.client();
    await signUp(user);
    user.csrf = false;
    const missing = await user.post('/api/probe/increment', { counter_id: 'c', by: 1 });
    expect(missing).toMatchObject({ status: 403, body: { fail_code: 'invalid_csrf' } });
    const wrong = await user.post('/api/probe/increment', { counter_id: 'c', by: 1 }, { 'x-csrf-token': 'forged' });
    expect(wrong).toMatchObject({ status: 403, body: { fail_code: 'invalid_csrf' } });
    user.csrf = true;
    const ok = await user.post('/api/probe/increment', { counter_id: `c-${randomUUID()}`, by: 2 });
    expect(ok).toMatchObject({ status: 201, body: { total: 2 } });
  });

  it('answers 202 when the outcome takes longer than the wait, then GET /api/commands/{id} gives it to its owner only', async () => {
    t = await startTestApp({ worker: false, extraModules: [ProbeModule], env: { COMMAND_WAIT_MS: '200' } });
    const owner = t.client();
    await signUp(owner);
    const accepted = await owner.post('/api/probe/increment', { counter_id: `slow-${randomUUID()}`, by: 4 });
    expect(accepted).toMatchObject({ status: 202, body: { status: 'pending', command_id: expect.any(String) } });
    const commandId = accepted.body.command_id as string;
    expect(await owner.get(`/api/commands/${commandId}`)).toMatchObject({ status: 200, body: { status: 'pending' } });

    const stranger = t.client();
    await signUp(stranger);
    expect(await stranger.get(`/api/commands/${commandId}`)).toMatchObject({ status: 404, body: { fail_code: 'not_found' } });
    expect(await owner.get(`/api/commands/not-a-uuid`)).toMatchObject({ status: 400, body: { fail_code: 'invalid_input' } });

    // A worker picks it up (the API process has none); a job delivered twice still applies once.
    const [{ partition_key }] = await t.dataSource.query(`SELECT partition_key FROM command_inbox WHERE command_id = $1`, [commandId]);
    const processor = t.app.get(CommandProcessor);
    await processor.process({ commandId, partitionKey: partition_key });
    await processor.process({ commandId, partitionKey: partition_key });
    expect(await owner.get(`/api/commands/${commandId}`)).toMatchObject({ status: 200, body: { status: 'succeeded', result: { total: 4 } } });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM events WHERE metadata->>'command_id' = $1`, [commandId]);
    expect(count).toBe(1);
  });
});
