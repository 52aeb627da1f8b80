// Proves the public forms through HTTP: the corporate investing inquiry and the apartment loan
// application validate every field (invalid_input with fields), are stored and listed for
// operators only, and are rate limited per client address.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { fixtureAddress, loginAsOperator, signUp } from '../../support/users';

const inquiry = {
  company_name: '주식회사 한빛물산',
  contact_name: '김재무',
  phone: '02-1234-5678',
  email: 'finance@hanbit.example',
  amount: 500_000_000,
  message: '분기별 여유 자금 운용을 검토하고 있습니다.',
  agree_privacy: true,
};

const application = {
  address: '서울특별시 마포구 월드컵북로 400, 101동 1203호',
  estimated_value: 900_000_000,
  requested_amount: 200_000_000,
  name: '이대출',
  phone: '010-9876-5432',
  source: 'landing_apt',
  agree_privacy: true,
};

describe('public forms', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t.close());

  describe('corporate investing inquiry', () => {
    it('stores a valid inquiry without login and lists it for operators', async () => {
      const res = await t.client().post('/api/inquiries/corporate', inquiry, fixtureAddress());
      expect(res.status).toBe(201);
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);

      const list = await operator.get('/api/admin/inquiries?page=1&size=10');
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ page: 1, size: 10, total: 1 });
      expect(list.body.items[0]).toMatchObject({
        id: res.body.id, company_name: '주식회사 한빛물산', contact_name: '김재무', phone: '02-1234-5678',
        email: 'finance@hanbit.example', amount: 500_000_000, message: inquiry.message,
      });
    });

    it('names every bad field', async () => {
      const res = await t.client().post('/api/inquiries/corporate', {
        company_name: '', contact_name: '김', phone: '1234', email: 'not-an-email', amount: 10.5, agree_privacy: false, extra: 1,
      }, fixtureAddress());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ fail_code: 'invalid_input' });
      expect(res.body.fields).toEqual({
        company_name: 'required', phone: 'invalid_format', email: 'invalid_format', amount: 'must_be_integer', agree_privacy: 'must_agree', extra: 'unknown_field',
      });
      const small = await t.client().post('/api/inquiries/corporate', { ...inquiry, amount: 999_999 }, fixtureAddress());
      expect(small.body.fields).toEqual({ amount: 'too_small' });
    });
  });

  describe('apartment-secured loan application', () => {
    it('stores a valid application and lists it with its LTV for operators', async () => {
      const res = await t.client().post('/api/loan_applications', application, fixtureAddress());
      expect(res.status).toBe(201);
      const list = await operator.get('/api/admin/loan_applications');
      expect(list.body.total).toBe(1);
      expect(list.body.items[0]).toMatchObject({
        id: res.body.id, address: application.address, estimated_value: 900_000_000, requested_amount: 200_000_000,
        ltv_bp: 2222, name: '이대출', phone: '010-9876-5432', email: null, source: 'landing_apt',
      });
    });

    it('refuses a request above the estimated value, a bad source and missing fields', async () => {
      const over = await t.client().post('/api/loan_applications', { ...application, requested_amount: 1_000_000_000 }, fixtureAddress());
      expect(over.body.fields).toEqual({ requested_amount: 'exceeds_estimated_value' });
      const bad = await t.client().post('/api/loan_applications', { source: 'elsewhere', email: 'x@', agree_privacy: true }, fixtureAddress());
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({
        address: 'required', estimated_value: 'required', requested_amount: 'required', name: 'required', phone: 'required',
        email: 'invalid_format', source: 'invalid_value',
      });
      expect((await operator.get('/api/admin/loan_applications')).body.total).toBe(1);
    });
  });

  it('limits each client address to 5 submissions of a form per 10 minutes', async () => {
    const address = fixtureAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await t.client().post('/api/loan_applications', application, address)).status).toBe(201);
    }
    const sixth = await t.client().post('/api/loan_applications', application, address);
    expect(sixth.status).toBe(429);
    expect(sixth.body.fail_code).toBe('too_many_requests');
    // Another address and the other form are counted apart.
    expect((await t.client().post('/api/loan_applications', application, fixtureAddress())).status).toBe(201);
    expect((await t.client().post('/api/inquiries/corporate', inquiry, address)).status).toBe(201);
  });

  it('records the operator\'s follow-up and filters by it', async () => {
    const created = await t.client().post('/api/inquiries/corporate', { ...inquiry, company_name: '후속 확인 주식회사' }, fixtureAddress());
    const handled = await operator.patch(`/api/admin/inquiries/${created.body.id}`, { status: 'contacted', memo: '11/22 통화, 자료 발송' });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ id: created.body.id, status: 'contacted', memo: '11/22 통화, 자료 발송' });
    expect(handled.body.handled_at).toEqual(expect.any(String));

    const contacted = await operator.get('/api/admin/inquiries?status=contacted');
    expect(contacted.body.items.map((i: { id: string }) => i.id)).toEqual([created.body.id]);
    expect(contacted.body.total).toBe(1);
    const fresh = await operator.get('/api/admin/inquiries?status=new');
    expect(fresh.body.items.every((i: { status: string }) => i.status === 'new')).toBe(true);

    expect((await operator.patch(`/api/admin/inquiries/${created.body.id}`, { status: 'done' })).body.fields).toEqual({ status: 'invalid_value' });
    expect((await operator.get('/api/admin/inquiries?status=done')).body.fields).toEqual({ status: 'invalid_value' });
    const app = (await operator.get('/api/admin/loan_applications?size=1')).body.items[0];
    expect(app.status).toBe('new');
    expect((await operator.patch(`/api/admin/loan_applications/${app.id}`, { status: 'closed' })).body).toMatchObject({ status: 'closed', memo: '' });
    expect((await operator.patch(`/api/admin/loan_applications/00000000-0000-4000-8000-000000000000`, { status: 'closed' })).status).toBe(404);
  });

  it('lists submissions to operators only', async () => {
    expect((await t.client().get('/api/admin/inquiries')).status).toBe(401);
    const investor = t.client();
    await signUp(investor);
    expect((await investor.get('/api/admin/loan_applications')).body.fail_code).toBe('forbidden');
  });
});
