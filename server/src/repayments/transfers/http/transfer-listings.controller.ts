// Transfers over HTTP (docs/api.md "Transfers (원리금수취권 양도)"): a seller lists their whole
// remaining claim in a loan and can withdraw it; buyers see the open listings. Input is checked
// here, first; the commands go through the queue, partitioned by the loan, so a listing, its
// withdrawal and a purchase of one loan are decided one after another.
import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../../shared/http/auth.decorators';
import { BodyOf, QueryOf, UuidParam, ValidBody, ValidQuery } from '../../../shared/http/schema';
import { CommandGateway } from '../../../shared/queue/command-gateway';
import { one } from '../../../shared/database/sql';
import { DataSource } from 'typeorm';
import { loanStreamId } from '../../loan.events';
import { holdingOf } from '../holding-of';
import { listingStreamId } from '../listing.decider';
import { OpenListing, sellerListingsLock, WithdrawListing } from '../commands/open-listing.command';
import { TransferMarketQuery } from '../queries/transfer-market.query';
import { LIST_TRANSFER_LISTINGS, OPEN_TRANSFER_LISTING } from './transfer-listings.schema';

@Controller('transfers/listings')
export class TransferListingsController {
  constructor(private readonly commands: CommandGateway, private readonly market: TransferMarketQuery, private readonly db: DataSource) {}

  @Post()
  @HttpCode(201)
  async open(@ValidBody(OPEN_TRANSFER_LISTING) input: BodyOf<typeof OPEN_TRANSFER_LISTING>, @CurrentUser() user: SessionUser) {
    const { investment_id: investmentId, price: priceWon, acknowledged } = input;
    // The seller confirms too (시행령 29조): an input check, before anything is looked at.
    if (acknowledged !== true) throw new DomainError('confirmation_required');
    const investment = await holdingOf(this.db, investmentId);
    if (!investment) throw new DomainError('not_found');
    if (investment.user_id !== user.id) throw new DomainError('invalid_input', { fields: { investment_id: 'not_yours' } });
    const listingId = randomUUID();
    const loanKey = loanStreamId(investment.product_id);
    return this.commands.execute(OpenListing, { listingId, userId: user.id, investmentId, priceWon }, {
      actorId: user.id, partitionKey: loanKey, lockKeys: [listingStreamId(listingId), sellerListingsLock(user.id)].sort(),
    });
  }

  @Delete(':id')
  async withdraw(@UuidParam('id') listingId: string, @CurrentUser() user: SessionUser) {
    const listing = await one<{ product_id: string; seller_id: string }>(this.db, `SELECT product_id::text, seller_id::text FROM transfer_listings WHERE listing_id = $1`, [listingId]);
    if (!listing || listing.seller_id !== user.id) throw new DomainError('not_found');
    return this.commands.execute(WithdrawListing, { listingId, userId: user.id }, {
      actorId: user.id, partitionKey: loanStreamId(listing.product_id), lockKeys: [listingStreamId(listingId), sellerListingsLock(user.id)].sort(),
    });
  }

  @Get()
  list(@ValidQuery(LIST_TRANSFER_LISTINGS) query: QueryOf<typeof LIST_TRANSFER_LISTINGS>, @CurrentUser() user: SessionUser) {
    const { page = 1, size = 20 } = query;
    return this.market.list({ id: user.id, investorType: user.investorType }, { page, size, offset: (page - 1) * size });
  }
}
