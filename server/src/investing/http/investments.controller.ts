// Investing over HTTP: tickets, POST/DELETE/GET /api/investments, and the invest box's limits.
// Input is checked here (first in docs/api.md's check order), the ticket screened, then the command goes
// to the product's partition: a launch-day rush on one product is batched by the worker.
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { DomainError } from '../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { BodyReader, isUuid, uuidParam } from '../../shared/http/validation';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { RateLimit } from '../../shared/rate-limit';
import { productStreamId, SoldOutProducts } from '../../products';
import { BusinessClock } from '../../shared/business-clock';
import { investorStreamId } from '../../wallet';
import { CancelInvestment } from '../commands/cancel-investment.command';
import { PlaceInvestments, PlaceInvestmentsPayload } from '../commands/place-investments.command';
import { MAX_BASKET_ITEMS } from '../basket/basket.service';
import { InvestmentQueries } from '../queries/investment.queries';
import { InvestTickets } from '../tickets/invest-tickets';

/** `disclosure_version` (optional): the product disclosure's version the investor read and confirmed. */
const ITEM_FIELDS = ['product_id', 'amount', 'disclosure_version'];
const DISCLOSURE_VERSION = /^[\w-]{1,64}$/;

function readItems(reader: BodyReader): PlaceInvestmentsPayload['items'] {
  const raw = reader.raw('items');
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_BASKET_ITEMS) {
    reader.fail('items', raw === undefined ? 'required' : 'invalid_value');
    return [];
  }
  const items: PlaceInvestmentsPayload['items'] = [];
  raw.forEach((entry, i) => {
    const e = entry as Record<string, unknown> | null;
    const keys = e && typeof e === 'object' && !Array.isArray(e) ? Object.keys(e) : null;
    const version = e?.disclosure_version;
    if (!keys || keys.some((k) => !ITEM_FIELDS.includes(k)) || !isUuid(e!.product_id) || !Number.isSafeInteger(e!.amount)
      || (version !== undefined && (typeof version !== 'string' || !DISCLOSURE_VERSION.test(version)))) {
      reader.fail(`items[${i}]`, 'invalid_value');
      return;
    }
    items.push({ productId: String(e!.product_id).toLowerCase(), amountWon: e!.amount as number, ...(version ? { disclosureVersion: version as string } : {}) });
  });
  if (new Set(items.map((i) => i.productId)).size !== items.length) reader.fail('items', 'duplicate_product');
  return items;
}

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
  async invest(@Body() body: unknown, @CurrentUser() user: SessionUser) {
    const reader = new BodyReader(body, ['ticket', 'acknowledged', 'items']);
    // Any text: a made-up ticket fails the ticket check (invalid_token, docs/api.md), not the input check.
    const ticket = reader.string('ticket', { max: 100, trim: false }).toLowerCase();
    const items = readItems(reader);
    const acknowledged = reader.raw('acknowledged');
    if (acknowledged !== undefined && typeof acknowledged !== 'boolean') reader.fail('acknowledged', 'must_be_boolean');
    reader.done();
    // The investor's confirmation that they read each disclosure and that principal can be lost
    // (온투법 22조③): an input check, answered before anything else is looked at.
    if (acknowledged !== true) throw new DomainError('confirmation_required');
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
  async cancel(@Param('id') id: string, @CurrentUser() user: SessionUser) {
    const investmentId = uuidParam(id);
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
  limits(@Query('product_id') productId: string | undefined, @CurrentUser() user: SessionUser) {
    return this.queries.room(user.id, user.investorType, productId === undefined ? undefined : uuidParam(productId, 'product_id'));
  }
}
