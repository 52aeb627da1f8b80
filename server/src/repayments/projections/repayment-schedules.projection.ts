// `repayment_schedules`: loans, their installments and borrower payments, and every investor's
// schedule per product (principal, interest, each tax, net, status) with its version
// (repayment-schedules.versions.ts). Inline, so the batch and the screens read what the last
// command wrote. One projection for these tables because an early repayment re-derives investor
// rows from the loan's installments. One rule for the inline writer and verify/replay
// (shared/projections/rules/row-changes.ts): each event's rule declares the rows it reads
// (repayment-schedules.reads.ts); a loan row's own changes need none, nor does a credit.
import type { EventRecord } from '../../shared/event-store/event-store.types';
import type { DataByType } from '../../shared/event-store/event-handlers';
import { insertRow, RowChange, RowQuery, RuleReader, updateRow } from '../../shared/projections/rules/row-changes';
import { ruleProjection } from '../../shared/projections/rules/rule-projection';
import type { RepaymentCredited } from '../../wallet';
import { LOAN_EVENT_TYPES, LoanEvent } from '../loan.events';
import { policyChanged, REPAYMENT_POLICY_CHANGED, RepaymentPolicyChanged } from './income-tax-timeline';
import { loanAccelerated, loanRecovered, loanSold, loanWrittenOff } from './repayment-schedules.bad-loans';
import { claimTransferred, installmentDistributed, installmentOverdue, repaymentCredited } from './repayment-schedules.investor-rows';
import { loanRepaidEarly, loanScheduled } from './repayment-schedules.payouts';
import type { EventRule } from './repayment-schedules.reads';
import { SCHEDULE_TABLES } from './repayment-schedules.tables';

/** What repayment_schedules reads: the loan streams, the investors' credits and the repayment policy's changes. */
export type SchedulesEvent = LoanEvent | RepaymentCredited | RepaymentPolicyChanged;
type Data = DataByType<SchedulesEvent>;

const loan = (productId: string) => ({ product_id: productId });
/** A change of the loan's row alone. */
const onLoan = <D extends { productId: string }>(change: (d: D, event: EventRecord) => Parameters<typeof updateRow>[2]): EventRule<D> => ({
  changes: (d, _read, event) => [updateRow('loans', loan(d.productId), change(d, event))],
});

const RULES: { [T in keyof Data]: EventRule<Data[T]> } = {
  LoanScheduled: loanScheduled,
  BorrowerPaymentReceived: {
    changes: (d) => [
      insertRow('payments', { payment_id: d.paymentId, product_id: d.productId, amount: d.amountWon, paid_on: d.paidOn, received_at: d.receivedAt, source: d.source ?? 'operator' }),
      updateRow('loans', loan(d.productId), { add: { received: d.amountWon, credit: d.amountWon } }),
    ],
  },
  InstallmentFunded: {
    changes: (d) => [
      updateRow('installments', { product_id: d.productId, seq: d.seq }, { set: { status: 'funded', funded_on: d.fundedOn, late_interest: d.lateInterestWon ?? 0 } }),
      updateRow('loans', loan(d.productId), { add: { credit: -d.amountWon } }),
    ],
  },
  LoanRepaidEarly: loanRepaidEarly,
  InstallmentOverdue: installmentOverdue,
  LoanOverdue: onLoan((d) => ({ set: { status: 'overdue', overdue_since: d.oldestDueOn } })),
  LoanOverdueCleared: onLoan(() => ({ set: { status: 'repaying', overdue_since: null } })),
  InstallmentDistributed: installmentDistributed,
  LoanCompleted: onLoan((d, event) => ({ set: { status: 'completed', completed_at: d.completedAt ?? event.businessAt } })),
  BorrowerCreditRefunded: onLoan((d) => ({ add: { credit: -d.amountWon } })),
  LoanAccelerated: loanAccelerated,
  LoanRecovered: loanRecovered,
  LoanWrittenOff: loanWrittenOff,
  LoanSold: loanSold,
  // The loan's own fact (its page reads the stream): no row changes.
  AccelerationNoticed: { changes: () => [] },
  ClaimTransferred: claimTransferred,
  RepaymentCredited: repaymentCredited,
  [REPAYMENT_POLICY_CHANGED]: policyChanged,
};

type Of<T extends keyof Data> = EventRecord & { type: T; data: Data[T] };
/** The rows an event's rule reads. */
const readsOf = <T extends keyof Data>(event: Of<T>): readonly RowQuery[] => RULES[event.type].reads?.(event.data) ?? [];
/** What one event changes in repayment_schedules, given the rows it reads. */
const changesOf = <T extends keyof Data>(event: Of<T>, read: RuleReader): RowChange[] => RULES[event.type].changes(event.data, read, event);

export const repaymentSchedulesProjection = ruleProjection<SchedulesEvent>({
  name: 'repayment_schedules',
  handles: [...LOAN_EVENT_TYPES, 'RepaymentCredited', REPAYMENT_POLICY_CHANGED],
  tables: SCHEDULE_TABLES,
  reads: readsOf,
  rule: changesOf,
});
