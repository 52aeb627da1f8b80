// The working state of a batch of investment commands, decided one after another in memory:
// each command sees the products, wallets and limit usage the commands before it left. A
// command is checked in API.md's order — ticket; per item the product (state, amount rules,
// room, per-user cap), the investor's limits, the central registry, the virtual account and
// the balance; then bank hours — and either changes the book as a whole or not at all.
import { uuidFrom } from '../../shared/queue/command-gateway';
import { DomainError } from '../../shared/errors/domain-error';
import { AppendEntry, StreamAppend } from '../../shared/event-store/event-store.types';
import { RegistryLookup } from '../../registry';
import { isRealty, LoadedProduct, ProductStreams } from '../../products';
import { investorStreamId, walletDecider, WalletEvent, WalletState } from '../../wallet';
import { addToUsage, checkInvestorLimits, LimitUsage } from '../limits/investor-limits';
import { ticketRefusal } from '../tickets/invest-tickets';
import { InvestorFacts } from './investor-facts.reader';
import { PlaceInvestments } from './place-investments.command';

export interface PlacedInvestment {
  id: string;
  product_id: string;
  amount: number;
  status: 'placed';
}

export interface BookFacts {
  products: Map<string, LoadedProduct>;
  wallets: Map<string, { state: WalletState; version: number }>;
  vaccountHolders: Set<string>;
  registry: RegistryLookup;
  bankOpen: boolean;
  /** Each product's disclosure version in force: recorded with the investment (온투법 22조③). */
  disclosureVersions: Map<string, string>;
}

/** The failing item's product_id goes into the error body. */
function withProduct(error: unknown, productId: string): unknown {
  if (error instanceof DomainError && !error.details.product_id) {
    return new DomainError(error.failCode, { ...error.details, product_id: productId });
  }
  return error;
}

export class PlacementBook {
  /** What the accepted commands write, in order. */
  readonly entries: AppendEntry[] = [];
  readonly usedTickets: { ticket: string; at: Date }[] = [];
  readonly basketCleared: { userId: string; productId: string }[] = [];
  private readonly usage = new Map<string, LimitUsage>();

  constructor(private readonly facts: BookFacts, private readonly products: ProductStreams) {}

  /** The answer of an accepted command; a refusal is thrown as its DomainError and changes nothing. */
  place(command: PlaceInvestments, investor: InvestorFacts): { investments: PlacedInvestment[]; balance: number } {
    const { payload, ctx } = command;
    const { userId, ticket, items } = payload;
    const refusal = ticketRefusal(investor.ticket, userId, ctx.now);
    if (refusal) throw new DomainError(refusal);
    const walletStreamId = investorStreamId(userId);
    const walletBefore = this.facts.wallets.get(walletStreamId)!;
    let wallet = walletBefore.state;
    let usage = this.usage.get(userId) ?? investor.usage;
    const walletEvents: WalletEvent[] = [];
    const productAppends: StreamAppend[] = [];
    const nextProducts: LoadedProduct[] = [];
    const placed: PlacedInvestment[] = [];

    for (const [index, item] of items.entries()) {
      const investmentId = uuidFrom(`${ticket}:${index}`);
      try {
        const product = this.facts.products.get(item.productId)!;
        const disclosureVersion = this.facts.disclosureVersions.get(item.productId);
        // The investor confirmed another disclosure than the one in force: they must read it again.
        if (item.disclosureVersion && disclosureVersion && item.disclosureVersion !== disclosureVersion) throw new DomainError('confirmation_required');
        const { append, nextState } = this.products.decide(product, {
          type: 'PlaceInvestment', productId: item.productId, investmentId, userId, amountWon: item.amountWon,
          userInvestedInProductWon: usage.byProductWon[item.productId] ?? 0, now: ctx.businessNow, disclosureVersion,
        });
        const limitItem = { productId: item.productId, borrowerId: product.state.borrowerId, isRealty: isRealty(product.state.type), amountWon: item.amountWon };
        checkInvestorLimits(investor.policy, usage, limitItem);
        this.facts.registry.check({
          userId, addWon: item.amountWon, platformTotalWon: usage.totalWon, borrowerId: limitItem.borrowerId,
          platformBorrowerWon: usage.byBorrowerWon[limitItem.borrowerId] ?? 0, isRealty: limitItem.isRealty, platformRealtyWon: usage.realtyWon,
          totalLimitWon: investor.policy.totalLimitWon, realtyLimitWon: investor.policy.realtyLimitWon, borrowerLimitWon: investor.policy.borrowerLimitWon,
        });
        if (!this.facts.vaccountHolders.has(userId)) throw new DomainError('no_vaccount');
        const held = walletDecider.decide({ type: 'HoldForInvestment', investmentId, productId: item.productId, amountWon: item.amountWon }, wallet);
        wallet = held.reduce(walletDecider.evolve, wallet);
        walletEvents.push(...held);
        usage = addToUsage(usage, limitItem);
        productAppends.push(append);
        nextProducts.push({ productId: item.productId, state: nextState, version: product.version + append.events.length });
        placed.push({ id: investmentId, product_id: item.productId, amount: item.amountWon, status: 'placed' });
      } catch (error) {
        throw withProduct(error, item.productId);
      }
    }
    if (!this.facts.bankOpen) throw new DomainError('bank_closed');

    // Accepted: the book moves on as a whole.
    const walletAppend = { streamId: walletStreamId, expectedVersion: walletBefore.version, events: walletEvents, nextState: wallet };
    this.entries.push({ appends: [walletAppend, ...productAppends], metadata: { command_id: ctx.commandId, actor_id: ctx.actorId, ticket } });
    this.facts.wallets.set(walletStreamId, { state: wallet, version: walletBefore.version + walletEvents.length });
    for (const product of nextProducts) this.facts.products.set(product.productId, product);
    this.usage.set(userId, usage);
    this.usedTickets.push({ ticket, at: ctx.now });
    for (const item of items) this.basketCleared.push({ userId, productId: item.productId });
    return { investments: placed, balance: wallet.balanceWon };
  }
}
