// Events of the `loan-{productId}` stream: the repayment schedule fixed at execution, money
// received from the borrower, installments funded, overdue, distributed. Names are past tense
// and never renamed; a change of shape is a new type.
import { DEFAULT_LATE_INTEREST_TERMS } from '../shared/loan-maths';
import type { Installment, LateInterestTerms, Party, RepaymentMethod, TaxPolicy } from '../shared/loan-maths';
import { isEventOf } from '../shared/event-store/event-guard';
import type { EventNamed } from '../shared/event-store/event-store.types';

export const loanStreamId = (productId: string): string => `loan-${productId}`;
/** Where borrower money came from: the loan's repayment account (a bank notification) or an operator's entry. */
export type PaymentSource = 'account' | 'operator';
export const LOAN_STREAM_PREFIX = 'loan-';

export interface LoanScheduledData {
  productId: string;
  executedAt: string;
  /** Korea-time date of execution: interest of an early repayment accrues from it. */
  executedOn: string;
  principalWon: number;
  rateBp: number;
  termMonths: number;
  method: RepaymentMethod;
  /** Investors (party id = user id) with the principal each lent, in first-investment order. */
  investors: Party[];
  /** The investments behind them, for per-investment returns. */
  investments: { investmentId: string; userId: string; amountWon: number }[];
  /** The withholding policy in force when the loan was executed. */
  policy: TaxPolicy;
  /**
   * Contract terms from the policy in force at execution, for the loan's whole life: late interest
   * added to the rate and the legal maximum rate. Loans scheduled before they were recorded lack
   * them and follow the defaults (lateInterestTermsOf).
   */
  lateInterestBp?: number;
  maxRateBp?: number;
  /** A personal debtor's loan under the 개인채무자보호법 switches in force at execution (absent: not). */
  personalDebtor?: boolean;
  installments: Installment[];
}

export interface BorrowerPaymentReceivedData {
  productId: string;
  paymentId: string;
  amountWon: number;
  paidOn: string;
  receivedAt: string;
  /** Absent on payments recorded before it was: those were all an operator's. */
  source?: PaymentSource;
  /** The bank's transaction, for a payment into the repayment account (`account`). */
  tid?: string;
}

/** Where recovered money came from (docs/api.md "Loans that go bad"). */
export type RecoverySource = 'borrower' | 'collateral' | 'guarantor' | 'collection';
export const RECOVERY_SOURCES: readonly RecoverySource[] = ['borrower', 'collateral', 'guarantor', 'collection'];

/** One investor's principal in a claim (outstanding at acceleration, or written off), in the loan's investor order. */
export interface ClaimShare {
  userId: string;
  principalWon: number;
}

/**
 * Acceleration (기한이익상실): the whole outstanding principal due at once. `interestWon` is the
 * unpaid scheduled interest of installments due on or before `on` plus the interest accrued at the
 * loan's rate from the last due date to `on`; `lateInterestWon` the late interest of the past-due
 * installments to `on`. From the day after `on` late interest accrues on the whole principal.
 * `replacedSeqs`: the unpaid installments the claim replaces; `holdings`: each investor's part of
 * the principal, the weights every later recovery is split by.
 */
export interface LoanAcceleratedData {
  productId: string;
  on: string;
  reason: string;
  /** The daily run's own decision after `acceleration_days` unpaid, not an operator's. */
  automatic: boolean;
  principalWon: number;
  interestWon: number;
  lateInterestWon: number;
  replacedSeqs: number[];
  holdings: ClaimShare[];
  /** A personal debtor's loan: the principal past due on `on`, the only principal late interest runs on. */
  lateBasisWon?: number;
  acceleratedAt: string;
}

/** One investor's part of a recovery or sale; `writtenOffPrincipalWon` is the part of the principal that was written off before. */
export interface RecoveryShare {
  userId: string;
  principalWon: number;
  interestWon: number;
  lateInterestWon: number;
  writtenOffPrincipalWon: number;
}

/**
 * Money recovered on an accelerated claim (`recovery`: from the borrower, collateral, a guarantor
 * or a collector) or the price of its sale (`sale`). `lateInterestAccruedWon` is the late interest
 * the claim accrued since the previous step, owed before the allocation; the allocation is
 * costs, late interest, interest, principal (민법 479조), and what exceeds the claim is credit.
 */
export interface LoanRecoveredData {
  productId: string;
  recoveryId: string;
  kind: 'recovery' | 'sale';
  amountWon: number;
  receivedOn: string;
  source?: RecoverySource;
  buyerName?: string;
  memo: string;
  costsWon: number;
  lateInterestAccruedWon: number;
  /** A personal debtor's loan: interest at the loan's rate accrued on the principal not past due since the last step. */
  interestAccruedWon?: number;
  lateInterestWon: number;
  interestWon: number;
  principalWon: number;
  creditWon: number;
  /**
   * Money the borrower had already paid and the loan held as credit when it was accelerated (a
   * part of an installment), applied to the claim at acceleration instead of received anew
   * (docs/api.md "Loans that go bad"): it leaves the held credit. Absent: new money.
   */
  appliedCreditWon?: number;
  shares: RecoveryShare[];
  recordedAt: string;
}

/** Write-off (상각): the investors' remaining principal counted as lost; the claim itself survives. */
export interface LoanWrittenOffData {
  productId: string;
  on: string;
  reason: string;
  principalWon: number;
  shares: ClaimShare[];
  recordedAt: string;
}

