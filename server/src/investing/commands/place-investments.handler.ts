// Places a basket: for each item, in API.md's order, the product (state, amount rules, room
// left, per-user cap), the investor's limits, the central registry and the balance; then bank
// hours; then one append over the investor stream and every product stream. The product is
// loaded from its snapshot, so a launch-day rush costs the same per investment at the 1st and
// the 1,000th. Nothing is written unless every item passes.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { uuidFrom } from '../../shared/queue/command-gateway';
import { DomainError } from '../../shared/errors/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { StreamAppend } from '../../shared/event-store/event-store.types';
import { CentralRegistry } from '../../registry';
import { isRealty, ProductStreams } from '../../products';
import { investorStreamId, walletDecider, WalletEvent, WalletState } from '../../wallet';
import { addToUsage, checkInvestorLimits } from '../limits/investor-limits';
import { InvestTickets } from '../tickets/invest-tickets';
import { WalletFacts } from '../wallet-facts';
import { investmentPrelude } from './investment-prelude';
import { PlaceInvestments } from './place-investments.command';

/** The failing item's product_id goes into the error body. */
function withProduct(error: unknown, productId: string): unknown {
  if (error instanceof DomainError && !error.details.product_id) {
    return new DomainError(error.failCode, { ...error.details, product_id: productId });
  }
  return error;
}

@CommandHandler(PlaceInvestments)
export class PlaceInvestmentsHandler implements ICommandHandler<PlaceInvestments> {
  constructor(
    private readonly events: EventStore,
    private readonly products: ProductStreams,
    private readonly registry: CentralRegistry,
    private readonly tickets: InvestTickets,
    private readonly wallet: WalletFacts,
  ) {}

  async execute({ payload, ctx }: PlaceInvestments) {
    const { userId, ticket, items } = payload;
    const tx = ctx.tx;
    const prelude = await investmentPrelude(tx, { userId, investorType: payload.investorType, ticket, now: ctx.now, productIds: items.map((i) => i.productId) });
    // Not used now: tell why (unknown, foreign or expired → invalid_token; used → duplicate_ticket).
    if (!prelude.ticketUsed) await this.tickets.use(tx, ticket, userId, ctx.now);
    const { policy } = prelude;
    let { usage } = prelude;
    const walletStreamId = investorStreamId(userId);
    const walletLoaded = await this.events.load<WalletState, WalletEvent>(tx, walletStreamId, walletDecider.evolve, walletDecider.initialState);
    let wallet = walletLoaded.state;
    const walletEvents: WalletEvent[] = [];
    const productAppends: StreamAppend[] = [];
    const placed: { id: string; product_id: string; amount: number; status: 'placed' }[] = [];
    let vaccountChecked = false;

    for (const [index, item] of items.entries()) {
      const investmentId = uuidFrom(`${ticket}:${index}`);
      try {
        const product = await this.products.load(tx, item.productId);
        const { append } = this.products.decide(product, {
          type: 'PlaceInvestment', productId: item.productId, investmentId, userId, amountWon: item.amountWon,
          userInvestedInProductWon: usage.byProductWon[item.productId] ?? 0, now: ctx.now,
        });
        const limitItem = { productId: item.productId, borrowerId: product.state.borrowerId, isRealty: isRealty(product.state.type), amountWon: item.amountWon };
        checkInvestorLimits(policy, usage, limitItem);
        await this.registry.check(tx, {
          userId, addWon: item.amountWon, platformTotalWon: usage.totalWon, borrowerId: limitItem.borrowerId,
          platformBorrowerWon: usage.byBorrowerWon[limitItem.borrowerId] ?? 0,
          totalLimitWon: policy.totalLimitWon, borrowerLimitWon: policy.borrowerLimitWon,
        });
        if (!vaccountChecked) {
          if (!(await this.wallet.hasVaccount(userId))) throw new DomainError('no_vaccount');
          vaccountChecked = true;
        }
        const held = walletDecider.decide({ type: 'HoldForInvestment', investmentId, productId: item.productId, amountWon: item.amountWon }, wallet);
        wallet = held.reduce(walletDecider.evolve, wallet);
        walletEvents.push(...held);
        usage = addToUsage(usage, limitItem);
        productAppends.push(append);
        placed.push({ id: investmentId, product_id: item.productId, amount: item.amountWon, status: 'placed' });
      } catch (error) {
        throw withProduct(error, item.productId);
      }
    }
    if (!(await this.wallet.bankOpen(tx))) throw new DomainError('bank_closed');

    await this.products.append(
      tx,
      [{ streamId: walletStreamId, expectedVersion: walletLoaded.version, events: walletEvents, nextState: wallet }, ...productAppends],
      { command_id: ctx.commandId, actor_id: ctx.actorId, ticket },
    );
    return { investments: placed, balance: wallet.balanceWon };
  }
}
