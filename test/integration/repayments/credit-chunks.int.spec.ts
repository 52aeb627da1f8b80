// Proves the month-end credit in chunks pays every investor exactly once: an investor already
// paid by another command (the single-investor command an older batch sent) is skipped by the
// chunk, a chunk sent again under its own id answers its stored outcome, and a chunk sent under a
// new id for the same installment credits nothing; wallets, schedules and returns agree with a
// rebuild from the log.
import { randomUUID } from 'node:crypto';
import { CreditInstallment } from '../../../server/src/repayments/commands/credit-installment.command';
import { CreditRepayment } from '../../../server/src/repayments/commands/credit-repayment.command';
import { CommandGateway } from '../../../server/src/shared/queue/command-gateway';
import { investorStreamId } from '../../../server/src/wallet';
import { loginAsOperator } from '../../support/users';
import { startTestApp, TestApp } from '../../support/test-app';
import type { HttpClient } from '../../support/http-client';
import { creditsOf, executedLoan, ExecutedLoan, payBorrower, runBatch } from './loan-fixtures';

interface ScheduleRow { seq: number; principal: number; interest: number; tax_income: number; tax_local: number; fee: number; net: number; status: string }

describe('repayment credits in chunks', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;
  let firstRows: ScheduleRow[];

  const creditOf = (userId: string, row: ScheduleRow) => ({
    userId, principalWon: row.principal, interestWon: row.interest, incomeTaxWon: row.tax_income, localTaxWon: row.tax_local, feeWon: row.fee,
  });
  const sendChunk = (commandId: string) =>
    t.app.get(CommandGateway).send(CreditInstallment, {
      productId: loan.productId, seq: 1, credits: loan.investors.map((inv, i) => creditOf(inv.userId, firstRows[i])),
    }, { commandId, actorId: null, partitionKey: 'repayment-credits', lockKeys: loan.investors.map((inv) => investorStreamId(inv.userId)).sort(), waitMs: 30_000 });

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [300_000, 200_000, 100_000], { rate_bp: 1500, term_months: 6, repayment_method: 'equal_installment' });
    firstRows = await Promise.all(loan.investors.map(async (inv) => (await inv.client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule[0] as ScheduleRow));
    const first = loan.loan.installments[0];
    await payBorrower(operator, loan.productId, first.total, first.due_on);
  });
  afterAll(() => t.close());

  it('skips the investor another command paid, pays the others once, and a new chunk for the same installment pays nobody', async () => {
    const [paidFirst, ...others] = loan.investors;
    const single = await t.app.get(CommandGateway).send(CreditRepayment, { productId: loan.productId, seq: 1, ...creditOf(paidFirst.userId, firstRows[0]) }, {
      commandId: randomUUID(), actorId: null, partitionKey: investorStreamId(paidFirst.userId), waitMs: 30_000,
    });
    expect(single).toMatchObject({ status: 'succeeded', result: { credited: true } });
    const balancesBefore = await Promise.all(loan.investors.map(async (inv) => (await inv.client.get('/api/wallet')).body.balance as number));

    const job = await runBatch(operator, loan.loan.installments[0].due_on);
    expect(job).toMatchObject({ status: 'completed', installments: 1, processed: 3, failed: 0 });
    for (const inv of loan.investors) expect(await creditsOf(t, inv.userId, loan.productId, 1)).toBe(1);
    const balancesAfter = await Promise.all(loan.investors.map(async (inv) => (await inv.client.get('/api/wallet')).body.balance as number));
    expect(balancesAfter[0]).toBe(balancesBefore[0]);
    others.forEach((_, k) => expect(balancesAfter[k + 1] - balancesBefore[k + 1]).toBe(firstRows[k + 1].net));

    const chunkId = randomUUID();
    expect(await sendChunk(chunkId)).toMatchObject({ status: 'succeeded', result: { credited: 0, already_paid: 3, refused: [] } });
    expect(await sendChunk(chunkId)).toMatchObject({ status: 'succeeded', result: { credited: 0, already_paid: 3 } });
    for (const inv of loan.investors) expect(await creditsOf(t, inv.userId, loan.productId, 1)).toBe(1);
  });

  it('leaves schedules, returns and wallets as a rebuild from the log makes them', async () => {
    for (const [i, inv] of loan.investors.entries()) {
      const row = (await inv.client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule[0] as ScheduleRow;
      expect(row).toMatchObject({ status: 'paid', net: firstRows[i].net });
    }
    const verify = await operator.get('/api/admin/ledger/verify');
    expect(verify.status).toBe(200);
    expect(verify.body.projections.filter((p: { ok: boolean }) => !p.ok)).toEqual([]);
  });
});
