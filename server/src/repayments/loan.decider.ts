// The loan aggregate (`loan-{productId}`): the schedule fixed at execution, the borrower's
// payments settling installments oldest first, overdue marking, early full repayment with
// interest to that day, installments distributed to investors, and the borrower's excess
// (credit) refunded by an operator, so every won received is allocated. Pure: time and dates come
// inside the commands.
import { Decider } from '../shared/decider';
import { DomainError, assert, assertNever, invalidInput } from '../shared/errors/domain-error';
import { lateInterestTermsOf, LoanEvent, LoanScheduledData, PaymentSource, PRODUCT_OVERDUE_AFTER_DAYS } from './loan.events';
import {
  accruedInterestWon, ClaimHolders, DEFAULT_LATE_INTEREST_TERMS, DEFAULT_TAX_POLICY, Installment, LateInterestTerms, lateInterestWon, Party, RepaymentMethod, TaxPolicy,
} from '../shared/loan-maths';
import { addDays, daysBetween } from '../shared/clock';
import { accelerate, applyHeldCredit, BadLoanCommand, recover, sell, writeOff } from './bad-loans/bad-loan.decide';
import { decideClaimTransfer, evolveClaimTransferred, TransferClaimCommand } from './transfers/claim-transfer.decide';
import { LoanClaim, withShares } from './bad-loans/loan-claim';
import { lateTermsOf } from './loan-late-terms';

/** `accelerated`: unpaid when the loan was accelerated, replaced by the claim. */
export type InstallmentStatus = 'scheduled' | 'funded' | 'distributed' | 'accelerated';

export interface LoanInstallment extends Installment {
  status: InstallmentStatus;
  overdue: boolean;
}

export interface LoanState {
  exists: boolean;
  productId: string;
  status: 'repaying' | 'overdue' | 'completed' | 'defaulted' | 'written_off' | 'sold';
  executedOn: string;
  principalWon: number;
  rateBp: number;
  method: RepaymentMethod;
  investors: Party[];
  policy: TaxPolicy;
  /**
   * Late interest and the maximum rate recorded at execution (contract terms). Optional: a state
   * snapshotted before it existed lacks it, and such a loan follows the defaults (lateTermsOf).
   */
  lateTerms?: LateInterestTerms;
  installments: LoanInstallment[];
  /** Borrower money received and not yet allocated to an installment. */
  creditWon: number;
  receivedWon: number;
  /** What the borrower owes once the loan is accelerated; absent before (and in older snapshots). */
  claim?: LoanClaim;
  /** Money recovered or the sale price, gross (costs included): with receivedWon, every won that came in. */
  recoveredWon?: number;
  /** Who holds each party's shares after transfers (absent: nobody sold, every party holds its own). */
  holders?: ClaimHolders;
  /** A personal debtor's loan (개인채무자보호법 switches at execution); absent: not. */
  personalDebtor?: boolean;
  /** The notice before acceleration a personal debtor's loan was given (cleared when it is overdue no more). */
  accelerationNotice?: { on: string; accelerateOn: string };
}

export type LoanCommand =
  | { type: 'ScheduleLoan'; data: LoanScheduledData }
  | { type: 'ReceiveBorrowerPayment'; paymentId: string; amountWon: number; paidOn: string; now: Date; source?: PaymentSource; tid?: string }
  /**
   * `accelerationDays` (the policy in force): the daily run accelerates a loan unpaid that long;
   * absent: never. A personal debtor's loan is first given notice `accelerationNoticeDays` before.
   */
  | { type: 'MarkOverdue'; asOf: string; accelerationDays?: number; accelerationNoticeDays?: number; now?: Date }
  | { type: 'RecordInstallmentDistributed'; seq: number; investorCount: number; now: Date }
  | { type: 'RefundBorrowerCredit'; amountWon: number; refundedOn: string; now: Date }
  | TransferClaimCommand
  | BadLoanCommand;

const initialState = (): LoanState => ({
  exists: false,
  productId: '',
  status: 'repaying',
  executedOn: '',
  principalWon: 0,
  rateBp: 0,
  method: 'equal_installment',
  investors: [],
  policy: DEFAULT_TAX_POLICY,
  lateTerms: DEFAULT_LATE_INTEREST_TERMS,
  installments: [],
  creditWon: 0,
  receivedWon: 0,
});


