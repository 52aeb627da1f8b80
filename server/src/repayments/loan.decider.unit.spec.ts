// Proves the loan decider: scheduling once, late payments settling the oldest installment
// first with their late interest (연체이자: recorded terms, capped, defaults for older loans), overdue after the due date and product-overdue at 30 days, early full repayment with
// interest to the day (only when more than the last installment is repaid), the last
// installment paid early earning its full interest, excess kept as the borrower's credit and
// refunded by an operator, and completion after the last distribution.
import { DomainError } from '../shared/errors/domain-error';
import { deciderSpec } from '../shared/testing/given-when-then';
import { LoanEvent, LoanScheduledData } from './loan.events';
import { loanDecider } from './loan.decider';
import { lateTermsOf } from './loan-late-terms';
import { loanSchedule } from '../shared/loan-maths';

const productId = '00000000-0000-4000-8000-000000000001';
const executedAt = new Date('2026-01-15T03:00:00Z');
const installments = loanSchedule({ principalWon: 1_000_000, rateBp: 1200, termMonths: 3, method: 'equal_installment' }, executedAt);
const scheduled: LoanScheduledData = {
  productId,
  executedAt: executedAt.toISOString(),
  executedOn: '2026-01-15',
  principalWon: 1_000_000,
  rateBp: 1200,
  termMonths: 3,
  method: 'equal_installment',
  investors: [{ id: 'u1', amountWon: 600_000 }, { id: 'u2', amountWon: 400_000 }],
  investments: [{ investmentId: 'i1', userId: 'u1', amountWon: 600_000 }, { investmentId: 'i2', userId: 'u2', amountWon: 400_000 }],
  policy: { incomeTaxBp: 1400, feeBp: 0 },
  installments,
};
const given = (...events: LoanEvent[]) => deciderSpec(loanDecider).given([{ type: 'LoanScheduled', data: scheduled }, ...events]);
const total = (seq: number) => installments[seq - 1].principalWon + installments[seq - 1].interestWon;
const now = new Date('2026-05-01T00:00:00Z');

