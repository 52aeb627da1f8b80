// A purchase of a listing, decided in docs/api.md "Transfers"'s order — input, ticket, listing,
// eligibility, limits, registry, balance — the first failure answering. Pure: the caller loads
// the facts (the listing, the loan, the buyer's record, wallet and limit usage) and asks the
// limits and the registry about the principal bought; what is appended comes out: the listing
// sold, the loan's transfer and what each wallet pays or gets.
import { DomainError } from '../../shared/errors/domain-error';
import type { LoanState } from '../loan.decider';
import type { ClaimTransferredData } from '../loan.events';
import { decideClaimTransfer } from './claim-transfer.decide';
import type { TransferPolicy } from './transfer-policy';
import { ListingEvent, listingDecider, ListingState } from './listing.decider';
import type { TransferEligibility } from './http/transfer-answers.schema';

export interface PurchaseFacts {
  buyerId: string;
  listing: ListingState;
  /** The ticket's refusal (invalid_token, duplicate_ticket), if any. */
  ticketRefusal: DomainError | null;
  loan: LoanState;
  eligibility: TransferEligibility;
  /** The buyer's own limits for this much more principal in the loan's product (over_* codes). */
  limits: (principalWon: number) => DomainError | null;
  /** The central registry's answer for it (exceed_user_limit, exceed_user_per_product_limit). */
  registry: (principalWon: number) => DomainError | null;
  balanceWon: number;
  on: string;
  now: Date;
  feeBp: number;
  policy: TransferPolicy;
}

export interface PurchaseDecision {
  listingEvents: ListingEvent[];
  transfer: ClaimTransferredData;
  /** Price plus accrued interest, out of the buyer's balance. */
  buyerPaysWon: number;
  /** Price less fee, plus the accrued interest before its withholding. */
  sellerGrossWon: number;
}

const refuseWith = (error: DomainError | null): void => {
  if (error) throw error;
};

export function decidePurchase(f: PurchaseFacts): PurchaseDecision {
  const listing = f.listing.listing;
  if (!f.listing.exists || !listing) throw new DomainError('not_found');
  if (listing.sellerId === f.buyerId) throw new DomainError('invalid_input', { fields: { listing_id: 'own_listing' } });
  refuseWith(f.ticketRefusal);
  const listingEvents = listingDecider.decide({ type: 'SellListing', buyerId: f.buyerId, on: f.on, now: f.now }, f.listing);
  const transfer = decideClaimTransfer({
    type: 'TransferClaim', listingId: listing.listingId, fromUserId: listing.sellerId, toUserId: f.buyerId, on: f.on, priceWon: listing.priceWon,
    expectedFromSeq: listing.fromSeq, feeBp: f.feeBp, policy: f.policy, now: f.now,
  }, f.loan);
  if (!f.eligibility.eligible) throw new DomainError('transfer_not_eligible');
  refuseWith(f.limits(transfer.outstandingPrincipalWon));
  refuseWith(f.registry(transfer.outstandingPrincipalWon));
  const buyerPaysWon = transfer.priceWon + transfer.accruedInterestWon;
  if (f.balanceWon < buyerPaysWon) throw new DomainError('not_enough_balance');
  return { listingEvents, transfer, buyerPaysWon, sellerGrossWon: transfer.priceWon - transfer.feeWon + transfer.accruedInterestWon };
}
