// The placement rules: which investment requests of a batch are accepted, and what the accepted
// ones write. Pure — facts and requests in, verdicts and appends out, no I/O, the inputs never
// changed — so every rule is unit-tested without a database. The requests are decided one after
// another: each sees the products, wallets and limit usage the accepted ones before it left, and
// a refused request leaves nothing behind (docs/api.md: all-or-nothing). Checks run in the order of docs/api.md "Basket and investing",
// each kind over every item before the next kind: ticket; the product (state, amount rules, room,
// per-user cap) and the investor's limits (the share of one product for professional and corporate
// investors, then total, real estate and its PF part, same borrower, by the policy in force on the
// placement's business date); the central registry; the virtual account; the balance; bank hours.
import { DomainError, assert } from '../../shared/errors/domain-error';
import { decideStream, type LoadedStream } from '../../shared/event-store/decider-stream';
import { AppendEntry, StreamAppend } from '../../shared/event-store/event-store.types';
import { CommandContext, commandMetadata } from '../../shared/queue/queued-command';
import { uuidFrom } from '../../shared/ids';
import { RegistryLookup } from '../../registry';
import { isRealty, LoadedProduct, productDecider, productStreamId } from '../../products';
import { decideWallet, investorStreamId, WalletCommand, WalletState } from '../../wallet';
import type { InvestorFacts } from '../commands/investor-facts.reader';
import type { PlaceInvestmentsPayload } from '../commands/place-investments.command';
import type { PlacedInvestments } from '../http/investing-answers.schema';
import { addToUsage, checkInvestorLimits, LimitItem, LimitUsage } from '../limits/investor-limits';
import { ticketRefusal } from '../tickets/invest-tickets';

type LoadedWallet = LoadedStream<WalletState>;

/** What the batch's rules read, loaded once for every request of the batch. */
export interface PlacementFacts {
  products: ReadonlyMap<string, LoadedProduct>;
  /** By wallet stream id (`investor-{userId}`). */
  wallets: ReadonlyMap<string, LoadedWallet>;
  vaccountHolders: ReadonlySet<string>;
  registry: RegistryLookup;
  bankOpen: boolean;
  /** Each product's disclosure version in force: recorded with the investment (온투법 22조③). */
  disclosureVersions: ReadonlyMap<string, string>;
}

/** One POST /api/investments as the worker runs it, with the investor's ticket, policy and usage. */
export interface PlacementRequest {
  payload: PlaceInvestmentsPayload;
  ctx: Pick<CommandContext, 'commandId' | 'actorId' | 'now' | 'businessNow'>;
  investor: InvestorFacts;
}

export type PlacementVerdict = { ok: true; result: PlacedInvestments } | { ok: false; error: DomainError };

/** The verdict of each request, in order, and what the accepted ones write. */
export interface Placement {
  verdicts: PlacementVerdict[];
  entries: AppendEntry[];
  usedTickets: { ticket: string; at: Date }[];
  basketCleared: { userId: string; productId: string }[];
}

/** The state the accepted requests leave, which the next request is decided on. */
interface Book {
  products: Map<string, LoadedProduct>;
  wallets: Map<string, LoadedWallet>;
  usage: Map<string, LimitUsage>;
}

/** An accepted request: its answer and what the book becomes. */
interface Accepted {
  answer: PlacedInvestments;
  entry: AppendEntry;
  wallet: LoadedWallet & { streamId: string };
  products: LoadedProduct[];
  usage: LimitUsage;
}

/** Decides every request in order. A DomainError is the request's refusal; any other error is a bug and throws. */
export function placeInvestments(facts: PlacementFacts, requests: readonly PlacementRequest[]): Placement {
  const book: Book = { products: new Map(facts.products), wallets: new Map(facts.wallets), usage: new Map() };
  const placement: Placement = { verdicts: [], entries: [], usedTickets: [], basketCleared: [] };
  for (const request of requests) {
    let accepted: Accepted;
    try {
      accepted = placeRequest(facts, book, request);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      placement.verdicts.push({ ok: false, error });
      continue;
    }
    const { userId, ticket, items } = request.payload;
    book.wallets.set(accepted.wallet.streamId, { state: accepted.wallet.state, version: accepted.wallet.version });
    for (const product of accepted.products) book.products.set(product.productId, product);
    book.usage.set(userId, accepted.usage);
    placement.verdicts.push({ ok: true, result: accepted.answer });
    placement.entries.push(accepted.entry);
    placement.usedTickets.push({ ticket, at: request.ctx.now });
    for (const item of items) placement.basketCleared.push({ userId, productId: item.productId });
  }
  return placement;
}

/**
 * One request against the book as it stands; throws the first refusal and then changes nothing.
 * Each kind of check runs over every item before the next kind (docs/api.md "Basket and
 * investing": the first failure in that order answers): a basket whose second item is over a
 * limit is refused for the limit even if the balance cannot cover its first.
 */