describe('loan decider', () => {
  it('schedules once: a repeated ScheduleLoan appends nothing', () => {
    deciderSpec(loanDecider).given([]).when({ type: 'ScheduleLoan', data: scheduled }).then([{ type: 'LoanScheduled', data: scheduled }]);
    given().when({ type: 'ScheduleLoan', data: scheduled }).then([]);
  });

  it('refuses payments for a loan that was never scheduled', () => {
    deciderSpec(loanDecider).given([]).when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: 1, paidOn: '2026-02-15', now }).thenFails('no_such_product');
  });

  it('settles the oldest installment first with a late payment, its late interest before it, keeping the rest as credit', () => {
    // 33 days late at 12 % + 3 % on the first installment's principal.
    const late1 = Math.floor((installments[0].principalWon * 1500 * 33) / 3_650_000);
    const events = given(
      { type: 'InstallmentOverdue', data: { productId, seq: 1, dueOn: '2026-02-15', asOf: '2026-03-20' } },
      { type: 'InstallmentOverdue', data: { productId, seq: 2, dueOn: '2026-03-15', asOf: '2026-03-20' } },
    ).when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: total(1) + late1 + 5, paidOn: '2026-03-20', now }).events();
    expect(events.map((e) => e.type)).toEqual(['BorrowerPaymentReceived', 'InstallmentFunded']);
    expect(events[1].data).toEqual({ productId, seq: 1, fundedOn: '2026-03-20', amountWon: total(1) + late1, lateInterestWon: late1 });
  });

  it('keeps a late payment short of the late interest as credit: the installment stays unpaid', () => {
    const late1 = Math.floor((installments[0].principalWon * 1500 * 33) / 3_650_000);
    given({ type: 'InstallmentOverdue', data: { productId, seq: 1, dueOn: '2026-02-15', asOf: '2026-03-20' } })
      .when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: total(1) + late1 - 1, paidOn: '2026-03-20', now })
      .then([{ type: 'BorrowerPaymentReceived', data: { productId, paymentId: 'p', amountWon: total(1) + late1 - 1, paidOn: '2026-03-20', receivedAt: now.toISOString(), source: 'operator' } }]);
  });

  it('charges no late interest on the due date itself, one day from the day after', () => {
    const onDue = given().when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: total(1), paidOn: '2026-02-15', now }).events();
    expect(onDue[1].data).toEqual({ productId, seq: 1, fundedOn: '2026-02-15', amountWon: total(1) });
    const late1 = Math.floor((installments[0].principalWon * 1500) / 3_650_000);
    const dayAfter = given().when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: total(1) + late1, paidOn: '2026-02-16', now }).events();
    expect(dayAfter[1].data).toEqual({ productId, seq: 1, fundedOn: '2026-02-16', amountWon: total(1) + late1, lateInterestWon: late1 });
  });

  it('uses the terms recorded with the loan, capped at the maximum rate; a loan scheduled without them the defaults', () => {
    const capped = deciderSpec(loanDecider).given([{ type: 'LoanScheduled', data: { ...scheduled, lateInterestBp: 1000, maxRateBp: 1800 } }]);
    // 12 % + 10 % capped at 18 %, 10 days late.
    const late1 = Math.floor((installments[0].principalWon * 1800 * 10) / 3_650_000);
    const events = capped.when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: total(1) + late1, paidOn: '2026-02-25', now }).events();
    expect(events[1].data).toMatchObject({ seq: 1, lateInterestWon: late1 });
    const state = [{ type: 'LoanScheduled', data: scheduled } as LoanEvent].reduce(loanDecider.evolve, loanDecider.initialState());
    expect(lateTermsOf(state)).toEqual({ lateInterestBp: 300, maxRateBp: 2000 });
    // A state snapshotted before the terms were kept has none: the defaults.
    expect(lateTermsOf({ ...state, lateTerms: undefined })).toEqual({ lateInterestBp: 300, maxRateBp: 2000 });
  });

  it('marks installments overdue after the due date and the loan overdue at 30 days', () => {
    given().when({ type: 'MarkOverdue', asOf: '2026-02-15' }).then([]);
    given().when({ type: 'MarkOverdue', asOf: '2026-02-16' }).then([
      { type: 'InstallmentOverdue', data: { productId, seq: 1, dueOn: '2026-02-15', asOf: '2026-02-16' } },
    ]);
    const at30 = given({ type: 'InstallmentOverdue', data: { productId, seq: 1, dueOn: '2026-02-15', asOf: '2026-02-16' } })
      .when({ type: 'MarkOverdue', asOf: '2026-03-17' })
      .events();
    expect(at30.map((e) => e.type)).toEqual(['InstallmentOverdue', 'LoanOverdue']);
    expect(at30[1].data).toMatchObject({ daysOverdue: 30, oldestDueOn: '2026-02-15' });
  });

  it('clears the overdue loan once every overdue installment is paid', () => {
    const events = given(
      { type: 'InstallmentOverdue', data: { productId, seq: 1, dueOn: '2026-02-15', asOf: '2026-03-17' } },
      { type: 'InstallmentOverdue', data: { productId, seq: 2, dueOn: '2026-03-15', asOf: '2026-03-17' } },
      { type: 'LoanOverdue', data: { productId, asOf: '2026-03-17', oldestDueOn: '2026-02-15', daysOverdue: 30 } },
    )
      .when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: total(1) + total(2) + 10_000, paidOn: '2026-03-18', now })
      .events();
    expect(events.map((e) => e.type)).toEqual(['BorrowerPaymentReceived', 'InstallmentFunded', 'InstallmentFunded', 'LoanOverdueCleared']);
  });

});

