// Buys a listing (원리금수취권 양도, docs/api.md "Transfers"): the facts loaded — the listing, the
// loan, the buyer's ticket, record, limits and usage, the registry's answer, the wallet — and the
// pure purchase rules (../purchase-rules.ts) decide in the contract's order. Then one append: the
// listing sold, the loan's ClaimTransferred (every later payment follows the buyer), the buyer's
// ClaimBought and the seller's ClaimSold, so the money moves and the claim changes hands, or
// neither. The ticket is marked used, and the buyer's transfer contract written (from the
// product's disclosure in force), in the same transaction.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { seoulDate } from '../../../shared/clock';
import { rows } from '../../../shared/database/sql';
import { assert, DomainError } from '../../../shared/errors/domain-error';
import { commandMetadata } from '../../../shared/queue/queued-command';
import { partiesPrincipalFrom, withholding } from '../../../shared/loan-maths';
import { checkInvestorLimits, InvestmentDocumentIssuer, readInvestorFacts, ticketRefusal } from '../../../investing';
import { CentralRegistry } from '../../../registry';
import { isRealty, ProductDisclosures, ProductStreams } from '../../../products';
import { WalletStreams } from '../../../wallet';
import { LoanStreams } from '../../loan-streams';
import { RepaymentPolicy } from '../../repayment-policy';
import { ListingStreams } from '../listing-streams';
import { decidePurchase } from '../purchase-rules';
import { transferEligibility } from '../transfer-eligibility';
import { transferPolicyOn } from '../transfer-policy';
import { PurchaseListing } from './open-listing.command';
import type { LoadedStream } from '../../../shared/event-store/decider-stream';
import type { ListingState } from '../listing.decider';
import { holdersOf, type TransferClaimCommand } from '../claim-transfer.decide';
import type { ClaimTransferredData, LoanEvent } from '../../loan.events';

@CommandHandler(PurchaseListing)
export class PurchaseListingHandler implements ICommandHandler<PurchaseListing> {
  constructor(
    private readonly listings: ListingStreams,
    private readonly loans: LoanStreams,
    private readonly products: ProductStreams,
    private readonly wallets: WalletStreams,
    private readonly registry: CentralRegistry,
    private readonly policy: RepaymentPolicy,
    private readonly disclosures: ProductDisclosures,
    private readonly documents: InvestmentDocumentIssuer,
  ) {}

  async execute({ payload, ctx }: PurchaseListing) {
    const { listingId, userId } = payload;
    const today = seoulDate(ctx.businessNow);
    const listing = await this.listings.load(ctx.tx, listingId);
    const { decision, feeBp } = await this.decide(payload, ctx, listing, today);
    const { productId, investmentId, fromSeq } = listing.state.listing!;
    const paidAt = ctx.businessNow.toISOString();
    const t = await this.record(ctx, listing, {
      type: 'TransferClaim', listingId, fromUserId: decision.transfer.fromUserId, toUserId: userId, on: today, priceWon: decision.transfer.priceWon,
      expectedFromSeq: fromSeq, feeBp, policy: transferPolicyOn(today), now: ctx.businessNow,
    }, investmentId, payload.ticket);
    const snapshot = (await this.disclosures.snapshots([productId])).get(productId);
    const [buyer] = await rows<{ name: string }>(ctx.tx, `SELECT name FROM users WHERE id = $1`, [userId]);
    if (snapshot) {
      await this.documents.issueTransfer(ctx.tx, userId, {
        listingId, purchasedOn: today, fromSeq: t.fromSeq, principalWon: t.outstandingPrincipalWon, priceWon: t.priceWon, accruedInterestWon: t.accruedInterestWon,
        feeWon: t.feeWon, buyerName: buyer?.name ?? '',
      }, snapshot, paidAt);
    }
    return {
      purchase: {
        listing_id: listingId, product_id: productId, investment_id: investmentId, principal: t.outstandingPrincipalWon, price: t.priceWon,
        accrued_interest: t.accruedInterestWon, fee: t.feeWon, paid: t.priceWon + t.accruedInterestWon, from_seq: t.fromSeq, purchased_on: today,
      },
      balance: decision.buyerBalanceWon - (t.priceWon + t.accruedInterestWon),
    };
  }

