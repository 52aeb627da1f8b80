// Proves the operators' ledger tools on real data: `npm run ledger -- verify` (the CLI process)
// and GET /admin/ledger/verify report a deliberately corrupted read model, `replay` rebuilds it
// from the log, `history` shows an investor's ledger at a past moment with the running balance,
// and the event browser pages through a stream.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { executedLoan, ExecutedLoan, payBorrower, runBatch } from '../repayments/loan-fixtures';

const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(ROOT, 'server/dist/server/src/ledger-cli.js');

describe('ledger tools', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;
  let beforeRepaymentAt: string;

  function cli(...args: string[]): Promise<{ code: number | null; out: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [CLI, ...args], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: t.databaseUrl, REDIS_URL: '', DEMO_DATA: 'false', LOG_LEVEL: 'error', BANK_MAINTENANCE: '' },
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('exit', (code) => resolve({ code, out }));
    });
  }

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [700_000, 300_000], { term_months: 4 });
    beforeRepaymentAt = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const first = loan.loan.installments[0];
    await payBorrower(operator, loan.productId, first.total, first.due_on);
    await runBatch(operator, first.due_on);
  });
  afterAll(() => t.close());

  const mine = ['repayment_schedules', 'investment_returns', 'wallets'];

  it('verifies every projection against the log over HTTP', async () => {
    const res = await operator.get('/api/admin/ledger/verify');
    expect(res.status).toBe(200);
    const names = res.body.projections.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(mine));
    for (const p of res.body.projections.filter((x: { name: string }) => mine.includes(x.name))) {
      expect(p).toMatchObject({ ok: true, lag: 0, differences: [] });
      expect(p.position).toBeGreaterThan(0);
    }
    expect((await loan.investors[0].client.get('/api/admin/ledger/verify')).status).toBe(403);
  });

  it('reports a corrupted read model (CLI exits non-zero) and replay repairs it', async () => {
    const victim = loan.investors[0].userId;
    await t.dataSource.query(`UPDATE investor_repayments SET net = net + 1000 WHERE user_id = $1 AND seq = 1`, [victim]);
    await t.dataSource.query(`DELETE FROM investment_returns WHERE user_id = $1`, [victim]);

    const verify = await cli('verify');
    expect(verify.code).toBe(1);
    expect(verify.out).toMatch(/DIFF repayment_schedules/);
    expect(verify.out).toMatch(/table investor_repayments: 1 row\(s\) only in the live table, 1 only in the log/);
    expect(verify.out).toMatch(/DIFF investment_returns/);
    // Progress of each projection's rebuild (stderr): at least its closing count.
    expect(verify.out).toMatch(/verify repayment_schedules: [\d,]+ \/ [\d,]+ events/);
    const http = (await operator.get('/api/admin/ledger/verify')).body;
    expect(http.ok).toBe(false);
    const broken = http.projections.find((p: { name: string }) => p.name === 'repayment_schedules');
    expect(broken.differences[0].table).toBe('investor_repayments');
    expect(Number(broken.differences[0].only_in_live[0].net) - Number(broken.differences[0].only_in_log[0].net)).toBe(1000);

    const replayed = await cli('replay', 'repayment_schedules');
    expect(replayed.code).toBe(0);
    expect(replayed.out).toMatch(/replay repayment_schedules: [\d,]+ \/ [\d,]+ events/);
    expect(replayed.out).toMatch(/rebuilt repayment_schedules from \d+ events of the log/);
    const viaHttp = await operator.post('/api/admin/ledger/replay', { projection: 'investment_returns' });
    expect(viaHttp.status).toBe(200);
    expect(viaHttp.body).toMatchObject({ projection: 'investment_returns', events: expect.any(Number) });
    expect(viaHttp.body.events).toBeGreaterThan(0);
    const after = (await operator.get('/api/admin/ledger/verify')).body;
    for (const p of after.projections.filter((x: { name: string }) => mine.includes(x.name))) expect(p.ok).toBe(true);
    const row = (await loan.investors[0].client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule[0];
    expect(row.net).toBe(row.principal + row.interest - row.tax_income - row.tax_local - row.fee);

    const unknown = await operator.post('/api/admin/ledger/replay', { projection: 'no_such_thing' });
    expect([unknown.status, unknown.body.fail_code]).toEqual([400, 'invalid_input']);
    expect((await cli('replay', 'no_such_thing')).code).toBe(1);
  });

  it('shows an investor ledger at a past moment with the running balance', async () => {
    const inv = loan.investors[0];
    const wallet = (await inv.client.get('/api/wallet')).body;
    const now = await cli('history', inv.email);
    expect(now.code).toBe(0);
    expect(now.out).toMatch(/RepaymentCredited/);
    expect(now.out).toContain(`balance ${wallet.balance.toLocaleString('ko-KR')}원`);
    const past = await cli('history', inv.email, '--as-of', beforeRepaymentAt);
    expect(past.out).not.toMatch(/RepaymentCredited/);
    expect(past.out).toContain('balance 0원');

    const http = (await operator.get(`/api/admin/ledger/history?email=${encodeURIComponent(inv.email)}`)).body;
    expect(http.balance).toBe(wallet.balance);
    expect(http.held).toBe(wallet.held);
    const last = http.lines[http.lines.length - 1];
    expect(last).toMatchObject({ type: 'RepaymentCredited', balance_after: wallet.balance });
    for (let i = 1; i < http.lines.length; i += 1) expect(http.lines[i].balance_after - http.lines[i - 1].balance_after).toBe(http.lines[i].amount);
    const unknown = await operator.get('/api/admin/ledger/history?email=nobody@example.com');
    expect(unknown.status).toBe(404);
  });

  it('browses the event log by stream, a page at a time', async () => {
    const first = await operator.get(`/api/admin/events?stream=loan-${loan.productId}&limit=1`);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(1);
    expect(first.body.items[0]).toMatchObject({ stream_id: `loan-${loan.productId}`, stream_version: 1, type: 'LoanScheduled' });
    const rest = await operator.get(`/api/admin/events?stream=loan-${loan.productId}&after=${first.body.next_cursor}&limit=100`);
    expect(rest.body.items.map((e: { type: string }) => e.type)).toEqual(['BorrowerPaymentReceived', 'InstallmentFunded', 'InstallmentDistributed']);
    expect(rest.body.next_cursor).toBeNull();
    const prefix = await operator.get(`/api/admin/events?stream=${encodeURIComponent('loan-*')}&limit=100`);
    expect(prefix.body.items.every((e: { stream_id: string }) => e.stream_id.startsWith('loan-'))).toBe(true);
    expect((await operator.get('/api/admin/events?limit=0')).status).toBe(400);
  });
});
