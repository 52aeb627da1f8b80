// Opens a listing (docs/api.md "Transfers"): the investment must be the seller's, the loan repaying
// with nothing overdue and something left to come (heldClaim), the price inside the band of the
// policy in force. One open listing per seller and loan: an open one for the same claim refuses
// (invalid_input `already_listed`); one a due date has overtaken (it offered a claim that no longer
// stands) is ended in the same append.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { seoulDate } from '../../../shared/clock';
import { rows } from '../../../shared/database/sql';
import { DomainError, invalidInput } from '../../../shared/errors/domain-error';
import { commandMetadata } from '../../../shared/queue/queued-command';
import { LoanStreams } from '../../loan-streams';
import { heldClaim } from '../claim-transfer.decide';
import { holdingOf } from '../holding-of';
import { ListingStreams } from '../listing-streams';
import { transferPolicyOn } from '../transfer-policy';
import { requirePriceInBand } from '../transfer-terms';
import { OpenListing } from './open-listing.command';
import { listingView } from '../queries/listing-view';

@CommandHandler(OpenListing)
export class OpenListingHandler implements ICommandHandler<OpenListing> {
  constructor(private readonly loans: LoanStreams, private readonly listings: ListingStreams) {}

  async execute({ payload, ctx }: OpenListing) {
    const { listingId, userId, investmentId, priceWon } = payload;
    const investment = await holdingOf(ctx.tx, investmentId);
    if (!investment) throw new DomainError('not_found');
    if (investment.user_id !== userId) throw invalidInput({ investment_id: 'not_yours' });
    const productId = investment.product_id;
    const today = seoulDate(ctx.businessNow);
    const { state: loan } = await this.loans.load(ctx.tx, productId);
    const held = heldClaim(loan, userId, today);
    // Only a holding of a repaying loan with nothing overdue, and something still to come, is sold.
    if (!held) throw new DomainError('product_state_conflict');
    requirePriceInBand(priceWon, held.outstandingPrincipalWon, transferPolicyOn(today));
    const open = await rows<{ listing_id: string; from_seq: number }>(
      ctx.tx, `SELECT listing_id::text, from_seq FROM transfer_listings WHERE seller_id = $1 AND product_id = $2 AND status = 'open'`, [userId, productId]);
    if (open.some((l) => l.from_seq === held.fromSeq)) throw invalidInput({ investment_id: 'already_listed' });
    const ended = [];
    for (const stale of open) {
      const loaded = await this.listings.load(ctx.tx, stale.listing_id);
      ended.push(this.listings.decideOn(stale.listing_id, loaded, { type: 'EndListing', reason: 'due_date_passed', now: ctx.businessNow }).append);
    }
    const data = {
      listingId, sellerId: userId, productId, investmentId, priceWon, outstandingPrincipalWon: held.outstandingPrincipalWon, fromSeq: held.fromSeq,
      listedOn: today, listedAt: ctx.businessNow.toISOString(),
    };
    const decision = this.listings.decideOn(listingId, await this.listings.load(ctx.tx, listingId), { type: 'OpenListing', data });
    await this.listings.append(ctx.tx, [...ended, decision.append], commandMetadata(ctx));
    return { listing: listingView({ ...data, status: 'open' }) };
  }
}
