// Where a borrower's payment went (docs/api.md "Borrower money": costs, late interest, interest,
// principal, credit), read from the events the loan decider appended for it. One rule serves the
// payments listing (the stored decisions) and the preview (the decider run on the current state,
// nothing appended), so what an operator is shown before recording a payment is what the
// listing shows after it, and neither can drift from what the decider booked.
import { assert } from '../shared/errors/domain-error';
import type { AllocatedInstallment, LoanDetail, PaymentAllocation } from './http/repayment-answers.schema';
import { LoanState, loanDecider } from './loan.decider';
import { LoanEvent } from './loan.events';

/** A payment's allocation as the API answers it, with the installments it completed (late interest, interest and principal of each). */
export type Allocation = PaymentAllocation & { installments: AllocatedInstallment[] };

/** A payment as the loan's page lists it: the payment, its allocation and its installments. */
export type LoanPayment = LoanDetail['payments'][number];

/** Events a payment's decision appends right after its BorrowerPaymentReceived, allocating its money. */
const ALLOCATING: ReadonlySet<LoanEvent['type']> = new Set(['InstallmentFunded', 'LoanRepaidEarly']);

/** Late interest (연체이자) of an installment is paid before its interest and principal (민법 479조). */
function allocatedInstallment(before: LoanState, event: LoanEvent): AllocatedInstallment[] {
  if (event.type === 'InstallmentFunded') {
    const installment = before.installments.find((i) => i.seq === event.data.seq);
    assert(installment, `loan ${before.productId} has no installment ${event.data.seq}`);
    const lateInterestWon = event.data.lateInterestWon ?? 0;
    assert(lateInterestWon + installment.interestWon + installment.principalWon === event.data.amountWon, `installment ${event.data.seq} of ${before.productId} funded with another amount`);
    return [{ seq: installment.seq, due_on: installment.dueOn, late_interest: lateInterestWon, interest: installment.interestWon, principal: installment.principalWon }];
  }
  if (event.type === 'LoanRepaidEarly') {
    const d = event.data;
    return [{ seq: d.seq, due_on: d.paidOn, late_interest: 0, interest: d.interestWon, principal: d.principalWon }];
  }
  return [];
}

/**
 * The allocation of the one payment in `decided` (its decision's events), on the loan as it was
 * before them. The decider funds whole installments, each with its late interest (민법 479조: late
 * interest, interest, principal, oldest first); no event charges costs to a payment, so they are 0.
 * Whatever of the payment is not in an installment stays credit; an installment completed with
 * earlier credit shows that as credit used.
 */
export function allocationOf(before: LoanState, decided: readonly LoanEvent[]): Allocation {
  const received = decided.filter((e) => e.type === 'BorrowerPaymentReceived');
  assert(received.length === 1 && received[0].type === 'BorrowerPaymentReceived', 'a payment decision holds exactly one payment');
  const installments = decided.flatMap((e) => allocatedInstallment(before, e));
  const lateInterestWon = installments.reduce((t, i) => t + i.late_interest, 0);
  const interestWon = installments.reduce((t, i) => t + i.interest, 0);
  const principalWon = installments.reduce((t, i) => t + i.principal, 0);
  const leftWon = received[0].data.amountWon - lateInterestWon - interestWon - principalWon;
  return {
    costs: 0, late_interest: lateInterestWon, interest: interestWon, principal: principalWon, credit: Math.max(leftWon, 0), credit_used: Math.max(-leftWon, 0), installments,
  };
}

/** Every payment of a loan's stream in order, with what its decision allocated. */
export function paymentsOf(events: readonly LoanEvent[]): LoanPayment[] {
  const payments: LoanPayment[] = [];
  let state = loanDecider.initialState();
  let index = 0;
  while (index < events.length) {
    const event = events[index];
    let end = index + 1;
    if (event.type === 'BorrowerPaymentReceived') {
      while (end < events.length && ALLOCATING.has(events[end].type)) end += 1;
      const d = event.data;
      const { installments, ...allocation } = allocationOf(state, events.slice(index, end));
      payments.push({
        payment_id: d.paymentId, amount: d.amountWon, paid_on: d.paidOn, received_at: new Date(d.receivedAt).toISOString(), source: d.source ?? 'operator', allocation, installments,
      });
    }
    for (let k = index; k < end; k += 1) state = loanDecider.evolve(state, events[k]);
    index = end;
  }
  return payments;
}

/**
 * What a payment of `amountWon` on `paidOn` would be allocated to now: the decider itself decides
 * it on the current state and nothing is appended. Its refusals are the real payment's.
 */
export function previewPayment(state: LoanState, payment: { amountWon: number; paidOn: string; now: Date }): Allocation {
  const decided = loanDecider.decide({ type: 'ReceiveBorrowerPayment', paymentId: 'preview', amountWon: payment.amountWon, paidOn: payment.paidOn, now: payment.now }, state);
  return allocationOf(state, decided);
}
