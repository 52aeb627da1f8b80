// The placement rules: which investment requests of a batch are accepted, and what the accepted
// ones write. Pure — facts and requests in, verdicts and appends out, no I/O, the inputs never
// changed — so every rule is unit-tested without a database. The requests are decided one after
// another: each sees the products, wallets and limit usage the accepted ones before it left, and
// a refused request leaves nothing behind (docs/api.md: all-or-nothing). Checks run in the order of docs/api.md "Basket and investing":
// ticket; per item the product (state, amount rules, room, per-user cap), the investor's limits
// (the share of one product for professional and corporate investors, then total, real estate and
// its PF part, same borrower, by the policy in force on the placement's business date),
// the central registry, the virtual account and the balance; then bank hours.
import { DomainError, assert } from '../../shared/errors/domain-error';
import { decideStream, StreamDecision } from '../../shared/event-store/decider-stream';
import { AppendEntry, StreamAppend } from '../../shared/event-store/event-store.types';
import { CommandContext, commandMetadata } from '../../shared/queue/queued-command';
import { uuidFrom } from '../../shared/ids';
import { RegistryLookup } from '../../registry';
import { isRealty, LoadedProduct, productDecider, productStreamId } from '../../products';
import { decideWallet, investorStreamId, WalletCommand, WalletEvent, WalletState } from '../../wallet';
import type { InvestorFacts } from '../commands/investor-facts.reader';
import type { PlaceInvestmentsPayload } from '../commands/place-investments.command';
import { addToUsage, checkInvestorLimits, LimitItem, LimitUsage } from '../limits/investor-limits';
import { ticketRefusal } from '../tickets/invest-tickets';

export interface LoadedWallet {
  state: WalletState;
  version: number;
}

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

export interface PlacedInvestment {
  id: string;
  product_id: string;
  amount: number;
  status: 'placed';
}

export interface PlacementAnswer {
  investments: PlacedInvestment[];
  balance: number;
}

export type PlacementVerdict = { ok: true; result: PlacementAnswer } | { ok: false; error: DomainError };

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
  answer: PlacementAnswer;
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

/** One request against the book as it stands; throws the first refusal and then changes nothing. */
function placeRequest(facts: PlacementFacts, book: Book, request: PlacementRequest): Accepted {
  const { payload, ctx, investor } = request;
  const refusal = payload.source === 'auto' ? null : ticketRefusal(investor.ticket, payload.userId, ctx.now);
  if (refusal) throw new DomainError(refusal);
  const walletStreamId = investorStreamId(payload.userId);
  const walletBefore = book.wallets.get(walletStreamId);
  assert(walletBefore, `wallet ${walletStreamId} was not loaded for the batch`);
  let step: ItemStep = { holds: [], wallet: decideWallet(payload.userId, walletBefore), usage: book.usage.get(payload.userId) ?? investor.usage };
  const productAppends: StreamAppend[] = [];
  const products: LoadedProduct[] = [];
  const investments: PlacedInvestment[] = [];
  for (const [index, item] of payload.items.entries()) {
    const investmentId = uuidFrom(`${payload.ticket}:${index}`);
    const placed = withProductId(item.productId, () => placeItem(facts, book, request, step, { ...item, investmentId }));
    step = placed.step;
    productAppends.push(placed.append);
    products.push(placed.product);
    investments.push({ id: investmentId, product_id: item.productId, amount: item.amountWon, status: 'placed' });
  }
  if (!facts.bankOpen) throw new DomainError('bank_closed');

  return {
    answer: { investments, balance: step.wallet.nextState.balanceWon },
    entry: { appends: [step.wallet.append, ...productAppends], metadata: { ...commandMetadata(ctx), ticket: payload.ticket, ...(payload.source ? { source: payload.source } : {}) } },
    wallet: { streamId: walletStreamId, state: step.wallet.nextState, version: walletBefore.version + step.wallet.events.length },
    products,
    usage: step.usage,
  };
}

/** The investor's wallet (the wallet's decision on the holds so far) and usage as the earlier items of the same request left them. */
interface ItemStep {
  holds: WalletCommand[];
  wallet: StreamDecision<WalletEvent, WalletState>;
  usage: LimitUsage;
}

interface ItemRequest {
  productId: string;
  amountWon: number;
  disclosureVersion?: string;
  investmentId: string;
}

/** One item: product rules, investor limits, registry, virtual account, balance — the first failure throws. */
function placeItem(facts: PlacementFacts, book: Book, request: PlacementRequest, step: ItemStep, item: ItemRequest) {
  const { userId } = request.payload;
  const { policy } = request.investor;
  const product = book.products.get(item.productId);
  assert(product, `product ${item.productId} was not loaded for the batch`);
  const disclosureVersion = facts.disclosureVersions.get(item.productId);
  // The investor confirmed another disclosure than the one in force: they must read it again.
  if (item.disclosureVersion && disclosureVersion && item.disclosureVersion !== disclosureVersion) throw new DomainError('confirmation_required');
  const decided = decideStream(productDecider, productStreamId(item.productId), product, {
    type: 'PlaceInvestment', productId: item.productId, investmentId: item.investmentId, userId, amountWon: item.amountWon,
    userInvestedInProductWon: step.usage.byProductWon[item.productId] ?? 0, now: request.ctx.businessNow, disclosureVersion,
  });
  const limitItem: LimitItem = {
    productId: item.productId, borrowerId: product.state.borrowerId, isRealty: isRealty(product.state.type), isPf: product.state.isPf === true,
    targetWon: product.state.targetAmountWon, amountWon: item.amountWon,
  };
  checkInvestorLimits(policy, step.usage, limitItem);
  facts.registry.check({
    userId, addWon: item.amountWon, platformTotalWon: step.usage.totalWon, borrowerId: limitItem.borrowerId,
    platformBorrowerWon: step.usage.byBorrowerWon[limitItem.borrowerId] ?? 0, isRealty: limitItem.isRealty, platformRealtyWon: step.usage.realtyWon,
    totalLimitWon: policy.totalLimitWon, realtyLimitWon: policy.realtyLimitWon, borrowerLimitWon: policy.borrowerLimitWon,
  });
  if (!facts.vaccountHolders.has(userId)) throw new DomainError('no_vaccount');
  // The wallet decides the hold: every hold of the request so far, on the wallet as the batch left it.
  const holds: WalletCommand[] = [...step.holds, { type: 'HoldForInvestment', investmentId: item.investmentId, productId: item.productId, amountWon: item.amountWon }];
  return {
    step: { holds, wallet: decideWallet(userId, book.wallets.get(investorStreamId(userId))!, ...holds), usage: addToUsage(step.usage, limitItem) },
    append: decided.append satisfies StreamAppend,
    product: { productId: item.productId, state: decided.nextState, version: product.version + decided.events.length },
  };
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