export const installmentTotalWon = (i: Installment): number => i.principalWon + i.interestWon;

/**
 * What funding an installment with money paid on `paidOn` takes (민법 479조: its late interest, then
 * its interest, then its principal): late interest accrues on its principal from the day after its
 * due date to the payment date, at the loan's rate plus the recorded addition, capped.
 */
export function owedOn(state: LoanState, installment: LoanInstallment, paidOn: string): { lateInterestWon: number; totalWon: number } {
  const lateWon = lateInterestWon(installment.principalWon, state.rateBp, lateTermsOf(state), installment.dueOn, paidOn);
  return { lateInterestWon: lateWon, totalWon: installmentTotalWon(installment) + lateWon };
}

const funded = (productId: string, installment: LoanInstallment, paidOn: string, owed: { lateInterestWon: number; totalWon: number }): LoanEvent => ({
  type: 'InstallmentFunded',
  data: { productId, seq: installment.seq, fundedOn: paidOn, amountWon: owed.totalWon, ...(owed.lateInterestWon > 0 ? { lateInterestWon: owed.lateInterestWon } : {}) },
});

function receivePayment(cmd: Extract<LoanCommand, { type: 'ReceiveBorrowerPayment' }>, state: LoanState): LoanEvent[] {
  if (!Number.isSafeInteger(cmd.amountWon) || cmd.amountWon <= 0) throw invalidInput({ amount: 'must_be_positive_integer' });
  // An accelerated, written-off or sold loan takes money only as a recovery (docs/api.md "Loans that go bad").
  if (state.status !== 'repaying' && state.status !== 'overdue') throw new DomainError('product_state_conflict');
  if (state.installments.every((i) => i.status !== 'scheduled')) throw new DomainError('product_state_conflict');
  if (cmd.paidOn < state.executedOn) throw invalidInput({ paid_on: 'before_execution' });
  const productId = state.productId;
  const events: LoanEvent[] = [
    {
      type: 'BorrowerPaymentReceived',
      data: {
        productId, paymentId: cmd.paymentId, amountWon: cmd.amountWon, paidOn: cmd.paidOn, receivedAt: cmd.now.toISOString(),
        source: cmd.source ?? 'operator', ...(cmd.tid === undefined ? {} : { tid: cmd.tid }),
      },
    },
  ];
  let credit = state.creditWon + cmd.amountWon;
  const uncovered = state.installments.filter((i) => i.status === 'scheduled');
  let index = 0;
  // A late payment settles the oldest installment first, its late interest before the installment.
  for (; index < uncovered.length && uncovered[index].dueOn <= cmd.paidOn; index += 1) {
    const owed = owedOn(state, uncovered[index], cmd.paidOn);
    if (credit < owed.totalWon) break;
    credit -= owed.totalWon;
    events.push(funded(productId, uncovered[index], cmd.paidOn, owed));
  }
  const rest = uncovered.slice(index);
  if (rest.length > 0 && rest[0].dueOn > cmd.paidOn) {
    // Nothing past due is left unpaid: enough money closes the loan early, with interest to today.
    // Only when more than the last installment's principal is repaid early: the last one alone,
    // paid ahead of its date, earns investors its full scheduled interest like any other.
    const outstandingWon = rest.reduce((t, i) => t + i.principalWon, 0);
    const previous = state.installments.filter((i) => i.seq < rest[0].seq).at(-1);
    const interestWon = accruedInterestWon(outstandingWon, state.rateBp, previous ? previous.dueOn : state.executedOn, cmd.paidOn);
    if (rest.length > 1 && credit >= outstandingWon + interestWon) {
      credit -= outstandingWon + interestWon;
      events.push({
        type: 'LoanRepaidEarly',
        data: { productId, seq: rest[0].seq, paidOn: cmd.paidOn, principalWon: outstandingWon, interestWon, replacedSeqs: rest.map((i) => i.seq) },
      });
      return withCleared(events, state, [], cmd.paidOn);
    }
    // Otherwise whole future installments are paid ahead, in order; what is left over stays the
    // borrower's credit (for the next installment, or refunded by an operator).
    for (let k = 0; k < rest.length && credit >= installmentTotalWon(rest[k]); k += 1) {
      credit -= installmentTotalWon(rest[k]);
      events.push(funded(productId, rest[k], cmd.paidOn, { lateInterestWon: 0, totalWon: installmentTotalWon(rest[k]) }));
    }
  }
  const stillUncovered = uncovered.filter((i) => !events.some((e) => e.type === 'InstallmentFunded' && e.data.seq === i.seq));
  return withCleared(events, state, stillUncovered, cmd.paidOn);
}

