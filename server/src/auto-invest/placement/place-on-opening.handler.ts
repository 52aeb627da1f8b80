// A product opened: every running contract whose criteria it meets is placed once, in the order
// of the rotation (rotation.ts), as ordinary investments through investing's batch handler — the
// same checks in docs/api.md's order, limits, registry, documents and notifications — up to the
// policy share of the product's target. A placement the checks refuse is recorded as skipped
// with its fail code; one the contract itself refuses (stopped, ended, its total or borrower cap
// reached) is passed over. One transaction: the placements, the contract streams, the cursor.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { seoulDate } from '../../shared/clock';
import type { AppendEntry } from '../../shared/event-store/event-store.types';
import { uuidFrom } from '../../shared/ids';
import { CommandContext, commandMetadata } from '../../shared/queue/queued-command';
import { PlaceInvestments, PlaceInvestmentsHandler } from '../../investing';
import { autoInvestPolicyOn, autoShareCapWon } from '../auto-invest-policy';
import { AutoInvestStreams } from '../auto-invest-streams';
import { placementRefusal } from '../auto-invest.decider';
import { PlaceAutoInvestments } from '../commands/auto-invest.commands';
import { AutoCandidate, autoCandidates, autoPlacedInProduct, OpenedProduct, openedProduct } from './auto-candidates';
import { selectPlacements, serviceOrder } from './rotation';

/**
 * Placements decided per call of the batch handler: all that fit the room at once. Each round
 * repeats the same statements (the aggregates' load, the events, the snapshots, the documents), so
 * fewer rounds do less: 4,000 placements measured 1,088/s in one round against 532/s in rounds of
 * 1,000 and 601/s in rounds of 250 (npm run bench -- auto-invest, same loaded machine), and the
 * bench process peaked at 607 MB against 591 MB at 1,000. A round is bounded anyway: the
 * rotation selects only what the product's room (its policy share of the target) takes.
 */
const ROUND = Number.POSITIVE_INFINITY;

/** A refusal that ends the opening's placements: the product itself took no more. */
const PRODUCT_REFUSALS = new Set(['exceed_amount_limit', 'invalid_invest', 'product_suspended', 'product_is_not_prepared', 'bank_closed']);

export interface AutoPlacementResult {
  placed: number;
  placedWon: number;
  skipped: number;
}

interface Outcome {
  candidate: AutoCandidate;
  investmentId: string;
  failCode: string | null;
}

/** The deterministic ticket of a contract's placement in a product: one per product, ever. */
export const autoTicket = (productId: string, userId: string): string => uuidFrom(`auto-invest:${productId}:${userId}`);

@CommandHandler(PlaceAutoInvestments)
export class PlaceAutoInvestmentsHandler implements ICommandHandler<PlaceAutoInvestments> {
  constructor(private readonly placements: PlaceInvestmentsHandler, private readonly streams: AutoInvestStreams) {}

  async execute({ payload, ctx }: PlaceAutoInvestments): Promise<AutoPlacementResult> {
    const none = { placed: 0, placedWon: 0, skipped: 0 };
    const product = await openedProduct(ctx.tx, payload.productId);
    if (!product || product.status !== 'funding' || product.suspended) return none;
    const today = seoulDate(ctx.businessNow);
    const policy = await autoInvestPolicyOn(ctx.tx, today);
    // The rotation cursor's row serializes openings' placements: each begins where the last ended.
    const [{ last_user_id: cursor }] = await ctx.tx.query(`SELECT last_user_id FROM auto_invest_rotation WHERE id = 1 FOR UPDATE`) as { last_user_id: string | null }[];
    const roomWon = autoShareCapWon(product.targetWon, policy.shareBp) - (await autoPlacedInProduct(ctx.tx, product.productId));
    if (roomWon <= 0) return none;
    const candidates = await autoCandidates(ctx.tx, product, today);
    if (candidates.length === 0) return none;
    const contracts = await this.streams.loadMany(ctx.tx, candidates.map((c) => c.userId));
    const eligible = serviceOrder(candidates, cursor).filter((c) => placementRefusal(contracts.get(c.userId)!.state, { on: today, ...c }) === null);
    const outcomes = await this.place(ctx, product, eligible, roomWon);
    await this.record(ctx, product, today, outcomes, contracts);
    const placed = outcomes.filter((o) => o.failCode === null);
    const placedSet = new Set(placed.map((p) => p.candidate));
    const last = eligible.filter((c) => placedSet.has(c)).pop();
    if (last) await ctx.tx.query(`UPDATE auto_invest_rotation SET last_user_id = $1 WHERE id = 1`, [last.userId]);
    return { placed: placed.length, placedWon: placed.reduce((s, o) => s + o.candidate.amountWon, 0), skipped: outcomes.length - placed.length };
  }

  /** Rounds of the batch handler until the room is used or no one is left; refused ones take no room. */
  private async place(ctx: CommandContext, product: OpenedProduct, ordered: AutoCandidate[], roomWon: number): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    let room = roomWon;
    let rest = ordered;
    while (rest.length > 0) {
      const round = selectPlacements(rest, room).placed.slice(0, ROUND);
      if (round.length === 0) break;
      const verdicts = await this.placements.executeBatch(ctx.tx, round.map((c) => this.command(ctx, product.productId, c)));
      let productFull = false;
      round.forEach((candidate, i) => {
        const verdict = verdicts[i];
        const investmentId = uuidFrom(`${autoTicket(product.productId, candidate.userId)}:0`);
        if (verdict.ok) room -= candidate.amountWon;
        else if (PRODUCT_REFUSALS.has(verdict.error.failCode)) productFull = true;
        outcomes.push({ candidate, investmentId, failCode: verdict.ok ? null : verdict.error.failCode });
      });
      if (productFull) break;
      const done = new Set(round);
      rest = rest.filter((c) => !done.has(c));
    }
    return outcomes;
  }

  private command(ctx: CommandContext, productId: string, c: AutoCandidate): PlaceInvestments {
    const ticket = autoTicket(productId, c.userId);
    return new PlaceInvestments(
      { userId: c.userId, investorType: c.investorType, ticket, items: [{ productId, amountWon: c.amountWon }], source: 'auto' },
      { ...ctx, commandId: ticket, actorId: null },
    );
  }

  /** Each contract's placement or skip on its own stream, decided on the state the placement was checked against. */
  private async record(ctx: CommandContext, product: OpenedProduct, on: string, outcomes: Outcome[], contracts: Map<string, Awaited<ReturnType<AutoInvestStreams['load']>>>): Promise<void> {
    const at = ctx.businessNow.toISOString();
    const entries: AppendEntry[] = outcomes.map(({ candidate: c, investmentId, failCode }) => {
      const decision = this.streams.decideOn(c.userId, contracts.get(c.userId)!, failCode === null
        ? { type: 'RecordAutoPlacement', productId: product.productId, investmentId, borrowerId: product.borrowerId, amountWon: c.amountWon, on, at, placedWon: c.placedWon, borrowerPlacedWon: c.borrowerPlacedWon }
        : { type: 'RecordAutoSkip', productId: product.productId, amountWon: c.amountWon, failCode, on, at });
      return { appends: [decision.append], metadata: { ...commandMetadata(ctx), source: 'auto' as const } };
    });
    const written = entries.filter((e) => e.appends[0].events.length > 0);
    if (written.length > 0) await this.streams.appendBatch(ctx.tx, written);
  }
}

