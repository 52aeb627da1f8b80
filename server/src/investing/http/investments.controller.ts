// Investing over HTTP: tickets, POST/DELETE/GET /api/investments, and the invest box's limits.
// Input is checked here (first in docs/api.md's check order), the ticket screened, then the command goes
// to the product's partition: a launch-day rush on one product is batched by the worker.
import { Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { DomainError } from '../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { BodyOf, QueryOf, UuidParam, ValidBody, ValidQuery } from '../../shared/http/schema';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { RateLimit } from '../../shared/rate-limit';
import { productStreamId, SoldOutProducts } from '../../products';
import { BusinessClock } from '../../shared/business-clock';
import { investorStreamId } from '../../wallet';
import { CancelInvestment } from '../commands/cancel-investment.command';
import { PlaceInvestments, PlaceInvestmentsPayload } from '../commands/place-investments.command';
import { InvestmentQueries } from '../queries/investment.queries';
import { InvestTickets } from '../tickets/invest-tickets';
import { GET_INVEST_LIMITS, INVEST, investmentItems } from './investments.schema';

@Controller()
export class InvestmentsController {
  constructor(
    private readonly commands: CommandGateway,
    private readonly tickets: InvestTickets,
    private readonly queries: InvestmentQueries,
    private readonly soldOut: SoldOutProducts,
    private readonly clock: BusinessClock,
  ) {}

  @Post('invest_tickets')
  @HttpCode(201)
  issueTicket(@CurrentUser() user: SessionUser) {
    return this.tickets.issue(user.id);
  }

  @Post('investments')
  @HttpCode(201)
  // Per account only: on launch day many investors share one office or carrier address.
  @RateLimit({ name: 'investments', perUser: { limit: 30, windowS: 60 } })
  async invest(@ValidBody(INVEST) input: BodyOf<typeof INVEST>, @CurrentUser() user: SessionUser) {
    const ticket = input.ticket.toLowerCase();
    const items: PlaceInvestmentsPayload['items'] = investmentItems(input.items).map((e) => ({
      productId: e.product_id, amountWon: e.amount, ...(e.disclosure_version ? { disclosureVersion: e.disclosure_version } : {}),
    }));
    // The investor's confirmation that they read each disclosure and that principal can be lost
    // (온투법 22조③): an input check, answered before anything else is looked at.
    if (input.acknowledged !== true) throw new DomainError('confirmation_required');
    // Identity verified before any investment (온투법 21조①).
    if (!user.identityVerified) throw new DomainError('identity_unverified');
    const ticketUsable = await this.tickets.screen(ticket, user.id);
    // Checks after the ticket begin with the first item's product: a sold-out one refuses here,
    // recorded as this ticket's outcome like the worker's refusal would be.
    const refusal = ticketUsable ? this.soldOut.refusal(items[0].productId, items[0].amountWon, this.clock.now()) : null;
    // Partition by the first product: a one-product rush is one partition. A basket locks every
    // stream it writes, in sorted order, so two baskets never deadlock.
    const productKeys = items.map((i) => productStreamId(i.productId));
    const lockKeys = [...new Set([investorStreamId(user.id), ...productKeys])].sort();
    const payload: PlaceInvestmentsPayload = { userId: user.id, investorType: user.investorType, ticket, items };
    return this.commands.execute(PlaceInvestments, payload, {
      actorId: user.id, commandId: ticket, partitionKey: productKeys[0], lockKeys, refusal: refusal ?? undefined,
    });
  }

  @Delete('investments/:id')
  async cancel(@UuidParam('id') investmentId: string, @CurrentUser() user: SessionUser) {
    const row = await this.queries.owner(investmentId);
    if (!row || row.user_id !== user.id) throw new DomainError('not_found');
    if (row.status !== 'placed') throw new DomainError('investment_not_cancelable');
    return this.commands.execute(CancelInvestment, { userId: user.id, investmentId }, {
      actorId: user.id, partitionKey: productStreamId(row.product_id), lockKeys: [investorStreamId(user.id), productStreamId(row.product_id)].sort(),
    });
  }

  @Get('investments')
  list(@Query('status') status: string | undefined, @CurrentUser() user: SessionUser) {
    return this.queries.list(user.id, status);
  }

  /** The invest box: remaining limits of the investor (optionally for one product's borrower). */
  @Get('invest_limits')
  limits(@ValidQuery(GET_INVEST_LIMITS) query: QueryOf<typeof GET_INVEST_LIMITS>, @CurrentUser() user: SessionUser) {
    return this.queries.room(user.id, user.investorType, query.product_id);
  }
}
