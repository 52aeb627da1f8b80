// Proves a borrower payment's allocation is read from what the loan decider decided: the preview
// (the decider run on the current state) equals the allocation the listing reads back from the
// stored decision, for installments paid late, ahead and an early payoff; what no installment
// takes is credit, earlier credit an installment takes is credit used, and a payment's source
// defaults to the operator's for events without one.
import { DomainError } from '../shared/errors/domain-error';
import { loanSchedule } from '../shared/loan-maths';
import { LoanState, loanDecider } from './loan.decider';
import { LoanEvent, LoanScheduledData } from './loan.events';
import { allocationOf, LoanPayment, paymentsOf, previewPayment } from './payment-allocation';

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
  investors: [{ id: 'u1', amountWon: 1_000_000 }],
  investments: [{ investmentId: 'i1', userId: 'u1', amountWon: 1_000_000 }],
  policy: { incomeTaxBp: 1400, feeBp: 0 },
  installments,
};
const now = new Date('2026-05-01T00:00:00Z');
const total = (seq: number) => installments[seq - 1].principalWon + installments[seq - 1].interestWon;
const stateOf = (events: LoanEvent[]): LoanState => events.reduce(loanDecider.evolve, loanDecider.initialState());
/** A listed payment's allocation with its installments, as a preview gives them. */
const listedAllocation = (p: LoanPayment) => ({ ...p.allocation, installments: p.installments });

/** Decides a payment on `history`, returning the preview before it and the history after it. */
function pay(history: LoanEvent[], amountWon: number, paidOn: string, paymentId = `p${history.length}`) {
  const before = stateOf(history);
  const preview = previewPayment(before, { amountWon, paidOn, now });
  const decided = loanDecider.decide({ type: 'ReceiveBorrowerPayment', paymentId, amountWon, paidOn, now, source: 'operator' }, before);
  return { preview, decided, after: [...history, ...decided] };
}

describe('payment allocation', () => {
  const start: LoanEvent[] = [{ type: 'LoanScheduled', data: scheduled }];

  it('allocates an installment paid on its due date to its interest and principal, the rest to credit', () => {
    const { preview, decided, after } = pay(start, total(1) + 700, installments[0].dueOn);
    expect(preview).toEqual({
      costs: 0, late_interest: 0, interest: installments[0].interestWon, principal: installments[0].principalWon, credit: 700, credit_used: 0,
      installments: [{ seq: 1, due_on: installments[0].dueOn, late_interest: 0, interest: installments[0].interestWon, principal: installments[0].principalWon }],
    });
    expect(allocationOf(stateOf(start), decided)).toEqual(preview);
    expect(paymentsOf(after).map(listedAllocation)).toEqual([preview]);
  });

  it('keeps a payment too small for an installment as credit, and shows that credit used by the next', () => {
    const first = pay(start, 50_000, installments[0].dueOn);
    expect(first.preview).toMatchObject({ interest: 0, principal: 0, credit: 50_000, credit_used: 0, installments: [] });
    const second = pay(first.after, total(1) - 30_000, installments[0].dueOn);
    expect(second.preview).toMatchObject({ interest: installments[0].interestWon, principal: installments[0].principalWon, credit: 0, credit_used: 30_000 });
    const listed = paymentsOf(second.after);
    expect(listed.map(listedAllocation)).toEqual([first.preview, second.preview]);
    // Every won is accounted for: what the payments allocated plus the credit left is what was paid.
    const left = stateOf(second.after).creditWon;
    expect(listed.reduce((t, p) => t + p.allocation.interest + p.allocation.principal + p.allocation.credit - p.allocation.credit_used, 0)).toBe(50_000 + total(1) - 30_000);
    expect(left).toBe(20_000);
  });

  it('allocates installments paid ahead, and an early payoff with its interest to the day', () => {
    const ahead = pay(start, total(1) + total(2), '2026-02-01');
    expect(ahead.preview.installments.map((i) => i.seq)).toEqual([1, 2]);
    const payoff = pay(start, 1_010_191, '2026-02-10');
    const interestWon = Math.floor((1_000_000 * 0.12 * 26) / 365);
    expect(payoff.preview).toMatchObject({ interest: interestWon, principal: 1_000_000, credit: 1_010_191 - 1_000_000 - interestWon });
    expect(payoff.preview.installments).toEqual([{ seq: 1, due_on: '2026-02-10', late_interest: 0, interest: interestWon, principal: 1_000_000 }]);
    expect(listedAllocation(paymentsOf(payoff.after)[0])).toEqual(payoff.preview);
  });

  it('lists each payment once with its own allocation, among other events, in order', () => {
    const first = pay(start, total(1), installments[0].dueOn, 'a');
    const overdue: LoanEvent = { type: 'InstallmentOverdue', data: { productId, seq: 2, dueOn: installments[1].dueOn, asOf: '2026-03-20' } };
    // Five days late: 5 days of late interest at 12 % + 3 % on its principal, paid before it.
    const lateWon = Math.floor((installments[1].principalWon * 1500 * 5) / 3_650_000);
    const second = pay([...first.after, overdue], total(2) + lateWon, '2026-03-20', 'b');
    const listed = paymentsOf(second.after);
    expect(listed.map((p) => [p.payment_id, p.amount, p.paid_on, p.source])).toEqual([['a', total(1), installments[0].dueOn, 'operator'], ['b', total(2) + lateWon, '2026-03-20', 'operator']]);
    expect(listed[1].allocation).toMatchObject({ late_interest: lateWon, interest: installments[1].interestWon, principal: installments[1].principalWon, credit: 0 });
    expect(listedAllocation(listed[1])).toEqual(second.preview);
    expect(listed.map((p) => p.installments.map((i) => i.seq))).toEqual([[1], [2]]);
  });

  it('takes the source from the event and defaults to the operator where the event has none', () => {
    const received = (paymentId: string, source?: 'account'): LoanEvent => ({
      type: 'BorrowerPaymentReceived', data: { productId, paymentId, amountWon: 10, paidOn: '2026-02-01', receivedAt: now.toISOString(), ...(source ? { source } : {}) },
    });
    expect(paymentsOf([...start, received('old'), received('bank', 'account')]).map((p) => p.source)).toEqual(['operator', 'account']);
  });

  it('refuses a preview as the payment would be refused, appending nothing', () => {
    expect(() => previewPayment(stateOf(start), { amountWon: 10, paidOn: '2026-01-01', now })).toThrow(DomainError);
    expect(() => previewPayment(loanDecider.initialState(), { amountWon: 10, paidOn: '2026-02-01', now })).toThrow(DomainError);
  });
});
