// Proves the loan decider's steps after a loan goes bad (docs/api.md "Loans that go bad"): acceleration
// (the claim's principal, interest and late interest; by the daily run after acceleration_days),
// recovery (costs, late interest, interest, principal, credit; split by holdings; completion),
// sale (principal first, the rest written off, sold), write-off (and recoveries after it), and
// every refusal: wrong status, bad amounts, dates after today or before the last step.
import { deciderSpec } from '../../shared/testing/given-when-then';
import { loanSchedule } from '../../shared/loan-maths';
import { LoanEvent, LoanScheduledData } from '../loan.events';
import { loanDecider } from '../loan.decider';

const productId = '00000000-0000-4000-8000-000000000002';
const executedAt = new Date('2026-01-15T03:00:00Z');
const installments = loanSchedule({ principalWon: 1_000_000, rateBp: 1200, termMonths: 3, method: 'equal_installment' }, executedAt);
const scheduled: LoanScheduledData = {
  productId, executedAt: executedAt.toISOString(), executedOn: '2026-01-15', principalWon: 1_000_000, rateBp: 1200, termMonths: 3, method: 'equal_installment',
  investors: [{ id: 'u1', amountWon: 600_000 }, { id: 'u2', amountWon: 400_000 }],
  investments: [{ investmentId: 'i1', userId: 'u1', amountWon: 600_000 }, { investmentId: 'i2', userId: 'u2', amountWon: 400_000 }],
  policy: { incomeTaxBp: 1400, feeBp: 0 }, installments,
};
const now = new Date('2026-06-01T00:00:00Z');
const base: LoanEvent[] = [{ type: 'LoanScheduled', data: scheduled }];
const given = (...events: LoanEvent[]) => deciderSpec(loanDecider).given([...base, ...events]);
const accelerateOn = (on: string) => given().when({ type: 'AccelerateLoan', on, reason: '연체', automatic: false, now }).events();
const accelerated = (on = '2026-04-20') => accelerateOn(on);
const after = (events: LoanEvent[]) => [...base, ...events].reduce(loanDecider.evolve, loanDecider.initialState());