/** Credit the borrower paid beyond what is owed goes back to them: never more than is held. */
function refundCredit(cmd: Extract<LoanCommand, { type: 'RefundBorrowerCredit' }>, state: LoanState): LoanEvent[] {
  if (!Number.isSafeInteger(cmd.amountWon) || cmd.amountWon <= 0) throw invalidInput({ amount: 'must_be_positive_integer' });
  if (cmd.amountWon > state.creditWon) throw invalidInput({ amount: 'exceeds_credit' });
  return [{ type: 'BorrowerCreditRefunded', data: { productId: state.productId, amountWon: cmd.amountWon, refundedOn: cmd.refundedOn, refundedAt: cmd.now.toISOString() } }];
}

/** An overdue loan whose overdue installments are all paid is overdue no more. */
function withCleared(events: LoanEvent[], state: LoanState, stillUncovered: LoanInstallment[], paidOn: string): LoanEvent[] {
  if (state.status === 'overdue' && !stillUncovered.some((i) => i.overdue)) {
    events.push({ type: 'LoanOverdueCleared', data: { productId: state.productId, clearedOn: paidOn } });
  }
  return events;
}

function markOverdue(cmd: Extract<LoanCommand, { type: 'MarkOverdue' }>, state: LoanState): LoanEvent[] {
  const asOf = cmd.asOf;
  if (!state.exists || (state.status !== 'repaying' && state.status !== 'overdue')) return [];
  const productId = state.productId;
  const late = state.installments.filter((i) => i.status === 'scheduled' && i.dueOn < asOf);
  const events: LoanEvent[] = late
    .filter((i) => !i.overdue)
    .map((i) => ({ type: 'InstallmentOverdue' as const, data: { productId, seq: i.seq, dueOn: i.dueOn, asOf } }));
  const oldest = late[0];
  if (oldest && state.status === 'repaying') {
    const daysOverdue = daysBetween(oldest.dueOn, asOf);
    if (daysOverdue >= PRODUCT_OVERDUE_AFTER_DAYS) events.push({ type: 'LoanOverdue', data: { productId, asOf, oldestDueOn: oldest.dueOn, daysOverdue } });
  }
  if (oldest && cmd.accelerationDays !== undefined && cmd.now) events.push(...automaticAcceleration(cmd, events.reduce(evolve, state), oldest.dueOn));
  return events;
}

/**
 * Unpaid for `acceleration_days`: the daily run accelerates the loan itself, as of the run's date.
 * A personal debtor's loan is given notice `accelerationNoticeDays` ahead (at the latest on the
 * run that finds it due, then accelerated once the notice's date has come).
 */
function automaticAcceleration(cmd: Extract<LoanCommand, { type: 'MarkOverdue' }>, state: LoanState, oldestDueOn: string): LoanEvent[] {
  const days = daysBetween(oldestDueOn, cmd.asOf);
  const accelerationDays = cmd.accelerationDays!;
  if (state.personalDebtor && !state.accelerationNotice) {
    const noticeDays = cmd.accelerationNoticeDays ?? 0;
    if (days < accelerationDays - noticeDays) return [];
    const accelerateOn = addDays(cmd.asOf, Math.max(noticeDays, accelerationDays - days));
    return [{ type: 'AccelerationNoticed', data: { productId: state.productId, on: cmd.asOf, accelerateOn, daysOverdue: days } }];
  }
  if (days < accelerationDays || (state.accelerationNotice && cmd.asOf < state.accelerationNotice.accelerateOn)) return [];
  return accelerateWithCredit({ type: 'AccelerateLoan', on: cmd.asOf, reason: `${accelerationDays}일 이상 연체`, automatic: true, now: cmd.now! }, state);
}