describe('loan decider: early payoff and distributions', () => {
  it('closes the loan early with interest to the day of payment', () => {
    // On a due date: that installment is settled, the rest closes with no further interest.
    const onDue = given().when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: 1_010_191, paidOn: '2026-02-15', now }).events();
    expect(onDue.map((e) => e.type)).toEqual(['BorrowerPaymentReceived', 'InstallmentFunded', 'LoanRepaidEarly']);
    expect(onDue[2].data).toMatchObject({ seq: 2, principalWon: 1_000_000 - installments[0].principalWon, interestWon: 0, replacedSeqs: [2, 3] });
    // 26 days after execution on 1,000,000 at 12 %: floor(1,000,000 × 0.12 × 26 / 365).
    const early = given().when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: 1_010_191, paidOn: '2026-02-10', now }).events();
    expect(early[1]).toEqual({
      type: 'LoanRepaidEarly',
      data: { productId, seq: 1, paidOn: '2026-02-10', principalWon: 1_000_000, interestWon: Math.floor((1_000_000 * 0.12 * 26) / 365), replacedSeqs: [1, 2, 3] },
    });
  });

  it('pays a future installment ahead when the money is not enough to close the loan', () => {
    given().when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: total(1), paidOn: '2026-02-01', now }).then([
      { type: 'BorrowerPaymentReceived', data: { productId, paymentId: 'p', amountWon: total(1), paidOn: '2026-02-01', receivedAt: now.toISOString(), source: 'operator' } },
      { type: 'InstallmentFunded', data: { productId, seq: 1, fundedOn: '2026-02-01', amountWon: total(1) } },
    ]);
  });

  it('records where the money came from: the repayment account with the bank\'s tid, an operator otherwise', () => {
    const [fromAccount] = given()
      .when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: total(1), paidOn: '2026-02-15', now, source: 'account', tid: 'SBX1' })
      .events();
    expect(fromAccount.data).toMatchObject({ source: 'account', tid: 'SBX1' });
    const [byOperator] = given().when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: total(1), paidOn: '2026-02-15', now }).events();
    expect(byOperator.data).toMatchObject({ source: 'operator' });
    expect(byOperator.data).not.toHaveProperty('tid');
  });

  it('rejects zero amounts and payments before execution', () => {
    given().when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: 0, paidOn: '2026-02-15', now }).thenFails('invalid_input');
    given().when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: 10, paidOn: '2026-01-01', now }).thenFails('invalid_input');
  });

  it('records a distribution once and completes the loan after the last one', () => {
    const funded = (seq: number): LoanEvent => ({ type: 'InstallmentFunded', data: { productId, seq, fundedOn: '2026-04-15', amountWon: total(seq) } });
    const distributed = (seq: number): LoanEvent => ({
      type: 'InstallmentDistributed',
      data: { productId, seq, principalWon: installments[seq - 1].principalWon, interestWon: installments[seq - 1].interestWon, investorCount: 2, distributedAt: now.toISOString() },
    });
    given(funded(1)).when({ type: 'RecordInstallmentDistributed', seq: 1, investorCount: 2, now }).then([distributed(1)]);
    given(funded(1), distributed(1)).when({ type: 'RecordInstallmentDistributed', seq: 1, investorCount: 2, now }).then([]);
    const last = given(funded(1), distributed(1), funded(2), distributed(2), funded(3)).when({ type: 'RecordInstallmentDistributed', seq: 3, investorCount: 2, now }).events();
    expect(last.map((e) => e.type)).toEqual(['InstallmentDistributed', 'LoanCompleted']);
    given(funded(1), distributed(1), funded(2), distributed(2), funded(3), ...last)
      .when({ type: 'ReceiveBorrowerPayment', paymentId: 'p', amountWon: 10, paidOn: '2026-05-01', now })
      .thenFails('product_state_conflict');
  });

});