describe('bad loans: acceleration', () => {
  it('makes the whole principal due with unpaid interest, interest accrued to the day and late interest of what was past due', () => {
    // Nothing paid; on 2026-04-20 installments 1–3 (due 02-15, 03-15, 04-15) are all past due.
    const [e] = accelerated();
    expect(e.type).toBe('LoanAccelerated');
    if (e.type !== 'LoanAccelerated') return;
    const late = installments.reduce((t, i) => t + Math.floor((i.principalWon * 1500 * Math.round((Date.parse('2026-04-20') - Date.parse(i.dueOn)) / 86_400_000)) / 3_650_000), 0);
    expect(e.data).toMatchObject({ on: '2026-04-20', principalWon: 1_000_000, replacedSeqs: [1, 2, 3], lateInterestWon: late });
    expect(e.data.interestWon).toBe(installments.reduce((t, i) => t + i.interestWon, 0));
    expect(e.data.holdings).toEqual([{ userId: 'u1', principalWon: 600_000 }, { userId: 'u2', principalWon: 400_000 }]);
  });

  it('accrues interest at the loan rate from the last due date on principal not yet due', () => {
    const [e] = accelerateOn('2026-02-25');
    if (e.type !== 'LoanAccelerated') throw new Error('not accelerated');
    const notYetDue = installments[1].principalWon + installments[2].principalWon;
    const accrued = Math.floor((notYetDue * 1200 * 10) / 3_650_000);
    expect(e.data.interestWon).toBe(installments[0].interestWon + accrued);
  });

  it('refuses a completed, accelerated or never-scheduled loan', () => {
    const events = accelerated();
    given(...events).when({ type: 'AccelerateLoan', on: '2026-04-21', reason: 'x', automatic: false, now }).thenFails('product_state_conflict');
    deciderSpec(loanDecider).given([]).when({ type: 'AccelerateLoan', on: '2026-04-21', reason: 'x', automatic: false, now }).thenFails('no_such_product');
  });

  it('is decided by the daily run after acceleration_days unpaid, and not a day earlier', () => {
    const early = given().when({ type: 'MarkOverdue', asOf: '2026-04-15', accelerationDays: 60, now }).events();
    expect(early.map((e) => e.type)).not.toContain('LoanAccelerated');
    const due = given().when({ type: 'MarkOverdue', asOf: '2026-04-16', accelerationDays: 60, now }).events();
    expect(due.map((e) => e.type)).toEqual(['InstallmentOverdue', 'InstallmentOverdue', 'InstallmentOverdue', 'LoanOverdue', 'LoanAccelerated']);
    expect(due[4].data).toMatchObject({ automatic: true, on: '2026-04-16' });
  });

  // The borrower paid 100,000 won towards installment 1 before its due date: not enough to cover it, held as credit.
  const partial: LoanEvent = { type: 'BorrowerPaymentReceived', data: { productId, paymentId: 'p0', amountWon: 100_000, paidOn: '2026-02-10', receivedAt: '2026-02-10T01:00:00Z', source: 'operator' } };

  it('applies the credit the borrower had paid to the claim at acceleration, as the borrower\'s recovery, and holds none after', () => {
    const events = given(partial).when({ type: 'AccelerateLoan', on: '2026-04-20', reason: '연체', automatic: false, now }).events();
    expect(events.map((e) => e.type)).toEqual(['LoanAccelerated', 'LoanRecovered']);
    const d = events[1].type === 'LoanRecovered' ? events[1].data : null;
    expect(d).toMatchObject({ kind: 'recovery', source: 'borrower', amountWon: 100_000, appliedCreditWon: 100_000, costsWon: 0, receivedOn: '2026-04-20', lateInterestAccruedWon: 0 });
    // Late interest first, then interest, then principal (민법 479조), as any recovery.
    const claim = after([partial, events[0]]).claim!;
    expect(d!.lateInterestWon).toBe(Math.min(100_000, claim.lateInterestWon));
    expect(d!.lateInterestWon + d!.interestWon + d!.principalWon + d!.creditWon).toBe(100_000);
    expect(d!.shares.reduce((t, s) => t + s.lateInterestWon + s.interestWon + s.principalWon, 0)).toBe(100_000 - d!.creditWon);
    const state = after([partial, ...events]);
    expect(state.creditWon).toBe(d!.creditWon);
    expect(state.receivedWon).toBe(100_000);
  });

  it('applies held credit when the daily run accelerates too, and never when there is none', () => {
    const run = given(partial).when({ type: 'MarkOverdue', asOf: '2026-04-16', accelerationDays: 60, now }).events();
    expect(run.map((e) => e.type).slice(-2)).toEqual(['LoanAccelerated', 'LoanRecovered']);
    expect(run.at(-1)!.data).toMatchObject({ appliedCreditWon: 100_000, receivedOn: '2026-04-16' });
    expect(after([partial, ...run]).creditWon).toBe(0);
    expect(accelerated().map((e) => e.type)).toEqual(['LoanAccelerated']);
  });

  it('refuses borrower payments once accelerated: money comes as a recovery', () => {
    given(...accelerated()).when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: 1000, paidOn: '2026-04-21', now }).thenFails('product_state_conflict');
  });
});

describe('bad loans: recovery', () => {
  const recovery = (amountWon: number, receivedOn = '2026-04-30', costsWon = 0) =>
    ({ type: 'RecordRecovery' as const, recoveryId: 'r1', amountWon, receivedOn, source: 'collateral' as const, costsWon, memo: '', today: '2026-05-31', now });

  it('takes costs, then late interest (accrued since acceleration), interest, principal, split by holdings', () => {
    const acc = accelerated();
    const claim = after(acc).claim!;
    const accrued = Math.floor((1_000_000 * 1500 * 10) / 3_650_000);
    const events = given(...acc).when(recovery(100_000, '2026-04-30', 5_000)).events();
    expect(events).toHaveLength(1);
    const d = events[0].type === 'LoanRecovered' ? events[0].data : null;
    expect(d).not.toBeNull();
    const lateOwed = claim.lateInterestWon + accrued;
    expect(d!.lateInterestAccruedWon).toBe(accrued);
    expect(d!.lateInterestWon).toBe(lateOwed);
    expect(d!.interestWon).toBe(claim.interestWon);
    expect(d!.principalWon).toBe(95_000 - lateOwed - claim.interestWon);
    expect(d!.costsWon + d!.lateInterestWon + d!.interestWon + d!.principalWon + d!.creditWon).toBe(100_000);
    expect(d!.shares.reduce((t, s) => t + s.principalWon, 0)).toBe(d!.principalWon);
    expect(d!.shares[0].principalWon * 2).toBeGreaterThanOrEqual(d!.shares[1].principalWon * 3 - 3);
  });

  it('completes the loan when a recovery repays all it owes, the excess kept as credit', () => {
    const acc = accelerated();
    const events = given(...acc).when(recovery(2_000_000)).events();
    expect(events.map((e) => e.type)).toEqual(['LoanRecovered', 'LoanCompleted']);
    const state = after([...acc, ...events]);
    expect(state.status).toBe('completed');
    expect(state.creditWon).toBe(events[0].type === 'LoanRecovered' ? events[0].data.creditWon : -1);
  });

  it('refuses costs above the amount, fractional amounts, a date after today or before the last step, and a loan not accelerated', () => {
    const acc = accelerated();
    given(...acc).when(recovery(1_000, '2026-04-30', 1_001)).thenFails('invalid_input');
    given(...acc).when(recovery(10.5)).thenFails('invalid_input');
    given(...acc).when(recovery(1_000, '2026-06-01')).thenFails('invalid_input');
    given(...acc).when(recovery(1_000, '2026-04-19')).thenFails('invalid_input');
    given().when(recovery(1_000)).thenFails('product_state_conflict');
  });
});