/**
 * Acceleration, and what the borrower had paid towards an installment not yet covered (the loan's
 * credit) applied to the claim at once as the borrower's recovery: money received is never left
 * held on a loan that takes no more installments (민법 479조, docs/api.md "Loans that go bad").
 */
function accelerateWithCredit(cmd: Extract<LoanCommand, { type: 'AccelerateLoan' }>, state: LoanState): LoanEvent[] {
  const events = accelerate(cmd, state);
  if (state.creditWon === 0) return events;
  return [...events, ...applyHeldCredit(events.reduce(evolve, state), cmd.on, cmd.now)];
}

function recordDistributed(cmd: Extract<LoanCommand, { type: 'RecordInstallmentDistributed' }>, state: LoanState): LoanEvent[] {
  const installment = state.installments.find((i) => i.seq === cmd.seq);
  assert(installment, `loan ${state.productId} has no installment ${cmd.seq}`);
  if (installment.status === 'distributed') return [];
  assert(installment.status === 'funded', `installment ${cmd.seq} of ${state.productId} is not funded`);
  const at = cmd.now.toISOString();
  const events: LoanEvent[] = [
    {
      type: 'InstallmentDistributed',
      data: { productId: state.productId, seq: cmd.seq, principalWon: installment.principalWon, interestWon: installment.interestWon, investorCount: cmd.investorCount, distributedAt: at },
    },
  ];
  if (state.installments.every((i) => i.seq === cmd.seq || i.status === 'distributed')) {
    events.push({ type: 'LoanCompleted', data: { productId: state.productId, completedAt: at } });
  }
  return events;
}

function decide(command: LoanCommand, state: LoanState): LoanEvent[] {
  if (command.type === 'ScheduleLoan') {
    // Scheduling follows ProductExecuted at least once: a repeat appends nothing.
    if (state.exists) return [];
    assert(command.data.installments.length > 0, 'a loan has installments');
    return [{ type: 'LoanScheduled', data: command.data }];
  }
  if (!state.exists) throw new DomainError('no_such_product');
  switch (command.type) {
    case 'ReceiveBorrowerPayment':
      return receivePayment(command, state);
    case 'MarkOverdue':
      return markOverdue(command, state);
    case 'RecordInstallmentDistributed':
      return recordDistributed(command, state);
    case 'RefundBorrowerCredit':
      return refundCredit(command, state);
    case 'AccelerateLoan':
      return accelerateWithCredit(command, state);
    case 'RecordRecovery':
      return recover(command, state);
    case 'SellLoan':
      return sell(command, state);
    case 'WriteOffLoan':
      return writeOff(command, state);
    case 'TransferClaim':
      return [{ type: 'ClaimTransferred', data: decideClaimTransfer(command, state) }];
    default:
      return assertNever(command);
  }
}

const setInstallment = (state: LoanState, seq: number, change: Partial<LoanInstallment>): LoanState => ({
  ...state,
  installments: state.installments.map((i) => (i.seq === seq ? { ...i, ...change } : i)),
});