  /** The facts read and the purchase rules asked, in the contract's order; the first refusal throws. */
  private async decide(payload: PurchaseListing['payload'], ctx: PurchaseListing['ctx'], listing: LoadedStream<ListingState>, today: string) {
    const { userId, investorType, ticket } = payload;
    const tx = ctx.tx;
    const [facts] = await readInvestorFacts(tx, [{ userId, investorType, ticket, businessOn: today }]);
    const ticketCode = ticketRefusal(facts.ticket, userId, ctx.now);
    // An unknown listing is not available, answered after the ticket as the contract orders.
    if (!listing.state.exists || !listing.state.listing) throw new DomainError(ticketCode ?? 'listing_not_available');
    const productId = listing.state.listing.productId;
    const { state: loan } = await this.loans.load(tx, productId);
    const product = await this.products.load(tx, productId);
    const placed = await rows<{ on: string }>(
      tx, `SELECT to_char(invested_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS on FROM investments WHERE user_id = $1 AND status <> 'canceled'`, [userId]);
    const registry = await this.registry.lookup(tx, [userId]);
    const buyerWallet = await this.wallets.load(tx, userId);
    const feeBp = await this.policy.transferFeeBpOn(today, tx);
    const transferPolicy = transferPolicyOn(today);
    const { borrowerId } = product.state;
    const realty = isRealty(product.state.type);
    const usage = facts.usage;
    const decision = decidePurchase({
      buyerId: userId,
      listing: listing.state,
      ticketRefusal: ticketCode ? new DomainError(ticketCode) : null,
      loan,
      eligibility: transferEligibility(investorType, placed.map((p) => p.on), today, transferPolicy),
      limits: (amountWon) => refusalOf(() => checkInvestorLimits(facts.policy, usage, {
        productId, borrowerId, isRealty: realty, isPf: product.state.isPf === true, targetWon: product.state.targetAmountWon, amountWon,
      })),
      registry: (principalWon) => refusalOf(() => registry.check({
        userId, addWon: principalWon, platformTotalWon: usage.totalWon, borrowerId, platformBorrowerWon: usage.byBorrowerWon[borrowerId] ?? 0, isRealty: realty,
        platformRealtyWon: usage.realtyWon, totalLimitWon: facts.policy.totalLimitWon, realtyLimitWon: facts.policy.realtyLimitWon, borrowerLimitWon: facts.policy.borrowerLimitWon,
      })),
      balanceWon: buyerWallet.state.balanceWon,
      on: today,
      now: ctx.businessNow,
      feeBp,
      policy: transferPolicy,
    });
    return { decision: { ...decision, buyerBalanceWon: buyerWallet.state.balanceWon }, feeBp };
  }

  /**
   * One append: the listing sold, the loan's ClaimTransferred (decided again on the loan as it
   * stands, and the wallets follow what it decided), both wallets; then the ticket used.
   */
  private async record(ctx: PurchaseListing['ctx'], listing: LoadedStream<ListingState>, command: TransferClaimCommand, investmentId: string, ticket: string): Promise<ClaimTransferredData> {
    const { tx, businessNow } = ctx;
    const { listingId } = command;
    const incomeTaxBp = (await this.policy.inForceOn(command.on, tx)).incomeTaxBp;
    const paidAt = businessNow.toISOString();
    const listingAppend = this.listings.decideOn(listingId, listing, { type: 'SellListing', buyerId: command.toUserId, on: command.on, now: businessNow }).append;
    const productId = listing.state.listing!.productId;
    const { events } = await this.loans.runWithProduct(tx, productId, command, commandMetadata(ctx), businessNow, async (decided, before) => {
      const t = transferOf(decided);
      // Which loan parties' shares changed hands, each with its principal: what keeps a holder's
      // holdings apart (investment_returns), however many they hold in the loan.
      const parts = partiesPrincipalFrom(before.installments, before.investors, holdersOf(before), t.fromUserId, t.fromSeq);
      assert(parts.reduce((sum, p) => sum + p.principalWon, 0) === t.outstandingPrincipalWon, 'the parties sold add up to the claim');
      // The 경과이자 is the seller's interest, withheld as interest is on the day (no platform fee on it).
      const tax = withholding(t.accruedInterestWon, { incomeTaxBp, feeBp: 0 });
      return [
        listingAppend,
        ...(await this.wallets.decideAll(tx, [
          {
            userId: t.toUserId,
            command: {
              type: 'BuyClaim', productId, listingId, investmentId, principalWon: t.outstandingPrincipalWon, priceWon: t.priceWon, accruedInterestWon: t.accruedInterestWon, paidAt, parts,
            },
          },
          {
            userId: t.fromUserId,
            command: {
              type: 'SellClaim', productId, listingId, principalWon: t.outstandingPrincipalWon, priceWon: t.priceWon, feeWon: t.feeWon,
              accruedInterestWon: t.accruedInterestWon, incomeTaxWon: tax.incomeTaxWon, localTaxWon: tax.localTaxWon, paidAt, parts,
            },
          },
        ])),
      ];
    });
    await tx.query(`UPDATE invest_tickets SET used_at = $2 WHERE ticket = $1`, [ticket, ctx.now]);
    return transferOf(events);
  }
}

const transferOf = (events: readonly LoanEvent[]): ClaimTransferredData => {
  const found = events.find((e) => e.type === 'ClaimTransferred');
  assert(found?.type === 'ClaimTransferred', 'a purchase transfers the claim');
  return found.data;
};

/** A check's DomainError as a value (the rules answer the first in order), anything else thrown on. */
function refusalOf(check: () => void): DomainError | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}
