// The shape every schedule function speaks: installments of the whole loan, then each
// investor's share of them. Money in integer won, dates as Korea-time calendar days.
import type { Won } from '../won';

export type RepaymentMethod = 'equal_installment' | 'bullet';

export interface LoanTerms {
  principalWon: Won;
  rateBp: number;
  termMonths: number;
  method: RepaymentMethod;
}

/** One borrower installment: what the borrower owes on `dueOn`. */
export interface Installment {
  seq: number;
  dueOn: string;
  principalWon: Won;
  interestWon: Won;
  /** Late interest (연체이자) the borrower paid with it, once it was paid after its due date; absent: none. */
  lateInterestWon?: Won;
}

/** A party to a split: an investor (or one investment) and the principal they lent. */
export interface Party {
  id: string;
  amountWon: Won;
}

/** One party's share of one installment, before taxes. */
export interface Share {
  partyId: string;
  seq: number;
  principalWon: Won;
  interestWon: Won;
}
