// Proves deposits: the sandbox bank's real signed notification credits the balance; a bad or
// missing signature is 401 invalid_signature and records nothing; one tid delivered twice, and
// many times concurrently, credits once; an unknown account's money is kept for operators; the
// sandbox endpoints' fail codes (no_vaccount, bank_closed) and 404 when SANDBOX=false.
import { randomBytes } from 'node:crypto';
import { ProjectionRebuilder } from '../../../server/src/shared/projections/projection-rebuilder';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { balanceOf, bankControl, deposit, investor, notificationBody, notify, waitFor } from './wallet-fixtures';

describe('deposits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('credits a sandbox deposit through a real signed notification', async () => {
    const inv = await investor(t);
    const answer = await deposit(inv, 1_230_000);
    expect(answer).toEqual({ tid: expect.stringMatching(/^SBX/), balance: 1_230_000 });
    const [row] = await t.dataSource.query(`SELECT status, user_id, amount::int AS amount, raw_body FROM bank_notifications WHERE tid = $1`, [answer.tid]);
    expect(row).toMatchObject({ status: 'credited', user_id: inv.userId, amount: 1_230_000 });
    expect(JSON.parse(row.raw_body)).toMatchObject({ tid: answer.tid, account_number: inv.accountNumber });
    expect(await balanceOf(inv)).toMatchObject({ balance: 1_230_000, held: 0, withdrawable: 1_230_000 });
    const lines = (await inv.client.get('/api/wallet/transactions')).body.items;
    expect(lines).toEqual([expect.objectContaining({ type: 'deposit', amount: 1_230_000, held_change: 0, balance_after: 1_230_000, memo: expect.stringContaining('입금') })]);
  });

  it('refuses a bad or missing signature with 401 invalid_signature and records nothing', async () => {
    const inv = await investor(t);
    const body = notificationBody({ account_number: inv.accountNumber, amount: 50_000 });
    const tid = JSON.parse(body).tid;
    const wrongSecret = await notify(t, body, 'ab'.repeat(32));
    expect(wrongSecret).toEqual({ status: 401, body: expect.objectContaining({ fail_code: 'invalid_signature' }) });
    const missing = await fetch(`${t.baseUrl}/api/bank/notifications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(missing.status).toBe(401);
    // Signed for one body, sent with another: the signature covers the raw bytes.
    const tampered = await notify(t, body.replace('50000', '5000000'), (await import('../../../server/src/wallet/bank/webhook-signature')).signBody(body, t.config.bankWebhookSecret));
    expect(tampered.status).toBe(401);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM bank_notifications WHERE tid = $1`, [tid]);
    expect(count).toBe(0);
    expect((await balanceOf(inv)).balance).toBe(0);
  });

  it('answers a signed but malformed notification with invalid_input', async () => {
    const res = await notify(t, notificationBody({ amount: -5 }));
    expect(res.status).toBe(400);
    expect(res.body.fail_code).toBe('invalid_input');
  });

  it('credits a tid once when it is delivered twice, and when it is delivered 20 times at once', async () => {
    const inv = await investor(t);
    const body = notificationBody({ account_number: inv.accountNumber, amount: 70_000 });
    expect(await notify(t, body)).toEqual({ status: 200, body: { result: 'SUCCESS' } });
    expect(await notify(t, body)).toEqual({ status: 200, body: { result: 'SUCCESS' } });
    expect((await balanceOf(inv)).balance).toBe(70_000);
    // The first page is kept per investor for its newest line (read here first): the next deposit's line shows at once.
    expect((await inv.client.get('/api/wallet/transactions')).body.items.map((l: { amount: number }) => l.amount)).toEqual([70_000]);

    const concurrent = notificationBody({ account_number: inv.accountNumber, amount: 30_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(t, concurrent)));
    expect(answers.every((a) => a.status === 200 && a.body.result === 'SUCCESS')).toBe(true);
    expect((await balanceOf(inv)).balance).toBe(100_000);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM events WHERE stream_id = $1 AND type = 'DepositCredited'`, [`investor-${inv.userId}`]);
    expect(count).toBe(2);
    const lines = (await inv.client.get('/api/wallet/transactions')).body.items;
    expect(lines.map((l: { amount: number }) => l.amount)).toEqual([30_000, 70_000]);
  });

  it('keeps money for an unknown account for operators, credited to nobody', async () => {
    const accountNumber = `99${randomBytes(6).readUIntBE(0, 6)}`.slice(0, 14);
    const body = notificationBody({ account_number: accountNumber, amount: 440_000, depositor_name: '이몽룡' });
    expect((await notify(t, body)).status).toBe(200);
    expect((await notify(t, body)).status).toBe(200);
    const operator = await loginAsOperator(t);
    const list = await operator.get('/api/admin/bank/unmatched_deposits');
    expect(list.status).toBe(200);
    expect(list.body.items.filter((i: { account_number: string }) => i.account_number === accountNumber)).toEqual([
      { tid: JSON.parse(body).tid, account_number: accountNumber, amount: 440_000, depositor_name: '이몽룡', at: expect.any(String), received_at: expect.any(String), assigned_user_id: null, assigned_at: null, reason: 'unknown_account' },
    ]);
    const inv = await investor(t);
    expect((await inv.client.get('/api/admin/bank/unmatched_deposits')).status).toBe(403);
    expect((await inv.client.post(`/api/admin/bank/unmatched_deposits/${JSON.parse(body).tid}/assign`, { user_id: inv.userId })).status).toBe(403);
  });

  it('lets an operator credit an unmatched deposit to its investor, once', async () => {
    const tid = `T${randomBytes(8).toString('hex')}`;
    expect((await notify(t, notificationBody({ tid, account_number: '77700011122233', amount: 90_000, depositor_name: '홍길동' }))).status).toBe(200);
    const owner = await investor(t);
    const other = await investor(t);
    const operator = await loginAsOperator(t);
    const assign = (userId: string) => operator.post(`/api/admin/bank/unmatched_deposits/${tid}/assign`, { user_id: userId });
    expect((await assign(owner.userId)).body).toEqual({ tid, user_id: owner.userId, status: 'credited' });
    expect((await balanceOf(owner)).balance).toBe(90_000);
    // Repeating it credits nothing more; another investor is refused.
    expect((await assign(owner.userId)).body.status).toBe('credited');
    const refused = await assign(other.userId);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ tid: 'already_assigned' });
    expect((await balanceOf(owner)).balance).toBe(90_000);
    expect((await balanceOf(other)).balance).toBe(0);
    const item = (await operator.get('/api/admin/bank/unmatched_deposits?size=100')).body.items.find((i: { tid: string }) => i.tid === tid);
    expect(item).toMatchObject({ assigned_user_id: owner.userId, assigned_at: expect.any(String) });
    expect((await operator.post(`/api/admin/bank/unmatched_deposits/NOPE${tid}/assign`, { user_id: owner.userId })).status).toBe(404);
    expect((await assign('not-a-uuid')).body.fail_code).toBe('invalid_input');
  });

  it('answers no_vaccount for a sandbox deposit without a virtual account', async () => {
    const inv = await investor(t, { vaccount: false });
    const res = await inv.client.post('/api/sandbox/deposits', { amount: 10_000 });
    expect(res.status).toBe(400);
    expect(res.body.fail_code).toBe('no_vaccount');
    expect((await inv.client.post('/api/sandbox/deposits', { amount: 0 })).body.fail_code).toBe('invalid_input');
  });

  it('answers bank_closed for a sandbox deposit while the bank is closed', async () => {
    const inv = await investor(t);
    await bankControl(t, { closed: true });
    try {
      const res = await inv.client.post('/api/sandbox/deposits', { amount: 10_000 });
      expect(res.status).toBe(503);
      expect(res.body.fail_code).toBe('bank_closed');
    } finally {
      await bankControl(t, { closed: null });
    }
    expect((await balanceOf(inv)).balance).toBe(0);
  });

  it('processes a notification recorded before a crash, once, when the reconciler finds it', async () => {
    const inv = await investor(t);
    const tid = `T${randomBytes(8).toString('hex')}`;
    // As if the process died right after recording: the row exists, no command was sent.
    await t.dataSource.query(
      `INSERT INTO bank_notifications (tid, type, account_number, amount, depositor_name, at, raw_body, received_at) VALUES ($1, 'deposit', $2, 25000, '홍길동', now(), '{}', now() - interval '1 minute')`,
      [tid, inv.accountNumber],
    );
    await waitFor('the reconciler to credit it', async () => (await balanceOf(inv)).balance === 25_000, 30_000);
    expect((await notify(t, notificationBody({ tid, account_number: inv.accountNumber, amount: 25_000 }))).status).toBe(200);
    expect((await balanceOf(inv)).balance).toBe(25_000);
  });

  it('keeps the wallet projections equal to a rebuild from the log', async () => {
    const rebuilder = t.app.get(ProjectionRebuilder);
    for (const name of ['wallets', 'wallet_transactions', 'withdrawals']) {
      const report = await rebuilder.verify(name);
      expect({ name, ok: report.ok, differences: report.differences }).toEqual({ name, ok: true, differences: [] });
    }
  });
});

describe('with SANDBOX=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { SANDBOX: 'false' } });
  });
  afterAll(() => t?.close());

  it('hides the sandbox endpoints: 404 not_found', async () => {
    const inv = await investor(t);
    const res = await inv.client.post('/api/sandbox/deposits', { amount: 10_000 });
    expect(res.status).toBe(404);
    expect(res.body.fail_code).toBe('not_found');
    const operator = await loginAsOperator(t);
    expect((await operator.post('/api/admin/sandbox/bank', { closed: true })).status).toBe(404);
    expect((await operator.get('/api/admin/sandbox/bank')).status).toBe(404);
    const borrower = await operator.post('/api/admin/sandbox/borrower_deposits', { product_id: '3f2c7a9e-1b2d-4c5e-8f90-123456789abc', amount: 10_000 });
    expect([borrower.status, borrower.body.fail_code]).toEqual([404, 'not_found']);
  });
});

describe('sandbox deposits on the in-process queue (embedded mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ queue: 'in-process' });
  });
  afterAll(() => t?.close());

  it('credits a sandbox deposit and a repeated tid once, as with BullMQ', async () => {
    expect(t.platform.queue.kind).toBe('in-process');
    const inv = await investor(t);
    expect(await deposit(inv, 330_000)).toMatchObject({ balance: 330_000 });
    const body = notificationBody({ account_number: inv.accountNumber, amount: 20_000 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(t, body)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await balanceOf(inv)).balance).toBe(350_000);
  });
});