function placeRequest(facts: PlacementFacts, book: Book, request: PlacementRequest): Accepted {
  const { payload, ctx, investor } = request;
  const refusal = payload.source === 'auto' ? null : ticketRefusal(investor.ticket, payload.userId, ctx.now);
  if (refusal) throw new DomainError(refusal);
  const walletStreamId = investorStreamId(payload.userId);
  const walletBefore = book.wallets.get(walletStreamId);
  assert(walletBefore, `wallet ${walletStreamId} was not loaded for the batch`);
  // The products' rules, then the investor's limits, item by item, each counting the earlier items.
  const start = book.usage.get(payload.userId) ?? investor.usage;
  let usage = start;
  const decided = payload.items.map((item, index) => {
    const product = withProductId(item.productId, () => decideProduct(facts, book, request, usage, { ...item, investmentId: uuidFrom(`${payload.ticket}:${index}`) }));
    usage = addToUsage(usage, product.limitItem);
    return product;
  });
  usage = start;
  const items: CheckedItem[] = decided.map((item) => {
    withProductId(item.limitItem.productId, () => checkInvestorLimits(investor.policy, usage, item.limitItem));
    const usageBefore = usage;
    usage = addToUsage(usage, item.limitItem);
    return { ...item, usageBefore };
  });
  for (const item of items) withProductId(item.limitItem.productId, () => checkRegistry(facts, request, item));
  if (!facts.vaccountHolders.has(payload.userId)) throw new DomainError('no_vaccount', { product_id: items[0]?.limitItem.productId });
  // The wallet decides the holds item by item, so a refusal names the item the balance runs out at.
  let wallet = decideWallet(payload.userId, walletBefore);
  const holds: WalletCommand[] = [];
  for (const { limitItem, investmentId } of items) {
    holds.push({ type: 'HoldForInvestment', investmentId, productId: limitItem.productId, amountWon: limitItem.amountWon });
    wallet = withProductId(limitItem.productId, () => decideWallet(payload.userId, walletBefore, ...holds));
  }
  if (!facts.bankOpen) throw new DomainError('bank_closed');

  return {
    answer: {
      investments: items.map(({ limitItem, investmentId }) => ({ id: investmentId, product_id: limitItem.productId, amount: limitItem.amountWon, status: 'placed' as const })),
      balance: wallet.nextState.balanceWon,
    },
    entry: { appends: [wallet.append, ...items.map((i) => i.append)], metadata: { ...commandMetadata(ctx), ticket: payload.ticket, ...(payload.source ? { source: payload.source } : {}) } },
    wallet: { streamId: walletStreamId, state: wallet.nextState, version: walletBefore.version + wallet.events.length },
    products: items.map((i) => i.product),
    usage,
  };
}

type ItemRequest = PlaceInvestmentsPayload['items'][number] & { investmentId: string };

/** An item past the product's rules and the investor's limits: what it appends, and the usage before it (the registry's view). */
interface CheckedItem {
  investmentId: string;
  limitItem: LimitItem;
  usageBefore: LimitUsage;
  append: StreamAppend;
  product: LoadedProduct;
}

/** One item's product rules (state, amount rules, room, per-user cap) — the first failure throws. */
function decideProduct(facts: PlacementFacts, book: Book, request: PlacementRequest, usage: LimitUsage, item: ItemRequest): Omit<CheckedItem, 'usageBefore'> {
  const { userId } = request.payload;
  const product = book.products.get(item.productId);
  assert(product, `product ${item.productId} was not loaded for the batch`);
  const disclosureVersion = facts.disclosureVersions.get(item.productId);
  // The investor confirmed another disclosure than the one in force: they must read it again.
  if (item.disclosureVersion && disclosureVersion && item.disclosureVersion !== disclosureVersion) throw new DomainError('confirmation_required');
  const decided = decideStream(productDecider, productStreamId(item.productId), product, {
    type: 'PlaceInvestment', productId: item.productId, investmentId: item.investmentId, userId, amountWon: item.amountWon,
    userInvestedInProductWon: usage.byProductWon[item.productId] ?? 0, now: request.ctx.businessNow, disclosureVersion,
  });
  const limitItem: LimitItem = {
    productId: item.productId, borrowerId: product.state.borrowerId, isRealty: isRealty(product.state.type), isPf: product.state.isPf === true,
    targetWon: product.state.targetAmountWon, amountWon: item.amountWon,
  };
  return {
    investmentId: item.investmentId, limitItem, append: decided.append satisfies StreamAppend,
    product: { productId: item.productId, state: decided.nextState, version: product.version + decided.events.length },
  };
}

/** The central registry's cross-platform limits for one item, on the platform usage the earlier items left. */
function checkRegistry(facts: PlacementFacts, request: PlacementRequest, { limitItem, usageBefore }: CheckedItem): void {
  const { policy } = request.investor;
  facts.registry.check({
    userId: request.payload.userId, addWon: limitItem.amountWon, platformTotalWon: usageBefore.totalWon, borrowerId: limitItem.borrowerId,
    platformBorrowerWon: usageBefore.byBorrowerWon[limitItem.borrowerId] ?? 0, isRealty: limitItem.isRealty, platformRealtyWon: usageBefore.realtyWon,
    totalLimitWon: policy.totalLimitWon, realtyLimitWon: policy.realtyLimitWon, borrowerLimitWon: policy.borrowerLimitWon,
  });
}

/** The failing item's product_id goes into the error body. */
function withProductId<T>(productId: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof DomainError && !error.details.product_id) throw new DomainError(error.failCode, { ...error.details, product_id: productId });
    throw error;
  }
}
