// Proves corporate investors through HTTP: sign-up with a checked business number, identity verification of the representative with the beneficial owner recorded, withdrawals only to an account in the company's name, and a corporation that deposits and invests past every general limit but not past 40 % of one product, shown as corporate to itself and to operators.
import { randomBytes } from 'node:crypto';
import { createProduct, invest } from '../investing/investing-fixtures';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { fixtureAddress, loginAsOperator, signUp, uniqueEmail } from '../../support/users';

/** 123-45-67891 holds its check digit (worked by hand in business-number.unit.spec.ts). */
const COMPANY = { business_number: '123-45-67891', company_name: '(주)한빛테크', representative_name: '김대표' };
const OWNER = { name: '이실소', birth_date: '1965-03-04' };

function signUpBody(corporate: unknown) {
  return { email: uniqueEmail('corp'), password: `pass-${randomBytes(4).toString('hex')}-2026`, name: '김대표', phone: '010-2222-3333', agree_terms: true, corporate };
}

describe('identity: corporate investors', () => {
  let t: TestApp;
  let operator: HttpClient;
  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A corporation signed up and, unless told otherwise, its representative verified. */
  async function corporation(opts: { verified?: boolean; company?: typeof COMPANY } = {}) {
    const client = t.client();
    const signedUp = await signUp(client, { name: '김대표', corporate: opts.company ?? COMPANY });
    if (opts.verified !== false) {
      const res = await client.post('/api/me/identity_verification', { name: '김대표', birth_date: '1970-05-06', phone: '010-2222-3333', beneficial_owner: OWNER });
      if (res.status !== 201) throw new Error(`verification: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return { client, ...signedUp };
  }

  describe('sign-up', () => {
    it('makes a corporate investor, the business number accepted with or without dashes and stored as digits', async () => {
      for (const [typed, shown] of [['123-45-67891', '123-45-67891'], ['2208162517', '220-81-62517']]) {
        const client = t.client();
        const res = await client.post('/api/auth/sign_up', signUpBody({ ...COMPANY, business_number: typed, company_name: ' (주)한빛테크 ' }), fixtureAddress());
        expect(res.status).toBe(201);
        expect(res.body.user).toMatchObject({ investor_type: 'corporate', corporate: { business_number: shown, company_name: '(주)한빛테크', representative_name: '김대표' } });
        expect(res.body.user.corporate).not.toHaveProperty('beneficial_owner');
        const me = await client.get('/api/me');
        expect(me.body.user).toMatchObject({ investor_type: 'corporate', corporate: { business_number: shown }, identity_verified: false });
        const [stored] = await t.dataSource.query(`SELECT business_number FROM corporate_members WHERE user_id = $1`, [res.body.user.id]);
        expect(stored.business_number).toBe(shown.replace(/-/g, ''));
      }
    });

    it('leaves an individual general, with corporate null', async () => {
      const { user } = await signUp(t.client());
      expect(user).toMatchObject({ investor_type: 'general', corporate: null });
    });

    it('refuses a wrong check digit, a malformed number and missing or bad names, creating nothing', async () => {
      for (const [corporate, fields] of [
        [{ ...COMPANY, business_number: '123-45-67890' }, { 'corporate.business_number': 'invalid_check_digit' }],
        // The answer a check that forgets the ninth digit's carry would give (…29 is right).
        [{ ...COMPANY, business_number: '000-00-00020' }, { 'corporate.business_number': 'invalid_check_digit' }],
        [{ ...COMPANY, business_number: '123-45-6789' }, { 'corporate.business_number': 'invalid_format' }],
        [{ ...COMPANY, business_number: 1234567891 }, { 'corporate.business_number': 'must_be_string' }],
        [{ business_number: COMPANY.business_number }, { 'corporate.company_name': 'required', 'corporate.representative_name': 'required' }],
        [{ ...COMPANY, company_name: '   ', representative_name: ' ' }, { 'corporate.company_name': 'required', 'corporate.representative_name': 'required' }],
        [{ ...COMPANY, company_name: '가'.repeat(101), representative_name: '<b>김</b>' }, { 'corporate.company_name': 'too_long', 'corporate.representative_name': 'invalid_format' }],
        [{ ...COMPANY, ceo: '김대표' }, { 'corporate.ceo': 'unknown_field' }],
        ['(주)한빛테크', { corporate: 'must_be_object' }],
      ] as const) {
        const body = signUpBody(corporate);
        const res = await t.client().post('/api/auth/sign_up', body, fixtureAddress());
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ fail_code: 'invalid_input', fields });
        expect(await t.dataSource.query(`SELECT 1 FROM users WHERE email = $1`, [body.email])).toHaveLength(0);
      }
    });
  });

  describe('identity verification', () => {
    it('asks a corporation for its beneficial owner, and an individual for none', async () => {
      const { client } = await corporation({ verified: false });
      const claim = { name: '김대표', birth_date: '1970-05-06', phone: '010-2222-3333' };
      const without = await client.post('/api/me/identity_verification', claim);
      expect(without.status).toBe(400);
      expect(without.body).toMatchObject({ fail_code: 'invalid_input', fields: { beneficial_owner: 'required' } });
      const badOwner = await client.post('/api/me/identity_verification', { ...claim, beneficial_owner: { name: '이실소' } });
      expect(badOwner.body.fields).toEqual({ 'beneficial_owner.birth_date': 'required' });
      expect((await client.get('/api/me')).body.user.identity_verified).toBe(false);

      const individual = t.client();
      await signUp(individual);
      const refused = await individual.post('/api/me/identity_verification', { name: '홍길동', birth_date: '1990-01-02', phone: '010-1234-5678', beneficial_owner: OWNER });
      expect(refused.body).toMatchObject({ fail_code: 'invalid_input', fields: { beneficial_owner: 'corporate_only' } });
    });

    it('refuses a person other than the representative, saying so in Korean, and records the attempt', async () => {
      const { client, user } = await corporation({ verified: false });
      const res = await client.post('/api/me/identity_verification', { name: '박직원', birth_date: '1990-01-02', phone: '010-2222-3333', beneficial_owner: OWNER });
      expect(res.status).toBe(400);
      expect(res.body.fail_code).toBe('identity_verification_failed');
      expect(res.body.message).toContain('대표자 이름(김대표)');
      expect((await client.get('/api/me')).body.user).toMatchObject({ identity_verified: false, name: '김대표' });
      const records = await operator.get(`/api/admin/identity_verifications?user_id=${user.id}`);
      expect(records.body.items).toEqual([expect.objectContaining({ outcome: 'failed', name: '박직원', fail_reason: 'representative_name_mismatch', beneficial_owner: { name: '이실소', birth_date: '1965-03-04' } })]);
    });

    it('verifies the representative and records the beneficial owner, shown to operators only', async () => {
      const { client, user } = await corporation({ verified: false });
      // The representative's name as the carrier writes it may differ in spacing only.
      const res = await client.post('/api/me/identity_verification', { name: '김 대표', birth_date: '1970-05-06', phone: '010-2222-3333', beneficial_owner: OWNER });
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject({ identity_verified: true, investor_type: 'corporate', corporate: { company_name: '(주)한빛테크', representative_name: '김대표' } });
      expect(res.body.user.corporate).not.toHaveProperty('beneficial_owner');

      const found = await operator.get(`/api/admin/users?q=${encodeURIComponent('한빛테크')}`);
      const listed = found.body.items.find((u: { id: string }) => u.id === user.id);
      expect(listed).toMatchObject({
        investor_type: 'corporate',
        corporate: { business_number: '123-45-67891', company_name: '(주)한빛테크', beneficial_owner: { name: '이실소', birth_date: '1965-03-04', recorded_at: expect.any(String) } },
      });
      const byNumber = await operator.get('/api/admin/users?q=1234567891');
      expect(byNumber.body.items.map((u: { id: string }) => u.id)).toContain(user.id);
      const [record] = (await operator.get(`/api/admin/identity_verifications?user_id=${user.id}`)).body.items;
      expect(record).toMatchObject({ outcome: 'verified', beneficial_owner: OWNER });
    });

    it('lets a corporation apply for no other investor type', async () => {
      const { client } = await corporation();
      const res = await client.post('/api/me/investor_type_requests', { investor_type: 'professional', evidence: '법인 투자자' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ investor_type: 'corporate_account' });
    });
  });

  describe('money', () => {
    it('issues the virtual account in the company name and registers only a withdrawal account in it', async () => {
      const { client, password } = await corporation();
      const vaccount = await client.post('/api/vaccount', {});
      expect(vaccount.status).toBe(201);
      expect(vaccount.body.holder_name).toBe('(주)한빛테크');
      const account = { bank_code: '088', account_number: '110123456789', password };
      const personal = await client.post('/api/withdraw_account', { ...account, holder_name: '김대표' });
      expect(personal.status).toBe(400);
      expect(personal.body.fail_code).toBe('CHECK_BNK_NM_DENIED');
      expect((await client.get('/api/wallet')).body.withdraw_account).toBeNull();
      const company = await client.post('/api/withdraw_account', { ...account, holder_name: '(주)한빛테크' });
      expect(company.status).toBe(201);
      expect(company.body).toMatchObject({ holder_name: '(주)한빛테크', status: 'verified' });

      expect((await client.post('/api/sandbox/deposits', { amount: 300_000 })).status).toBe(201);
      const withdrawn = await client.post('/api/withdrawals', { amount: 100_000, password }, { 'idempotency-key': randomBytes(8).toString('hex') });
      expect(withdrawn.status).toBe(201);
      expect(withdrawn.body.balance).toBe(200_000);
    });

    it('deposits and invests past every general limit (total, same borrower), shown as corporate in GET /me and to operators', async () => {
      const { client, user } = await corporation({ company: { ...COMPANY, company_name: '(주)큰손투자' } });
      expect((await client.post('/api/vaccount', {})).status).toBe(201);
      expect((await client.post('/api/sandbox/deposits', { amount: 60_000_000 })).status).toBe(201);
      // 50,000,000 in one borrower's product: over a general investor's total (40,000,000) and same-borrower (5,000,000)
      // limits, and a quarter of the target (under the corporate share of one product).
      const product = await createProduct(operator, { target_amount: 200_000_000 });
      const placed = await invest(client, [{ product_id: product.id, amount: 50_000_000 }]);
      expect(placed.status).toBe(201);
      const wallet = await client.get('/api/wallet');
      expect(wallet.body).toMatchObject({ balance: 10_000_000, held: 50_000_000 });
      // The corporate share of one product is 40 % of its target: 80,000,000 here, not one won more.
      expect((await client.post('/api/sandbox/deposits', { amount: 30_000_000 })).status).toBe(201);
      expect((await invest(client, [{ product_id: product.id, amount: 30_010_000 }])).body.fail_code).toBe('over_institutional_share_limit');
      expect((await invest(client, [{ product_id: product.id, amount: 30_000_000 }])).status).toBe(201);
      expect((await client.get('/api/me')).body.user).toMatchObject({ investor_type: 'corporate', corporate: { company_name: '(주)큰손투자' } });
      const found = await operator.get(`/api/admin/users?q=${encodeURIComponent('큰손투자')}`);
      expect(found.body.items).toEqual([expect.objectContaining({ id: user.id, investor_type: 'corporate' })]);
    });
  });
});