/**
 * A holder's whole remaining claim sold to a buyer (원리금수취권 양도, docs/api.md "Transfers"): from
 * installment `fromSeq` on, every share the seller held is paid to the buyer (the parties and their
 * weights unchanged). `outstandingPrincipalWon`: the principal of those shares; the buyer pays
 * `priceWon` plus `accruedInterestWon` (경과이자 since the last due date, the seller's taxed
 * interest), the seller receives the price less `feeWon`. Decided and folded by
 * transfers/claim-transfer.decide.ts; appended with the buyer's and the seller's wallet events
 * (ClaimBought, ClaimSold) and the listing's sale in one append (transfers/commands/purchase-claim.handler.ts).
 */
export interface ClaimTransferredData {
  productId: string;
  listingId: string;
  fromUserId: string;
  toUserId: string;
  fromSeq: number;
  outstandingPrincipalWon: number;
  /** The scheduled interest of the shares sold (before tax): what the buyer now expects and the seller no longer. */
  outstandingInterestWon: number;
  priceWon: number;
  accruedInterestWon: number;
  feeWon: number;
  on: string;
  transferredAt: string;
}

export type LoanEvent =
  | { type: 'LoanScheduled'; data: LoanScheduledData }
  | { type: 'BorrowerPaymentReceived'; data: BorrowerPaymentReceivedData }
  /**
   * `amountWon` = principal + interest + late interest; `lateInterestWon` (연체이자, absent: none) is
   * what the installment's lateness from the day after its due date to `fundedOn` cost the borrower.
   */
  | { type: 'InstallmentFunded'; data: { productId: string; seq: number; fundedOn: string; amountWon: number; lateInterestWon?: number } }
  | {
      type: 'LoanRepaidEarly';
      data: { productId: string; seq: number; paidOn: string; principalWon: number; interestWon: number; replacedSeqs: number[] };
    }
  | { type: 'InstallmentOverdue'; data: { productId: string; seq: number; dueOn: string; asOf: string } }
  | { type: 'LoanOverdue'; data: { productId: string; asOf: string; oldestDueOn: string; daysOverdue: number } }
  | { type: 'LoanOverdueCleared'; data: { productId: string; clearedOn: string } }
  | { type: 'InstallmentDistributed'; data: { productId: string; seq: number; principalWon: number; interestWon: number; investorCount: number; distributedAt: string } }
  | { type: 'LoanCompleted'; data: { productId: string; completedAt: string } }
  /** Borrower money beyond what the loan owes, paid back to the borrower by an operator. */
  | { type: 'BorrowerCreditRefunded'; data: { productId: string; amountWon: number; refundedOn: string; refundedAt: string } }
  | { type: 'LoanAccelerated'; data: LoanAcceleratedData }
  | { type: 'LoanRecovered'; data: LoanRecoveredData }
  | { type: 'LoanWrittenOff'; data: LoanWrittenOffData }
  /**
   * A personal debtor's loan (개인채무자보호법 switch): notice that it will be accelerated on
   * `accelerateOn` unless the borrower pays what is overdue (the daily run gives it).
   */
  | { type: 'AccelerationNoticed'; data: { productId: string; on: string; accelerateOn: string; daysOverdue: number } }
  /** The claim sold (채권 매각): the loan takes no further money. */
  | { type: 'LoanSold'; data: { productId: string; soldOn: string; buyerName: string; recordedAt: string } }
  /** A holder's remaining claim bought by another investor (원리금수취권 양도): later payments follow the buyer. */
  | { type: 'ClaimTransferred'; data: ClaimTransferredData };

/** The late interest terms a loan was made under (the defaults for loans scheduled before they were recorded). */
export function lateInterestTermsOf(d: Pick<LoanScheduledData, 'lateInterestBp' | 'maxRateBp'>): LateInterestTerms {
  return {
    lateInterestBp: d.lateInterestBp ?? DEFAULT_LATE_INTEREST_TERMS.lateInterestBp,
    maxRateBp: d.maxRateBp ?? DEFAULT_LATE_INTEREST_TERMS.maxRateBp,
  };
}

export type LoanEventType = LoanEvent['type'];

export const LOAN_EVENT_TYPES: readonly LoanEventType[] = [
  'LoanScheduled', 'BorrowerPaymentReceived', 'InstallmentFunded', 'LoanRepaidEarly', 'InstallmentOverdue',
  'LoanOverdue', 'LoanOverdueCleared', 'InstallmentDistributed', 'LoanCompleted', 'BorrowerCreditRefunded',
  'LoanAccelerated', 'LoanRecovered', 'LoanWrittenOff', 'LoanSold', 'AccelerationNoticed',
  'ClaimTransferred',
];

/** A loan event, as a reader of several streams (or of a loan stream it must not mis-read) tells it. */
export const isLoanEvent = isEventOf<LoanEvent>(LOAN_EVENT_TYPES);

export type LoanScheduled = EventNamed<LoanEvent, 'LoanScheduled'>;
export type LoanRepaidEarly = EventNamed<LoanEvent, 'LoanRepaidEarly'>;
export type InstallmentDistributed = EventNamed<LoanEvent, 'InstallmentDistributed'>;
export type LoanAccelerated = EventNamed<LoanEvent, 'LoanAccelerated'>;
export type LoanRecovered = EventNamed<LoanEvent, 'LoanRecovered'>;
export type LoanWrittenOff = EventNamed<LoanEvent, 'LoanWrittenOff'>;
export type ClaimTransferred = EventNamed<LoanEvent, 'ClaimTransferred'>;

/** 30 days or more past the oldest unpaid due date makes the product overdue (docs/design.md). */
export const PRODUCT_OVERDUE_AFTER_DAYS = 30;
