// A transfer listing (stream `transfer-listing-{listingId}`): a seller's offer of their whole
// remaining claim in one loan at a price (docs/api.md "Transfers"). open → withdrawn (by the
// seller) | sold (to one buyer) | ended (the claim it offered is gone: a due date passed or was
// missed, the loan went bad or was paid off). Only an open listing changes, so of two buyers, or a
// buyer and the seller's withdrawal, the first decided wins and the other is refused. Pure.
import { Decider } from '../../shared/decider';
import { assertNever, DomainError, invalidInput } from '../../shared/errors/domain-error';

export const listingStreamId = (listingId: string): string => `transfer-listing-${listingId}`;

export type ListingStatus = 'open' | 'withdrawn' | 'sold' | 'ended';
/**
 * `due_date_passed`: the first installment offered came due (it is the seller's); `due_date_missed`:
 * an installment is past due unpaid; `loan_not_repaying`: overdue, accelerated or otherwise gone
 * bad; `claim_paid_off`: the loan completed or was repaid early.
 */
export type ListingEndReason = 'due_date_passed' | 'due_date_missed' | 'loan_not_repaying' | 'claim_paid_off';

export interface ListingOpenedData {
  listingId: string;
  sellerId: string;
  productId: string;
  investmentId: string;
  priceWon: number;
  /** The claim offered: the seller's principal from installment `fromSeq` on, as it stood when listed. */
  outstandingPrincipalWon: number;
  fromSeq: number;
  listedOn: string;
  listedAt: string;
}

export type ListingEvent =
  | { type: 'ListingOpened'; data: ListingOpenedData }
  | { type: 'ListingWithdrawn'; data: { listingId: string; withdrawnAt: string } }
  | { type: 'ListingSold'; data: { listingId: string; buyerId: string; soldOn: string; soldAt: string } }
  | { type: 'ListingEnded'; data: { listingId: string; reason: ListingEndReason; endedAt: string } };

export type ListingCommand =
  | { type: 'OpenListing'; data: ListingOpenedData }
  | { type: 'WithdrawListing'; userId: string; now: Date }
  | { type: 'SellListing'; buyerId: string; on: string; now: Date }
  | { type: 'EndListing'; reason: ListingEndReason; now: Date };

export interface ListingState {
  exists: boolean;
  status: ListingStatus;
  listing: ListingOpenedData | null;
}

const initialState = (): ListingState => ({ exists: false, status: 'open', listing: null });

const notAvailable = () => new DomainError('listing_not_available');

function decide(command: ListingCommand, state: ListingState): ListingEvent[] {
  if (command.type === 'OpenListing') {
    // A listing id is the command's: a repeat appends nothing.
    if (state.exists) return [];
    return [{ type: 'ListingOpened', data: command.data }];
  }
  if (!state.exists || !state.listing) throw new DomainError('not_found');
  const listingId = state.listing.listingId;
  switch (command.type) {
    case 'WithdrawListing':
      // Someone else's listing is not theirs to see withdrawn: the same answer as an unknown one.
      if (command.userId !== state.listing.sellerId) throw new DomainError('not_found');
      if (state.status !== 'open') throw notAvailable();
      return [{ type: 'ListingWithdrawn', data: { listingId, withdrawnAt: command.now.toISOString() } }];
    case 'SellListing':
      if (command.buyerId === state.listing.sellerId) throw invalidInput({ listing_id: 'own_listing' });
      if (state.status !== 'open') throw notAvailable();
      return [{ type: 'ListingSold', data: { listingId, buyerId: command.buyerId, soldOn: command.on, soldAt: command.now.toISOString() } }];
    case 'EndListing':
      if (state.status !== 'open') return [];
      return [{ type: 'ListingEnded', data: { listingId, reason: command.reason, endedAt: command.now.toISOString() } }];
    default:
      return assertNever(command);
  }
}

function evolve(state: ListingState, event: ListingEvent): ListingState {
  switch (event.type) {
    case 'ListingOpened':
      return { exists: true, status: 'open', listing: event.data };
    case 'ListingWithdrawn':
      return { ...state, status: 'withdrawn' };
    case 'ListingSold':
      return { ...state, status: 'sold' };
    case 'ListingEnded':
      return { ...state, status: 'ended' };
    default:
      return assertNever(event);
  }
}

export const listingDecider: Decider<ListingCommand, ListingEvent, ListingState> = { initialState, decide, evolve };