describe('bad loans: write-off and sale', () => {
  const writeOff = { type: 'WriteOffLoan' as const, on: '2026-05-01', reason: '회수 불능', today: '2026-05-31', now };

  it('writes off each investor\'s principal; a later recovery takes principal back from written off', () => {
    const acc = accelerated();
    const wo = given(...acc).when(writeOff).events();
    expect(wo).toEqual([{ type: 'LoanWrittenOff', data: { productId, on: '2026-05-01', reason: '회수 불능', principalWon: 1_000_000, shares: [{ userId: 'u1', principalWon: 600_000 }, { userId: 'u2', principalWon: 400_000 }], recordedAt: now.toISOString() } }]);
    const claim = after([...acc, ...wo]).claim!;
    const big = claim.lateInterestWon + claim.interestWon + 500_000 + 100_000;
    const rec = given(...acc, ...wo).when({ type: 'RecordRecovery', recoveryId: 'r', amountWon: big, receivedOn: '2026-05-01', source: 'guarantor', costsWon: 0, memo: '', today: '2026-05-31', now }).events();
    const d = rec[0].type === 'LoanRecovered' ? rec[0].data : null;
    expect(d!.shares.map((s) => s.writtenOffPrincipalWon)).toEqual(d!.shares.map((s) => s.principalWon));
    const state = after([...acc, ...wo, ...rec]);
    expect(state.status).toBe('written_off');
    expect(state.claim!.writtenOff.reduce((t, w) => t + w.principalWon, 0)).toBe(1_000_000 - d!.principalWon);
  });

  it('sells for principal first, writes off what the price did not cover, and takes nothing more', () => {
    const acc = accelerated();
    const events = given(...acc).when({ type: 'SellLoan', recoveryId: 's', priceWon: 400_000, buyerName: 'A자산관리', soldOn: '2026-05-10', costsWon: 10_000, today: '2026-05-31', now }).events();
    expect(events.map((e) => e.type)).toEqual(['LoanRecovered', 'LoanWrittenOff', 'LoanSold']);
    const sale = events[0].type === 'LoanRecovered' ? events[0].data : null;
    expect(sale).toMatchObject({ kind: 'sale', principalWon: 390_000, interestWon: 0, lateInterestWon: 0 });
    expect(events[1].type === 'LoanWrittenOff' && events[1].data.principalWon).toBe(610_000);
    const state = after([...acc, ...events]);
    expect(state.status).toBe('sold');
    given(...acc, ...events).when({ type: 'RecordRecovery', recoveryId: 'r', amountWon: 1, receivedOn: '2026-05-20', source: 'borrower', costsWon: 0, memo: '', today: '2026-05-31', now }).thenFails('product_state_conflict');
  });

  it('counts a sale price above the principal as interest, and refuses a write-off of a loan not accelerated', () => {
    const acc = accelerated();
    const events = given(...acc).when({ type: 'SellLoan', recoveryId: 's', priceWon: 1_050_000, buyerName: 'B', soldOn: '2026-05-10', costsWon: 0, today: '2026-05-31', now }).events();
    expect(events[0]).toMatchObject({ type: 'LoanRecovered', data: { principalWon: 1_000_000, interestWon: 50_000 } });
    expect(events.map((e) => e.type)).toEqual(['LoanRecovered', 'LoanSold']);
    given().when(writeOff).thenFails('product_state_conflict');
  });
});
