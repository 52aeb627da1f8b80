// Proves that what an API process keeps per investor for a version (the schedule, the first page
// of wallet lines) does not outlive a replay that repairs rows in place, which leaves the versions
// as they were: the replay announces itself and the copies of its projection are dropped.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { executedLoan, ExecutedLoan } from './loan-fixtures';

describe('copies kept per investor, after a replay', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [600_000], { rate_bp: 1200, term_months: 3, repayment_method: 'equal_installment' });
  });
  afterAll(() => t?.close());

  const investor = () => loan.investors[0];
  const replay = async (projection: string) => expect((await operator.post('/api/admin/ledger/replay', { projection })).status).toBe(200);

  it('answers the repaired schedule once the drifted rows are replayed', async () => {
    const { userId, client } = investor();
    await t.dataSource.query(`UPDATE investor_repayments SET net = net + 1000 WHERE user_id = $1 AND seq = 1`, [userId]);
    const drifted = (await client.get('/api/dashboard/schedule')).body as { seq: number; net: number }[];
    const first = () => drifted.find((r) => r.seq === 1)!;
    const [{ net }] = await t.dataSource.query(`SELECT net::int AS net FROM investor_repayments WHERE user_id = $1 AND seq = 1`, [userId]);
    expect(first().net).toBe(net);
    await replay('repayment_schedules');
    const repaired = (await client.get('/api/dashboard/schedule')).body as { seq: number; net: number }[];
    expect(repaired.find((r) => r.seq === 1)!.net).toBe(net - 1000);
  });

  it('answers the repaired first page of lines once they are replayed', async () => {
    const { userId, client } = investor();
    await t.dataSource.query(`UPDATE wallet_transactions SET memo = 'drifted' WHERE user_id = $1`, [userId]);
    expect((await client.get('/api/wallet/transactions')).body.items.every((l: { memo: string }) => l.memo === 'drifted')).toBe(true);
    await replay('wallet_transactions');
    expect((await client.get('/api/wallet/transactions')).body.items.some((l: { memo: string }) => l.memo === 'drifted')).toBe(false);
  });
});
