// Proves the 개인채무자보호법 switches of a loan made a personal debtor's at execution (docs/compliance.md):
// the daily run gives notice before accelerating (acceleration_notice_days ahead) and accelerates
// only from the notice's date, an operator cannot accelerate earlier either, the notice lapses when
// the borrower catches up, and after acceleration late interest runs only on the principal that was
// past due while the rest earns the loan's rate.
import { deciderSpec } from '../../shared/testing/given-when-then';
import { loanSchedule } from '../../shared/loan-maths';
import { LoanEvent, LoanScheduledData } from '../loan.events';
import { loanDecider } from '../loan.decider';

const productId = '00000000-0000-4000-8000-000000000003';
const executedAt = new Date('2026-01-15T03:00:00Z');
const installments = loanSchedule({ principalWon: 1_200_000, rateBp: 1200, termMonths: 12, method: 'equal_installment' }, executedAt);
const scheduled: LoanScheduledData = {
  productId, executedAt: executedAt.toISOString(), executedOn: '2026-01-15', principalWon: 1_200_000, rateBp: 1200, termMonths: 12, method: 'equal_installment',
  investors: [{ id: 'u1', amountWon: 1_200_000 }], investments: [{ investmentId: 'i1', userId: 'u1', amountWon: 1_200_000 }],
  policy: { incomeTaxBp: 1400, feeBp: 0 }, personalDebtor: true, installments,
};
const now = new Date('2026-06-01T00:00:00Z');
const given = (...events: LoanEvent[]) => deciderSpec(loanDecider).given([{ type: 'LoanScheduled', data: scheduled }, ...events]);
const run = (asOf: string) => ({ type: 'MarkOverdue' as const, asOf, accelerationDays: 60, accelerationNoticeDays: 10, now });
const typesOf = (events: LoanEvent[]) => events.map((e) => e.type);

describe('personal debtor switches (개인채무자보호법)', () => {
  // The first installment fell due on 2026-02-15: 50 days later is 2026-04-06, 60 days 2026-04-16.
  it('gives notice acceleration_notice_days before, then accelerates on the notice\'s date and not before', () => {
    expect(typesOf(given().when(run('2026-04-05')).events())).not.toContain('AccelerationNoticed');
    const noticed = given().when(run('2026-04-06')).events().filter((e) => e.type === 'AccelerationNoticed');
    expect(noticed).toEqual([{ type: 'AccelerationNoticed', data: { productId, on: '2026-04-06', accelerateOn: '2026-04-16', daysOverdue: 50 } }]);
    expect(typesOf(given(...noticed).when(run('2026-04-15')).events())).not.toContain('LoanAccelerated');
    expect(typesOf(given(...noticed).when(run('2026-04-16')).events())).toContain('LoanAccelerated');
  });

  it('gives a full notice period when the run first finds the loan already past the acceleration days', () => {
    const noticed = given().when(run('2026-04-20')).events().filter((e) => e.type === 'AccelerationNoticed');
    expect(noticed[0].data).toMatchObject({ on: '2026-04-20', accelerateOn: '2026-04-30' });
  });

  it('refuses an operator\'s acceleration before the notice\'s date', () => {
    given().when({ type: 'AccelerateLoan', on: '2026-04-20', reason: 'x', automatic: false, now }).thenFails('product_state_conflict');
    const noticed = { type: 'AccelerationNoticed' as const, data: { productId, on: '2026-04-06', accelerateOn: '2026-04-16', daysOverdue: 50 } };
    given(noticed).when({ type: 'AccelerateLoan', on: '2026-04-15', reason: 'x', automatic: false, now }).thenFails('product_state_conflict');
    expect(typesOf(given(noticed).when({ type: 'AccelerateLoan', on: '2026-04-16', reason: 'x', automatic: false, now }).events())).toEqual(['LoanAccelerated']);
  });

  it('runs late interest only on the principal past due at acceleration; the rest earns the loan\'s rate', () => {
    const noticed = { type: 'AccelerationNoticed' as const, data: { productId, on: '2026-04-06', accelerateOn: '2026-04-16', daysOverdue: 50 } };
    const [accelerated] = given(noticed).when({ type: 'AccelerateLoan', on: '2026-04-16', reason: 'x', automatic: false, now }).events();
    if (accelerated.type !== 'LoanAccelerated') throw new Error('not accelerated');
    const pastDueWon = installments.slice(0, 3).reduce((t, i) => t + i.principalWon, 0); // due 02-15, 03-15, 04-15
    expect(accelerated.data.lateBasisWon).toBe(pastDueWon);
    const [recovered] = given(noticed, accelerated).when({
      type: 'RecordRecovery', recoveryId: 'r', amountWon: 1, receivedOn: '2026-04-26', source: 'borrower', costsWon: 0, memo: '', today: '2026-05-31', now,
    }).events();
    if (recovered.type !== 'LoanRecovered') throw new Error('not recovered');
    expect(recovered.data.lateInterestAccruedWon).toBe(Math.floor((pastDueWon * 1500 * 10) / 3_650_000));
    expect(recovered.data.interestAccruedWon).toBe(Math.floor(((1_200_000 - pastDueWon) * 1200 * 10) / 3_650_000));
  });
});