function evolve(state: LoanState, event: LoanEvent): LoanState {
  switch (event.type) {
    case 'LoanScheduled': {
      const d = event.data;
      return {
        ...state,
        exists: true,
        productId: d.productId,
        executedOn: d.executedOn,
        principalWon: d.principalWon,
        rateBp: d.rateBp,
        method: d.method,
        investors: d.investors,
        policy: d.policy,
        lateTerms: lateInterestTermsOf(d),
        ...(d.personalDebtor ? { personalDebtor: true } : {}),
        installments: d.installments.map((i) => ({ ...i, status: 'scheduled', overdue: false })),
      };
    }
    case 'BorrowerPaymentReceived':
      return { ...state, creditWon: state.creditWon + event.data.amountWon, receivedWon: state.receivedWon + event.data.amountWon };
    case 'InstallmentFunded': {
      const late = event.data.lateInterestWon ? { lateInterestWon: event.data.lateInterestWon } : {};
      return { ...setInstallment(state, event.data.seq, { status: 'funded', ...late }), creditWon: state.creditWon - event.data.amountWon };
    }
    case 'LoanRepaidEarly': {
      const d = event.data;
      const kept = state.installments.filter((i) => !d.replacedSeqs.includes(i.seq));
      const final: LoanInstallment = { seq: d.seq, dueOn: d.paidOn, principalWon: d.principalWon, interestWon: d.interestWon, status: 'funded', overdue: false };
      return { ...state, installments: [...kept, final], creditWon: state.creditWon - d.principalWon - d.interestWon };
    }
    case 'InstallmentOverdue':
      return setInstallment(state, event.data.seq, { overdue: true });
    case 'LoanOverdue':
      return { ...state, status: 'overdue' };
    case 'LoanOverdueCleared':
      return { ...state, status: 'repaying', accelerationNotice: undefined };
    case 'InstallmentDistributed':
      return setInstallment(state, event.data.seq, { status: 'distributed' });
    case 'LoanCompleted':
      return { ...state, status: 'completed' };
    case 'BorrowerCreditRefunded':
      return { ...state, creditWon: state.creditWon - event.data.amountWon };
    case 'LoanAccelerated':
    case 'LoanRecovered':
    case 'LoanWrittenOff':
    case 'LoanSold':
      return evolveBadLoan(state, event);
    case 'AccelerationNoticed':
      return { ...state, accelerationNotice: { on: event.data.on, accelerateOn: event.data.accelerateOn } };
    case 'ClaimTransferred':
      return evolveClaimTransferred(state, event.data);
    default:
      return assertNever(event);
  }
}

export const loanDecider: Decider<LoanCommand, LoanEvent, LoanState> = { initialState, decide, evolve };

type BadLoanEvent = Extract<LoanEvent, { type: 'LoanAccelerated' | 'LoanRecovered' | 'LoanWrittenOff' | 'LoanSold' }>;

function evolveBadLoan(state: LoanState, event: BadLoanEvent): LoanState {
  switch (event.type) {
    case 'LoanAccelerated': {
      const d = event.data;
      const replaced = new Set(d.replacedSeqs);
      return {
        ...state,
        status: 'defaulted',
        installments: state.installments.map((i) => (replaced.has(i.seq) ? { ...i, status: 'accelerated' } : i)),
        claim: {
          acceleratedOn: d.on, principalWon: d.principalWon, interestWon: d.interestWon, lateInterestWon: d.lateInterestWon,
          accruedThroughOn: d.on, holdings: d.holdings, writtenOff: d.holdings.map((h) => ({ userId: h.userId, principalWon: 0 })),
          ...(d.lateBasisWon === undefined ? {} : { lateBasisWon: d.lateBasisWon }),
        },
      };
    }
    case 'LoanRecovered': {
      const d = event.data;
      const claim = state.claim!;
      const holdings = withShares(claim.holdings, d.shares, -1);
      return {
        ...state,
        creditWon: state.creditWon - (d.appliedCreditWon ?? 0) + d.creditWon,
        recoveredWon: (state.recoveredWon ?? 0) + d.amountWon,
        claim: {
          ...claim,
          principalWon: holdings.reduce((t, h) => t + h.principalWon, 0),
          interestWon: claim.interestWon + (d.interestAccruedWon ?? 0) - d.interestWon,
          lateInterestWon: claim.lateInterestWon + d.lateInterestAccruedWon - d.lateInterestWon,
          accruedThroughOn: d.receivedOn,
          // Principal recovered repays the past-due part first (oldest first).
          ...(claim.lateBasisWon === undefined ? {} : { lateBasisWon: Math.max(claim.lateBasisWon - d.principalWon, 0) }),
          holdings,
          writtenOff: withShares(claim.writtenOff, d.shares.map((s) => ({ userId: s.userId, principalWon: s.writtenOffPrincipalWon })), -1),
        },
      };
    }
    case 'LoanWrittenOff':
      return { ...state, status: 'written_off', claim: { ...state.claim!, writtenOff: withShares(state.claim!.writtenOff, event.data.shares, 1) } };
    case 'LoanSold':
      return { ...state, status: 'sold' };
    default:
      return assertNever(event);
  }
}
