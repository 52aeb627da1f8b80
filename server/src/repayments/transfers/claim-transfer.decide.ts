// The loan decider's transfer of a claim (원리금수취권 양도, docs/api.md "Transfers"): one holder's
// whole remaining claim in a repaying loan, with nothing overdue, passes to a buyer from the first
// installment due after the purchase date; installments due on or before it stay the seller's even
// when paid out later. The parties and their weights never change (every split stays the same to
// the won); only who holds them does (shared/loan-maths/claim-holders.ts). Pure.
import { DomainError, invalidInput } from '../../shared/errors/domain-error';
import { ClaimHolders, holderPayouts, NO_TRANSFERS, partiesHeldBy, withTransfer } from '../../shared/loan-maths';
import { requirePriceInBand, transferAccruedInterestWon, transferFeeWon } from './transfer-terms';
import type { TransferPolicy } from './transfer-policy';
import type { LoanState } from '../loan.decider';
import type { ClaimTransferredData } from '../loan.events';

export type TransferClaimCommand = {
  type: 'TransferClaim';
  listingId: string;
  fromUserId: string;
  toUserId: string;
  /** The purchase date (the business today, Korea time). */
  on: string;
  priceWon: number;
  /** The first installment the listing sold: a due date passed since means the claim is no longer the one listed. */
  expectedFromSeq: number;
  feeBp: number;
  policy: TransferPolicy;
  now: Date;
};

const notAvailable = () => new DomainError('listing_not_available');

/** What `userId` holds in the loan as of `on`: the first installment a buyer would get and the principal from it on. */
export interface HeldClaim {
  fromSeq: number;
  outstandingPrincipalWon: number;
  /** The scheduled interest of the same shares (what the buyer's dashboard expects, before tax). */
  outstandingInterestWon: number;
  /** The last due date on or before `on` (or the execution date): the buyer owes the interest accrued since. */
  sinceOn: string;
}

/**
 * The claim `userId` could sell on `on`, or null when there is none to sell: the loan is not
 * repaying, an installment is past due unpaid, nothing is left to come, or the user holds nothing.
 */
export function heldClaim(state: LoanState, userId: string, on: string): HeldClaim | null {
  if (!state.exists || state.status !== 'repaying') return null;
  if (state.installments.some((i) => i.status === 'scheduled' && i.dueOn < on)) return null;
  const sorted = [...state.installments].sort((a, b) => a.seq - b.seq);
  const next = sorted.find((i) => i.dueOn > on && i.status !== 'distributed' && i.status !== 'accelerated');
  if (!next) return null;
  const holders = holdersOf(state);
  if (partiesHeldBy(holders, state.investors, userId, next.seq).length === 0) return null;
  const rest = holderPayouts(sorted, state.investors, holders, DEFAULT_POLICY).filter((p) => p.userId === userId && p.seq >= next.seq);
  const outstandingPrincipalWon = rest.reduce((t, p) => t + p.principalWon, 0);
  if (outstandingPrincipalWon === 0) return null;
  const outstandingInterestWon = rest.reduce((t, p) => t + p.interestWon, 0);
  const sinceOn = sorted.filter((i) => i.seq < next.seq).at(-1)?.dueOn ?? state.executedOn;
  return { fromSeq: next.seq, outstandingPrincipalWon, outstandingInterestWon, sinceOn };
}

// Principal is never withheld: any policy gives the same principal.
const DEFAULT_POLICY = { incomeTaxBp: 0, feeBp: 0 };

export const holdersOf = (state: LoanState): ClaimHolders => state.holders ?? NO_TRANSFERS;

/** The transfer of `cmd.fromUserId`'s claim, or a DomainError (listing_not_available, transfer_price_out_of_range, invalid_input). */
export function decideClaimTransfer(cmd: TransferClaimCommand, state: LoanState): ClaimTransferredData {
  if (cmd.fromUserId === cmd.toUserId) throw invalidInput({ listing_id: 'own_listing' });
  const held = heldClaim(state, cmd.fromUserId, cmd.on);
  if (!held || held.fromSeq !== cmd.expectedFromSeq) throw notAvailable();
  requirePriceInBand(cmd.priceWon, held.outstandingPrincipalWon, cmd.policy);
  return {
    productId: state.productId,
    listingId: cmd.listingId,
    fromUserId: cmd.fromUserId,
    toUserId: cmd.toUserId,
    fromSeq: held.fromSeq,
    outstandingPrincipalWon: held.outstandingPrincipalWon,
    outstandingInterestWon: held.outstandingInterestWon,
    priceWon: cmd.priceWon,
    accruedInterestWon: transferAccruedInterestWon(held.outstandingPrincipalWon, state.rateBp, held.sinceOn, cmd.on),
    feeWon: transferFeeWon(cmd.priceWon, cmd.feeBp),
    on: cmd.on,
    transferredAt: cmd.now.toISOString(),
  };
}

/** The loan after a transfer: the seller's parties paid to the buyer from `fromSeq` on. */
export function evolveClaimTransferred(state: LoanState, d: ClaimTransferredData): LoanState {
  return { ...state, holders: withTransfer(holdersOf(state), state.investors, d.fromUserId, d.toUserId, d.fromSeq) };
}

