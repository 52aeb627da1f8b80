// POST /api/transfers/purchases (docs/api.md "Transfers (원리금수취권 양도)"): a buyer buys an open
// listing. Input first — the confirmation, and one's own listing (invalid_input) — then the
// ticket screened, then the command through the queue, partitioned by the loan like the listing's
// other commands, so a purchase, the seller's withdrawal and the loan's repayment steps are
// decided one after another; the worker checks the rest in the contract's order.
import { Controller, HttpCode, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError, invalidInput } from '../../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../../shared/http/auth.decorators';
import { RateLimit } from '../../../shared/rate-limit';
import { BodyOf, ValidBody } from '../../../shared/http/schema';
import { CommandGateway } from '../../../shared/queue/command-gateway';
import { one } from '../../../shared/database/sql';
import { InvestTickets } from '../../../investing';
import { investorStreamId } from '../../../wallet';
import { loanStreamId } from '../../loan.events';
import { listingStreamId } from '../listing.decider';
import { PurchaseListing } from '../commands/open-listing.command';
import { PURCHASE_TRANSFER_LISTING } from './transfer-purchases.schema';

@Controller('transfers/purchases')
export class TransferPurchasesController {
  constructor(private readonly commands: CommandGateway, private readonly tickets: InvestTickets, private readonly db: DataSource) {}

  @Post()
  @HttpCode(201)
  @RateLimit({ name: 'transfer_purchases', perUser: { limit: 30, windowS: 60 } })
  async purchase(@ValidBody(PURCHASE_TRANSFER_LISTING) input: BodyOf<typeof PURCHASE_TRANSFER_LISTING>, @CurrentUser() user: SessionUser) {
    const { listing_id: listingId, acknowledged } = input;
    const ticket = input.ticket.toLowerCase();
    // The buyer confirms the disclosure as for an investment (시행령 29조): an input check.
    if (acknowledged !== true) throw new DomainError('confirmation_required');
    if (!user.identityVerified) throw new DomainError('identity_unverified');
    const listing = await one<{ product_id: string; seller_id: string }>(
      this.db, `SELECT product_id::text, seller_id::text FROM transfer_listings WHERE listing_id = $1`, [listingId]);
    if (listing && listing.seller_id === user.id) throw invalidInput({ listing_id: 'own_listing' });
    await this.tickets.screen(ticket, user.id);
    // A listing not (yet) in the read model: the worker reads its stream and answers for it.
    const partitionKey = listing ? loanStreamId(listing.product_id) : listingStreamId(listingId);
    const lockKeys = [listingStreamId(listingId), investorStreamId(user.id), ...(listing ? [investorStreamId(listing.seller_id), loanStreamId(listing.product_id)] : [])].sort();
    return this.commands.execute(PurchaseListing, { listingId, userId: user.id, investorType: user.investorType, ticket }, {
      actorId: user.id, commandId: ticket, partitionKey, lockKeys,
    });
  }
}
