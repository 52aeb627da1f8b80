// Given/when/then for listings (one open listing changes once: sold, withdrawn or ended), the
// buyer's eligibility (시행령 29조), and a purchase's checks in docs/api.md's order — input, ticket,
// listing, eligibility, limits, registry, balance — with what each side pays and gets.
import { DomainError } from '../../shared/errors/domain-error';
import { fold } from '../../shared/decider';
import { deciderSpec } from '../../shared/testing/given-when-then';
import { investorPayouts, loanSchedule } from '../../shared/loan-maths';
import { loanDecider } from '../loan.decider';
import { LoanEvent, LoanScheduledData } from '../loan.events';
import { TRANSFER_POLICIES } from './transfer-policy';
import { ListingEvent, listingDecider, ListingOpenedData } from './listing.decider';
import { decidePurchase, PurchaseFacts } from './purchase-rules';
import { transferEligibility } from './transfer-eligibility';

const policy = TRANSFER_POLICIES[0];
const now = new Date('2026-03-01T00:00:00Z');
const productId = '00000000-0000-4000-8000-000000000001';
const executedAt = new Date('2026-01-15T03:00:00Z');
const installments = loanSchedule({ principalWon: 1_000_000, rateBp: 1200, termMonths: 3, method: 'equal_installment' }, executedAt);
const scheduled: LoanScheduledData = {
  productId, executedAt: executedAt.toISOString(), executedOn: '2026-01-15', principalWon: 1_000_000, rateBp: 1200, termMonths: 3, method: 'equal_installment',
  investors: [{ id: 'seller', amountWon: 600_000 }, { id: 'other', amountWon: 400_000 }],
  investments: [{ investmentId: 'i1', userId: 'seller', amountWon: 600_000 }, { investmentId: 'i2', userId: 'other', amountWon: 400_000 }],
  policy: { incomeTaxBp: 1400, feeBp: 0 }, installments,
};
const total1 = installments[0].principalWon + installments[0].interestWon;
const loanEvents: LoanEvent[] = [
  { type: 'LoanScheduled', data: scheduled },
  { type: 'BorrowerPaymentReceived', data: { productId, paymentId: 'p1', amountWon: total1, paidOn: '2026-02-15', receivedAt: now.toISOString(), source: 'operator' } },
  { type: 'InstallmentFunded', data: { productId, seq: 1, fundedOn: '2026-02-15', amountWon: total1 } },
];
const loan = fold(loanDecider.evolve, loanDecider.initialState(), loanEvents);
const outstanding = investorPayouts(installments, scheduled.investors, scheduled.policy).filter((p) => p.userId === 'seller' && p.seq >= 2).reduce((t, p) => t + p.principalWon, 0);
const opened: ListingOpenedData = {
  listingId: 'l1', sellerId: 'seller', productId, investmentId: 'i1', priceWon: outstanding - 1_000, outstandingPrincipalWon: outstanding, fromSeq: 2,
  listedOn: '2026-02-20', listedAt: now.toISOString(),
};
const openEvent: ListingEvent = { type: 'ListingOpened', data: opened };
const listingAfter = (...events: ListingEvent[]) => fold(listingDecider.evolve, listingDecider.initialState(), [openEvent, ...events]);

const facts = (change: Partial<PurchaseFacts> = {}): PurchaseFacts => ({
  buyerId: 'buyer', listing: listingAfter(), ticketRefusal: null, loan, eligibility: { eligible: true, reason: 'investor_type' },
  limits: () => null, registry: () => null, balanceWon: 10_000_000, on: '2026-03-01', now, feeBp: 50, policy, ...change,
});
const failCodeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.failCode : String(error);
  }
  return undefined;
};

describe('listing decider', () => {
  const given = (...events: ListingEvent[]) => deciderSpec(listingDecider).given([openEvent, ...events]);

  it('opens once: the same listing again appends nothing', () => {
    deciderSpec(listingDecider).given([]).when({ type: 'OpenListing', data: opened }).then([openEvent]);
    given().when({ type: 'OpenListing', data: opened }).then([]);
  });

  it('is withdrawn by its seller only, and only while open', () => {
    given().when({ type: 'WithdrawListing', userId: 'seller', now }).then([{ type: 'ListingWithdrawn', data: { listingId: 'l1', withdrawnAt: now.toISOString() } }]);
    given().when({ type: 'WithdrawListing', userId: 'buyer', now }).thenFails('not_found');
    given({ type: 'ListingSold', data: { listingId: 'l1', buyerId: 'b', soldOn: '2026-03-01', soldAt: now.toISOString() } })
      .when({ type: 'WithdrawListing', userId: 'seller', now }).thenFails('listing_not_available');
  });

  it('sells once: a second buyer, or a buyer after the withdrawal, gets listing_not_available', () => {
    const sold: ListingEvent = { type: 'ListingSold', data: { listingId: 'l1', buyerId: 'b1', soldOn: '2026-03-01', soldAt: now.toISOString() } };
    given().when({ type: 'SellListing', buyerId: 'b1', on: '2026-03-01', now }).then([sold]);
    given(sold).when({ type: 'SellListing', buyerId: 'b2', on: '2026-03-01', now }).thenFails('listing_not_available');
    given({ type: 'ListingWithdrawn', data: { listingId: 'l1', withdrawnAt: now.toISOString() } })
      .when({ type: 'SellListing', buyerId: 'b2', on: '2026-03-01', now }).thenFails('listing_not_available');
    given().when({ type: 'SellListing', buyerId: 'seller', on: '2026-03-01', now }).thenFails('invalid_input');
  });

  it('ends an open listing once; an ended, sold or withdrawn one stays as it is', () => {
    given().when({ type: 'EndListing', reason: 'due_date_passed', now }).then([{ type: 'ListingEnded', data: { listingId: 'l1', reason: 'due_date_passed', endedAt: now.toISOString() } }]);
    given({ type: 'ListingEnded', data: { listingId: 'l1', reason: 'claim_paid_off', endedAt: now.toISOString() } }).when({ type: 'EndListing', reason: 'due_date_passed', now }).then([]);
  });
});

