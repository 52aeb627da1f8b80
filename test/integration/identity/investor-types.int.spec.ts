// Proves investor type applications: an investor applies with evidence, operators list and approve or reject once, approval changes the user's investor_type at once, investors cannot reach the operators' endpoints or each other's applications.
import { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator, signUp } from '../../support/users';

describe('identity: investor types', () => {
  let t: TestApp;
  let operator: HttpClient;
  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('applies, lists for operators, approves, and the type applies to the next request', async () => {
    const investor = t.client();
    const { user } = await signUp(investor);
    const applied = await investor.post('/api/me/investor_type_requests', { investor_type: 'income_qualified', evidence: '2025년 종합소득 1억 원 (원천징수영수증)' });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({ id: expect.any(String), user_id: user.id, investor_type: 'income_qualified', status: 'pending', current_investor_type: 'general', decided_at: null });

    const dup = await investor.post('/api/me/investor_type_requests', { investor_type: 'professional', evidence: '다른 신청' });
    expect(dup.status).toBe(400);
    expect(dup.body.fields).toEqual({ investor_type: 'request_pending' });

    const list = await operator.get('/api/admin/investor_type_requests?status=pending');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, size: 20 });
    expect(list.body.items.map((r: { id: string }) => r.id)).toContain(applied.body.id);

    const approved = await operator.post(`/api/admin/investor_type_requests/${applied.body.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', current_investor_type: 'income_qualified', decided_at: expect.any(String) });
    expect((await investor.get('/api/me')).body.user.investor_type).toBe('income_qualified');

    const again = await operator.post(`/api/admin/investor_type_requests/${applied.body.id}/reject`);
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ status: 'already_decided' });

    const mine = await investor.get('/api/me/investor_type_requests');
    expect(mine.body.items).toHaveLength(1);
    expect(mine.body.items[0].status).toBe('approved');

    const same = await investor.post('/api/me/investor_type_requests', { investor_type: 'income_qualified', evidence: '재신청' });
    expect(same.body.fields).toEqual({ investor_type: 'already_this_type' });
  });

  it('a rejection leaves the type as it was and allows a new application', async () => {
    const investor = t.client();
    await signUp(investor);
    const applied = await investor.post('/api/me/investor_type_requests', { investor_type: 'professional', evidence: '금융투자업 종사 5년' });
    const rejected = await operator.post(`/api/admin/investor_type_requests/${applied.body.id}/reject`);
    expect(rejected.body.status).toBe('rejected');
    expect((await investor.get('/api/me')).body.user.investor_type).toBe('general');
    expect((await investor.post('/api/me/investor_type_requests', { investor_type: 'professional', evidence: '보완 서류' })).status).toBe(201);
  });

  it('refuses bad input', async () => {
    const investor = t.client();
    await signUp(investor);
    for (const [body, fields] of [
      [{ investor_type: 'general', evidence: 'x' }, { investor_type: 'invalid_value' }],
      [{ investor_type: 'professional' }, { evidence: 'required' }],
      [{ investor_type: 'professional', evidence: 'x'.repeat(2001) }, { evidence: 'too_long' }],
      [{ investor_type: 1, evidence: 2, user_id: 'x' }, { investor_type: 'invalid_value', evidence: 'must_be_string', user_id: 'unknown_field' }],
    ] as const) {
      const res = await investor.post('/api/me/investor_type_requests', body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(fields);
    }
    expect((await operator.post('/api/admin/investor_type_requests/not-a-uuid/approve')).body.fields).toEqual({ id: 'invalid_uuid' });
    const unknown = await operator.post('/api/admin/investor_type_requests/00000000-0000-4000-8000-000000000000/approve');
    expect(unknown.status).toBe(404);
    expect((await operator.post('/api/admin/investor_type_requests/00000000-0000-4000-8000-000000000000/grant')).status).toBe(400);
  });

  it('keeps investors out of the operators\' endpoints and out of each other\'s applications', async () => {
    const alice = t.client();
    await signUp(alice);
    const bob = t.client();
    await signUp(bob);
    const request = await alice.post('/api/me/investor_type_requests', { investor_type: 'professional', evidence: '앨리스의 증빙' });
    for (const res of [
      await bob.get('/api/admin/investor_type_requests'),
      await bob.post(`/api/admin/investor_type_requests/${request.body.id}/approve`),
      await bob.get('/api/admin/users'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.fail_code).toBe('forbidden');
    }
    expect((await bob.get('/api/me/investor_type_requests')).body.items).toEqual([]);
    expect((await alice.get('/api/me')).body.user.investor_type).toBe('general');
  });
});
