// Proves the yearly information-security self-check (온투법 30조②) through HTTP: operators only
// (a visitor 401, an investor 403); a draft is saved and refused field by field; publishing needs
// every item answered and is idempotent under its key; a published version is final (the
// database refuses to change it) and a correction is the next version with its reason; the public
// reads published versions only. Every answer is also checked against the OpenAPI document.
import { randomUUID } from 'node:crypto';
import type { HttpClient } from '../../support/http-client';
import { businessClock } from '../../support/business-clock';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator, signUp } from '../../support/users';
import { DocumentChecker } from '../openapi/document-checker';

const KEYS = ['access_control', 'pii_encryption', 'log_retention', 'vulnerability_scanning', 'backup_recovery', 'incident_response', 'outsourcing_oversight'];
const allCompliant = () => Object.fromEntries(KEYS.map((key) => [key, { status: 'compliant', note: '' }]));

describe('information-security self-check', () => {
  let t: TestApp;
  let operator: HttpClient;
  let checker: DocumentChecker;
  let year: string;
  let today: string;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    checker = new DocumentChecker((await t.client().get('/api/openapi.json')).body);
    today = (await businessClock(operator)).today;
    year = today.slice(0, 4);
  });
  afterAll(() => t.close());

  const call = (client: HttpClient, method: string, template: string, opts: Parameters<DocumentChecker['request']>[3] = {}) => checker.request(client, method, template, opts);
  const publish = (key = randomUUID(), y = year) => call(operator, 'post', '/admin/security_self_checks/{year}/publish', { path: { year: y }, headers: { 'Idempotency-Key': key } });

  it('is for operators only: a visitor gets 401 and an investor 403', async () => {
    const investor = t.client();
    await signUp(investor);
    for (const [client, status, code] of [[t.client(), 401, 'no_permission'], [investor, 403, 'forbidden']] as const) {
      expect((await call(client, 'get', '/admin/security_self_checks')).status).toBe(status);
      const put = await call(client, 'put', '/admin/security_self_checks/{year}', { path: { year }, body: { items: allCompliant() } });
      expect([put.status, put.body.fail_code]).toEqual([status, code]);
      expect((await call(client, 'post', '/admin/security_self_checks/{year}/publish', { path: { year }, headers: { 'Idempotency-Key': 'k' } })).status).toBe(status);
    }
    expect((await operator.get(`/api/admin/security_self_checks/${year}`)).body).toMatchObject({ draft: null, published: null, versions: [] });
  });

  it('refuses bad input naming every field, and saves nothing', async () => {
    const res = await call(operator, 'put', '/admin/security_self_checks/{year}', {
      path: { year },
      body: { checked_on: '2999-01-01', items: { access_control: { status: '적합' }, firewall: { status: 'compliant' }, log_retention: { status: 'compliant', note: 'x'.repeat(1_001) } } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fail_code: 'invalid_input', fields: { checked_on: 'after_business_today', 'items.access_control.status': 'invalid_value', 'items.firewall': 'unknown_field', 'items.log_retention.note': 'too_long' } });
    expect((await call(operator, 'put', '/admin/security_self_checks/{year}', { path: { year }, body: { checked_on: '2019-12-31' } })).body.fields).toEqual({ checked_on: 'before_year' });
    expect((await call(operator, 'get', '/admin/security_self_checks/{year}', { path: { year: '2019' } })).body.fields).toEqual({ year: 'invalid_value' });
    expect((await call(operator, 'get', '/admin/security_self_checks/{year}', { path: { year: String(Number(year) + 1) } })).body.fields).toEqual({ year: 'after_business_year' });
    expect((await operator.get(`/api/admin/security_self_checks/${year}`)).body.versions).toEqual([]);
    expect((await publish()).status).toBe(404);
  });

  it('saves a partial draft, refuses to publish it until complete, then publishes it once under its key', async () => {
    const partial = await call(operator, 'put', '/admin/security_self_checks/{year}', { path: { year }, body: { items: { access_control: { status: 'non_compliant', note: '' } } } });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ year: Number(year), version: 1, state: 'draft', checked_on: null });
    expect(partial.body.items.map((i: { key: string }) => i.key)).toEqual(KEYS);
    const refused = await publish();
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      checked_on: 'required', 'items.access_control.note': 'required_when_non_compliant',
      ...Object.fromEntries(KEYS.slice(1).map((key) => [`items.${key}.status`, 'required'])),
    });
    expect((await call(operator, 'post', '/admin/security_self_checks/{year}/publish', { path: { year } })).body.fields).toEqual({ 'Idempotency-Key': 'required' });
    expect((await t.client().get('/api/disclosures/security_self_checks')).body.items).toEqual([]);

    const items = { ...allCompliant(), access_control: { status: 'non_compliant', note: '퇴직자 계정 2건 회수 지연, 12월까지 조치합니다.' }, outsourcing_oversight: { status: 'not_applicable', note: '' } };
    expect((await call(operator, 'put', '/admin/security_self_checks/{year}', { path: { year }, body: { checked_on: today, items } })).status).toBe(200);
    const key = randomUUID();
    const first = await publish(key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ version: 1, state: 'published', checked_on: today, correction_reason: null });
    const again = await publish(key);
    expect([again.status, again.body]).toEqual([201, first.body]);
    expect((await publish()).status).toBe(404);
  });

  it('never changes a published version: a correction is the next version, published with its reason', async () => {
    await expect(t.dataSource.query(`UPDATE security_self_checks SET items = '{}' WHERE year = $1 AND version = 1`, [Number(year)])).rejects.toThrow(/a correction is a new version/);
    await expect(t.dataSource.query(`DELETE FROM security_self_checks WHERE year = $1`, [Number(year)])).rejects.toThrow(/a correction is a new version/);
    const draft = await call(operator, 'put', '/admin/security_self_checks/{year}', { path: { year }, body: { checked_on: today, items: allCompliant() } });
    expect(draft.body).toMatchObject({ version: 2, state: 'draft' });
    expect((await publish()).body.fields).toEqual({ correction_reason: 'required_for_correction' });
    await call(operator, 'put', '/admin/security_self_checks/{year}', { path: { year }, body: { checked_on: today, items: allCompliant(), correction_reason: '접근 통제 조치를 마쳐 결과를 고칩니다.' } });
    const overview = await call(operator, 'get', '/admin/security_self_checks');
    expect(overview.body.items).toEqual([expect.objectContaining({ year: Number(year), published_version: 1, draft_version: 2 })]);
    const key = randomUUID();
    expect((await publish(key)).body).toMatchObject({ version: 2, state: 'published', correction_reason: '접근 통제 조치를 마쳐 결과를 고칩니다.' });
    expect((await publish(key, String(Number(year) - 1))).body.fail_code).toBe('duplicate_ticket');

    const one = await call(operator, 'get', '/admin/security_self_checks/{year}', { path: { year } });
    expect(one.body.versions.map((v: { version: number; state: string }) => [v.version, v.state])).toEqual([[2, 'published'], [1, 'published']]);
    expect(one.body.versions[1].items[0]).toMatchObject({ key: 'access_control', label: '접근 통제', status: 'non_compliant' });
  });

  it('shows the public the published versions only, never a draft', async () => {
    await call(operator, 'put', '/admin/security_self_checks/{year}', { path: { year }, body: { items: {} } });
    const res = await call(t.client(), 'get', '/disclosures/security_self_checks');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]).toMatchObject({ year: Number(year), current: { version: 2, state: 'published' }, earlier: [{ version: 1, state: 'published' }] });
    expect(res.body.items[0].current.items.find((i: { key: string }) => i.key === 'access_control')).toMatchObject({ status: 'compliant' });
  });

  it('answered as the OpenAPI document says, every time', () => {
    expect(checker.problems).toEqual([]);
  });
});