describe('transfer eligibility', () => {
  const five = ['2023-03-01', '2024-01-01', '2025-01-01', '2025-06-01', '2026-02-01'];

  it('lets professional, corporate and income-qualified investors buy', () => {
    for (const type of ['professional', 'corporate', 'income_qualified'] as const) expect(transferEligibility(type, [], '2026-03-01', policy)).toEqual({ eligible: true, reason: 'investor_type' });
  });

  it('lets a general investor buy with five investments in the past three years, counted to the day', () => {
    expect(transferEligibility('general', five, '2026-03-01', policy)).toEqual({ eligible: true, reason: 'investment_record' });
    expect(transferEligibility('general', five, '2026-03-02', policy)).toEqual({ eligible: false, reason: 'too_few_investments', required: 5, placed: 4 });
    expect(transferEligibility('general', ['2026-03-02', ...five.slice(1)], '2026-03-01', policy).eligible).toBe(false);
  });
});

describe('purchase rules', () => {
  it('sells the listing: the buyer pays price + 경과이자, the seller gets the price less the floored fee', () => {
    const decision = decidePurchase(facts());
    const accrued = Math.floor((outstanding * 1200 * 14) / 3_650_000);
    const fee = Math.floor(((outstanding - 1_000) * 50) / 10_000);
    expect(decision.listingEvents).toEqual([{ type: 'ListingSold', data: { listingId: 'l1', buyerId: 'buyer', soldOn: '2026-03-01', soldAt: now.toISOString() } }]);
    expect(decision.transfer).toMatchObject({ fromSeq: 2, outstandingPrincipalWon: outstanding, priceWon: outstanding - 1_000, accruedInterestWon: accrued, feeWon: fee });
    expect(decision.buyerPaysWon).toBe(outstanding - 1_000 + accrued);
    expect(decision.sellerGrossWon).toBe(outstanding - 1_000 - fee + accrued);
  });

  it('checks in the stated order: input, ticket, listing, eligibility, limits, registry, balance', () => {
    const refuse = (code: 'over_total_invest_limit' | 'exceed_user_limit' | 'invalid_token') => new DomainError(code);
    const all: Partial<PurchaseFacts> = {
      ticketRefusal: refuse('invalid_token'), listing: listingAfter({ type: 'ListingWithdrawn', data: { listingId: 'l1', withdrawnAt: now.toISOString() } }),
      eligibility: { eligible: false, reason: 'too_few_investments', required: 5, placed: 1 }, limits: () => refuse('over_total_invest_limit'),
      registry: () => refuse('exceed_user_limit'), balanceWon: 0,
    };
    expect(failCodeOf(() => decidePurchase(facts({ ...all, buyerId: 'seller' })))).toBe('invalid_input');
    expect(failCodeOf(() => decidePurchase(facts(all)))).toBe('invalid_token');
    const { ticketRefusal: _t, ...afterTicket } = all;
    expect(failCodeOf(() => decidePurchase(facts(afterTicket)))).toBe('listing_not_available');
    const { listing: _l, ...afterListing } = afterTicket;
    expect(failCodeOf(() => decidePurchase(facts(afterListing)))).toBe('transfer_not_eligible');
    const { eligibility: _e, ...afterEligibility } = afterListing;
    expect(failCodeOf(() => decidePurchase(facts(afterEligibility)))).toBe('over_total_invest_limit');
    const { limits: _m, ...afterLimits } = afterEligibility;
    expect(failCodeOf(() => decidePurchase(facts(afterLimits)))).toBe('exceed_user_limit');
    expect(failCodeOf(() => decidePurchase(facts({ balanceWon: 0 })))).toBe('not_enough_balance');
  });

  it('asks the limits and the registry about the principal bought, and lets a balance of exactly what is owed buy', () => {
    const asked: number[] = [];
    const decision = decidePurchase(facts({ limits: (won) => (asked.push(won), null), registry: (won) => (asked.push(won), null) }));
    expect(asked).toEqual([outstanding, outstanding]);
    expect(failCodeOf(() => decidePurchase(facts({ balanceWon: decision.buyerPaysWon })))).toBeUndefined();
    expect(failCodeOf(() => decidePurchase(facts({ balanceWon: decision.buyerPaysWon - 1 })))).toBe('not_enough_balance');
  });

  it('is not available once a due date passed since the listing (the claim is no longer the one listed)', () => {
    expect(failCodeOf(() => decidePurchase(facts({ on: '2026-03-16' })))).toBe('listing_not_available');
  });

  it('answers not_found for a listing that does not exist', () => {
    expect(failCodeOf(() => decidePurchase(facts({ listing: listingDecider.initialState() })))).toBe('not_found');
  });
});
