// Buys a listing (원리금수취권 양도, docs/api.md "Transfers"): the facts loaded — the listing, the
// loan, the buyer's ticket, record, limits and usage, the registry's answer, the wallet — and the
// pure purchase rules (../purchase-rules.ts) decide in the contract's order. Then one append: the
// listing sold, the loan's ClaimTransferred (every later payment follows the buyer), the buyer's
// ClaimBought and the seller's ClaimSold, so the money moves and the claim changes hands, or
// neither. The ticket is marked used in the same transaction.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { seoulDate } from '../../../shared/clock';
import { rows } from '../../../shared/database/sql';
import { DomainError } from '../../../shared/errors/domain-error';
import { commandMetadata } from '../../../shared/queue/queued-command';
import { withholding } from '../../../shared/loan-maths';
import { checkInvestorLimits, readInvestorFacts, ticketRefusal } from '../../../investing';
import { CentralRegistry } from '../../../registry';
import { isRealty, ProductStreams } from '../../../products';
import { WalletStreams } from '../../../wallet';
import { LoanStreams } from '../../loan-streams';
import { RepaymentPolicy } from '../../repayment-policy';
import { ListingStreams } from '../listing-streams';
import { decidePurchase } from '../purchase-rules';
import { transferEligibility } from '../transfer-eligibility';
import { transferPolicyOn } from '../transfer-policy';
import { PurchaseListing } from './open-listing.command';

@CommandHandler(PurchaseListing)
export class PurchaseListingHandler implements ICommandHandler<PurchaseListing> {
  constructor(
    private readonly listings: ListingStreams,
    private readonly loans: LoanStreams,
    private readonly products: ProductStreams,
    private readonly wallets: WalletStreams,
    private readonly registry: CentralRegistry,
    private readonly policy: RepaymentPolicy,
  ) {}

  async execute({ payload, ctx }: PurchaseListing) {
    const { listingId, userId, investorType, ticket } = payload;
    const tx = ctx.tx;
    const today = seoulDate(ctx.businessNow);
    const listing = await this.listings.load(tx, listingId);
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
    const taxToday = await this.policy.inForceOn(today, tx);
    const feeBp = await this.policy.transferFeeBpOn(today, tx);
    const transferPolicy = transferPolicyOn(today);
    const limitItem = (amountWon: number) => ({
      productId, borrowerId: product.state.borrowerId, isRealty: isRealty(product.state.type), isPf: product.state.isPf === true,
      targetWon: product.state.targetAmountWon, amountWon,
    });
    const refusal = (check: () => void): DomainError | null => {
      try {
        check();
        return null;
      } catch (error) {
        if (error instanceof DomainError) return error;
        throw error;
      }
    };
    const usage = facts.usage;
    const decision = decidePurchase({
      buyerId: userId,
      listing: listing.state,
      ticketRefusal: ticketCode ? new DomainError(ticketCode) : null,
      loan,
      eligibility: transferEligibility(investorType, placed.map((p) => p.on), today, transferPolicy),
      limits: (principalWon) => refusal(() => checkInvestorLimits(facts.policy, usage, limitItem(principalWon))),
      registry: (principalWon) => refusal(() => registry.check({
        userId, addWon: principalWon, platformTotalWon: usage.totalWon, borrowerId: product.state.borrowerId,
        platformBorrowerWon: usage.byBorrowerWon[product.state.borrowerId] ?? 0, isRealty: isRealty(product.state.type), platformRealtyWon: usage.realtyWon,
        totalLimitWon: facts.policy.totalLimitWon, realtyLimitWon: facts.policy.realtyLimitWon, borrowerLimitWon: facts.policy.borrowerLimitWon,
      })),
      balanceWon: buyerWallet.state.balanceWon,
      on: today,
      now: ctx.businessNow,
      feeBp,
      policy: transferPolicy,
    });
    const t = decision.transfer;
    // The 경과이자 is the seller's interest, withheld as interest is on the day (no platform fee on it).
    const tax = withholding(t.accruedInterestWon, { incomeTaxBp: taxToday.incomeTaxBp, feeBp: 0 });
    const paidAt = ctx.businessNow.toISOString();
    const listingAppend = this.listings.decideOn(listingId, listing, { type: 'SellListing', buyerId: userId, on: today, now: ctx.businessNow }).append;
    const investmentId = listing.state.listing.investmentId;
    const transferCommand = {
      type: 'TransferClaim' as const, listingId, fromUserId: t.fromUserId, toUserId: userId, on: today, priceWon: t.priceWon,
      expectedFromSeq: listing.state.listing.fromSeq, feeBp, policy: transferPolicy, now: ctx.businessNow,
    };
    await this.loans.runWithProduct(tx, productId, transferCommand, commandMetadata(ctx), ctx.businessNow, async () => [
      listingAppend,
      ...(await this.wallets.decideAll(tx, [
        { userId, command: { type: 'BuyClaim', productId, listingId, investmentId, principalWon: t.outstandingPrincipalWon, priceWon: t.priceWon, accruedInterestWon: t.accruedInterestWon, paidAt } },
        {
          userId: t.fromUserId,
          command: {
            type: 'SellClaim', productId, listingId, principalWon: t.outstandingPrincipalWon, priceWon: t.priceWon, feeWon: t.feeWon,
            accruedInterestWon: t.accruedInterestWon, incomeTaxWon: tax.incomeTaxWon, localTaxWon: tax.localTaxWon, paidAt,
          },
        },
      ])),
    ]);
    await tx.query(`UPDATE invest_tickets SET used_at = $2 WHERE ticket = $1`, [ticket, ctx.now]);
    return {
      purchase: {
        listing_id: listingId, product_id: productId, investment_id: investmentId, principal: t.outstandingPrincipalWon, price: t.priceWon,
        accrued_interest: t.accruedInterestWon, fee: t.feeWon, paid: decision.buyerPaysWon, from_seq: t.fromSeq, purchased_on: today,
      },
      balance: buyerWallet.state.balanceWon - decision.buyerPaysWon,
    };
  }
}
