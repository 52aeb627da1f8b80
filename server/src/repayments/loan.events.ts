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
  | { type: 'BorrowerCreditRefunded'; data: { productId: string; amountWon: number; refundedOn: string; refundedAt: string } };

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
];

/** A loan event, as a reader of several streams (or of a loan stream it must not mis-read) tells it. */
export const isLoanEvent = isEventOf<LoanEvent>(LOAN_EVENT_TYPES);

export type LoanScheduled = EventNamed<LoanEvent, 'LoanScheduled'>;
export type LoanRepaidEarly = EventNamed<LoanEvent, 'LoanRepaidEarly'>;
export type InstallmentDistributed = EventNamed<LoanEvent, 'InstallmentDistributed'>;

/** 30 days or more past the oldest unpaid due date makes the product overdue (docs/design.md). */
export const PRODUCT_OVERDUE_AFTER_DAYS = 30;