describe('loan decider: the last installment and the borrower\'s credit', () => {
  // 472,200 won at 12 % bullet for 2 months from 2026-03-15: due 04-15 and 05-15 (30 days
  // apart), each with floor(472,200 × 1200 / 120,000) = 4,722 won interest. Paid 05-14, interest
  // to the day would be floor(472,200 × 0.12 × 29 / 365) = 4,502: investors would lose 220 won.
  const bulletAt = new Date('2026-03-15T03:00:00Z');
  const bulletInstallments = loanSchedule({ principalWon: 472_200, rateBp: 1200, termMonths: 2, method: 'bullet' }, bulletAt);
  const bullet: LoanScheduledData = {
    ...scheduled,
    executedAt: bulletAt.toISOString(),
    executedOn: '2026-03-15',
    principalWon: 472_200,
    termMonths: 2,
    method: 'bullet',
    investors: [{ id: 'u1', amountWon: 472_200 }],
    investments: [{ investmentId: 'i1', userId: 'u1', amountWon: 472_200 }],
    installments: bulletInstallments,
  };
  const firstPaid: LoanEvent = { type: 'InstallmentFunded', data: { productId, seq: 1, fundedOn: '2026-04-15', amountWon: 4_722 } };
  const givenBullet = (...events: LoanEvent[]) =>
    deciderSpec(loanDecider).given([
      { type: 'LoanScheduled', data: bullet },
      { type: 'BorrowerPaymentReceived', data: { productId, paymentId: 'p1', amountWon: 4_722, paidOn: '2026-04-15', receivedAt: now.toISOString() } },
      firstPaid,
      ...events,
    ]);
  const pay = (amountWon: number, paidOn: string) => ({ type: 'ReceiveBorrowerPayment' as const, paymentId: 'p2', amountWon, paidOn, now });
  const refund = (amountWon: number) => ({ type: 'RefundBorrowerCredit' as const, amountWon, refundedOn: '2026-05-14', now });
  const received = (amountWon: number): LoanEvent => ({ type: 'BorrowerPaymentReceived', data: { productId, paymentId: 'p2', amountWon, paidOn: '2026-05-14', receivedAt: now.toISOString(), source: 'operator' } });
  const lastFunded: LoanEvent = { type: 'InstallmentFunded', data: { productId, seq: 2, fundedOn: '2026-05-14', amountWon: 476_922 } };
  const creditAfter = (...events: LoanEvent[]) => [{ type: 'LoanScheduled', data: bullet } as LoanEvent, ...events].reduce(loanDecider.evolve, loanDecider.initialState()).creditWon;

  it('schedules 4,722 won interest for the last month, 4,502 won accrued a day early', () => {
    expect(bulletInstallments.map((i) => [i.dueOn, i.principalWon, i.interestWon])).toEqual([['2026-04-15', 0, 4_722], ['2026-05-15', 472_200, 4_722]]);
  });

  it('pays the last installment a day early in full, with its scheduled interest, not as an early payoff', () => {
    givenBullet().when(pay(476_922, '2026-05-14')).then([received(476_922), lastFunded]);
    // 476,922 won was exactly what the last installment owed: nothing is left on the loan.
    expect(creditAfter(received(4_722), firstPaid, received(476_922), lastFunded)).toBe(0);
  });

  it('keeps money beyond the last installment as the borrower\'s credit', () => {
    givenBullet().when(pay(477_000, '2026-05-14')).then([received(477_000), lastFunded]);
    expect(creditAfter(received(4_722), firstPaid, received(477_000), lastFunded)).toBe(78);
  });

  it('still closes early with interest to the day when more than the last installment is repaid', () => {
    // From the start nothing is paid: 472,200 of principal owed across both installments.
    const early = deciderSpec(loanDecider).given([{ type: 'LoanScheduled', data: bullet }]).when(pay(480_000, '2026-04-10')).events();
    expect(early.map((e) => e.type)).toEqual(['BorrowerPaymentReceived', 'LoanRepaidEarly']);
    expect(early[1].data).toMatchObject({ seq: 1, principalWon: 472_200, interestWon: Math.floor((472_200 * 1200 * 26) / 3_650_000), replacedSeqs: [1, 2] });
  });

  it('refunds the credit to the borrower, never more than is held, and only positive amounts', () => {
    const overpaid = [received(477_000), lastFunded];
    givenBullet(...overpaid).when(refund(78)).then([
      { type: 'BorrowerCreditRefunded', data: { productId, amountWon: 78, refundedOn: '2026-05-14', refundedAt: now.toISOString() } },
    ]);
    const refunded: LoanEvent = { type: 'BorrowerCreditRefunded', data: { productId, amountWon: 78, refundedOn: '2026-05-14', refundedAt: now.toISOString() } };
    expect(creditAfter(received(4_722), firstPaid, ...overpaid, refunded)).toBe(0);
    for (const amountWon of [79, 0, -1]) {
      let caught: unknown;
      try {
        givenBullet(...overpaid).when(refund(amountWon)).events();
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(DomainError);
      expect((caught as DomainError).failCode).toBe('invalid_input');
      expect((caught as DomainError).details.fields).toHaveProperty('amount');
    }
    givenBullet(...overpaid, refunded).when(refund(1)).thenFails('invalid_input');
  });
});
