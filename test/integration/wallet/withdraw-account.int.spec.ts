// Proves POST /withdraw_account: the step-up password (invalid_credentials), the bank's four
// holder-name outcomes (verified, BNK_NM_NEED_REVIEW, BNK_NM_COULD_NOT_BE_VERIFIED,
// CHECK_BNK_NM_DENIED) against the identity-verified legal name, bank_closed, and that only a
// verified account is kept.
import { startTestApp, TestApp } from '../../support/test-app';
import { verifyIdentity } from '../../support/users';
import { bankControl, investor } from './wallet-fixtures';

describe('withdrawal account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const register = (inv: Awaited<ReturnType<typeof investor>>, fields: Record<string, unknown>) =>
    inv.client.post('/api/withdraw_account', { bank_code: '004', account_number: '12345678901234', holder_name: inv.name, password: inv.password, ...fields });

  it('registers an account whose holder is exactly the member', async () => {
    const inv = await investor(t, { name: '성춘향' });
    const res = await register(inv, {});
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ bank_code: '004', bank_name: 'KB국민은행', account_number: '12345678901234', holder_name: '성춘향', status: 'verified' });
    expect((await inv.client.get('/api/wallet')).body.withdraw_account).toMatchObject({ bank_code: '004', account_number: '12345678901234', status: 'verified' });
    // Re-registration replaces it.
    expect((await register(inv, { bank_code: '088', account_number: '110987654321' })).status).toBe(201);
    expect((await inv.client.get('/api/wallet')).body.withdraw_account).toMatchObject({ bank_code: '088', bank_name: '신한은행', account_number: '110987654321' });
  });

  it.each([
    ['same name with other spacing', { holder_name: '성 춘향' }, 'BNK_NM_NEED_REVIEW'],
    ['an account number the bank does not know', { account_number: '0001234567' }, 'BNK_NM_COULD_NOT_BE_VERIFIED'],
    ['another name', { holder_name: '변학도' }, 'CHECK_BNK_NM_DENIED'],
  ])('refuses %s: %s', async (_what, fields, code) => {
    const inv = await investor(t, { name: '성춘향' });
    const res = await register(inv, fields);
    expect(res.status).toBe(400);
    expect(res.body.fail_code).toBe(code);
    expect((await inv.client.get('/api/wallet')).body.withdraw_account).toBeNull();
  });

  it('treats letter case like spacing: BNK_NM_NEED_REVIEW', async () => {
    const inv = await investor(t, { name: 'Kim Minsu' });
    expect((await register(inv, { holder_name: 'KIM MINSU' })).body.fail_code).toBe('BNK_NM_NEED_REVIEW');
  });

  it('compares with the verified legal name: none before identity verification, and no rename after it', async () => {
    const inv = await investor(t, { name: '성춘향', verified: false, vaccount: false });
    const before = await register(inv, {});
    expect({ status: before.status, fail_code: before.body.fail_code }).toEqual({ status: 400, fail_code: 'identity_unverified' });
    // The provider's name is the legal name, whatever the sign-up said.
    expect((await verifyIdentity(inv.client, { name: '성몽룡', confirm_name_change: true })).name).toBe('성몽룡');
    expect((await register(inv, {})).body.fail_code).toBe('CHECK_BNK_NM_DENIED');
    expect((await register(inv, { holder_name: '성몽룡' })).status).toBe(201);
    const rename = await inv.client.patch('/api/me', { name: '성춘향', password: inv.password });
    expect({ status: rename.status, fields: rename.body.fields }).toEqual({ status: 400, fields: { name: 'locked' } });
    expect((await inv.client.patch('/api/me', { name: '성몽룡', phone: '010-9876-5432', password: inv.password })).status).toBe(200);
  });

  it('asks for the password again: invalid_credentials', async () => {
    const inv = await investor(t);
    const res = await register(inv, { password: 'wrong-password-123' });
    expect(res.status).toBe(400);
    expect(res.body.fail_code).toBe('invalid_credentials');
    expect((await inv.client.get('/api/wallet')).body.withdraw_account).toBeNull();
  });

  it('answers bank_closed while the bank is closed', async () => {
    const inv = await investor(t);
    await bankControl(t, { closed: true });
    try {
      const res = await register(inv, {});
      expect(res.status).toBe(503);
      expect(res.body.fail_code).toBe('bank_closed');
    } finally {
      await bankControl(t, { closed: null });
    }
  });

  it('validates the fields: invalid_input', async () => {
    const inv = await investor(t);
    const res = await register(inv, { bank_code: '999', account_number: '12-34' });
    expect(res.status).toBe(400);
    expect(res.body.fail_code).toBe('invalid_input');
    expect(res.body.fields).toMatchObject({ account_number: 'invalid_format' });
    expect((await register(inv, { bank_code: '999' })).body.fields).toEqual({ bank_code: 'unknown_bank' });
  });
});
