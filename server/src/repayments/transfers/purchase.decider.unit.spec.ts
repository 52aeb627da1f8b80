// Given a loan's and wallets' events, when a purchase's commands come, then: the loan appends one
// ClaimTransferred from the first installment due after the purchase date (or refuses with
// listing_not_available when the claim listed is gone: a due date passed, missed, or the loan
// accelerated); the buyer's wallet pays price + 경과이자 and the seller's gets price − fee + 경과이자
// − taxes, never below zero; and the next installment's shares are paid to the buyer.
import { deciderSpec } from '../../shared/testing/given-when-then';
import { holderPayouts, investorPayouts, loanSchedule, NO_TRANSFERS } from '../../shared/loan-maths';
import { walletDecider, WalletEvent } from '../../wallet';
import { LoanEvent, LoanScheduledData } from '../loan.events';
import { loanDecider } from '../loan.decider';
import { fold } from '../../shared/decider';
import { TransferClaimCommand } from './claim-transfer.decide';
import { TRANSFER_POLICIES } from './transfer-policy';

const loanSpec = deciderSpec(loanDecider);
const walletSpec = deciderSpec(walletDecider);
const productId = '00000000-0000-4000-8000-000000000002';
const executedAt = new Date('2026-01-15T03:00:00Z');
const installments = loanSchedule({ principalWon: 1_000_000, rateBp: 1200, termMonths: 3, method: 'equal_installment' }, executedAt);
const scheduled: LoanScheduledData = {
  productId, executedAt: executedAt.toISOString(), executedOn: '2026-01-15', principalWon: 1_000_000, rateBp: 1200, termMonths: 3, method: 'equal_installment',
  investors: [{ id: 's', amountWon: 700_000 }, { id: 'o', amountWon: 300_000 }],
  investments: [{ investmentId: 'i1', userId: 's', amountWon: 700_000 }, { investmentId: 'i2', userId: 'o', amountWon: 300_000 }],
  policy: { incomeTaxBp: 1400, feeBp: 0 }, installments,
};
const now = new Date('2026-02-25T01:00:00Z');
const total = (seq: number) => installments[seq - 1].principalWon + installments[seq - 1].interestWon;
const executed: LoanEvent[] = [{ type: 'LoanScheduled', data: scheduled }];
const paidFirst: LoanEvent[] = [
  ...executed,
  { type: 'BorrowerPaymentReceived', data: { productId, paymentId: 'p1', amountWon: total(1), paidOn: installments[0].dueOn, receivedAt: now.toISOString(), source: 'operator' } },
  { type: 'InstallmentFunded', data: { productId, seq: 1, fundedOn: installments[0].dueOn, amountWon: total(1) } },
];
const sRest = investorPayouts(installments, scheduled.investors, scheduled.policy).filter((p) => p.userId === 's' && p.seq >= 2);
const principalRest = sRest.reduce((t, p) => t + p.principalWon, 0);
const interestRest = sRest.reduce((t, p) => t + p.interestWon, 0);
const transfer = (change: Partial<TransferClaimCommand> = {}): TransferClaimCommand => ({
  type: 'TransferClaim', listingId: 'l1', fromUserId: 's', toUserId: 'b', on: '2026-02-25', priceWon: principalRest, expectedFromSeq: 2, feeBp: 50,
  policy: TRANSFER_POLICIES[0], now, ...change,
});

describe('purchase: the loan', () => {
  it('given the first installment paid, when the claim is bought, then it passes from installment 2 with 경과이자 since the first due date', () => {
    const days = (Date.parse('2026-02-25') - Date.parse(installments[0].dueOn)) / 86_400_000;
    loanSpec.given(paidFirst).when(transfer()).then([{
      type: 'ClaimTransferred',
      data: {
        productId, listingId: 'l1', fromUserId: 's', toUserId: 'b', fromSeq: 2, outstandingPrincipalWon: principalRest, outstandingInterestWon: interestRest,
        priceWon: principalRest, accruedInterestWon: Math.floor((principalRest * 1200 * days) / 3_650_000), feeWon: Math.floor((principalRest * 50) / 10_000),
        on: '2026-02-25', transferredAt: now.toISOString(),
      },
    }]);
  });

  it('given a due date passed since the listing, when bought, then listing_not_available', () => {
    loanSpec.given(paidFirst).when(transfer({ expectedFromSeq: 1 })).thenFails('listing_not_available');
  });

  it('given an installment past due unpaid, when bought, then listing_not_available', () => {
    loanSpec.given(executed).when(transfer({ on: '2026-02-25', expectedFromSeq: 2 })).thenFails('listing_not_available');
  });

  it('given the loan accelerated, when bought, then listing_not_available', () => {
    const accelerated = loanSpec.given(paidFirst).when({ type: 'AccelerateLoan', on: '2026-02-20', reason: 'x', automatic: false, now }).events();
    loanSpec.given([...paidFirst, ...accelerated]).when(transfer()).thenFails('listing_not_available');
  });

  it('given a price outside the band, when bought, then transfer_price_out_of_range; given the buyer is the seller, then invalid_input', () => {
    loanSpec.given(paidFirst).when(transfer({ priceWon: principalRest * 2 })).thenFails('transfer_price_out_of_range');
    loanSpec.given(paidFirst).when(transfer({ toUserId: 's' })).thenFails('invalid_input');
  });

  it('given the claim bought, the next installment\'s shares are paid to the buyer and the seller keeps the first', () => {
    const bought = loanSpec.given(paidFirst).when(transfer()).events();
    const state = fold(loanDecider.evolve, loanDecider.initialState(), [...paidFirst, ...bought]);
    const payouts = holderPayouts(state.installments, state.investors, state.holders ?? NO_TRANSFERS, state.policy);
    expect(payouts.filter((p) => p.seq === 1).map((p) => p.userId)).toEqual(['s', 'o']);
    expect(payouts.filter((p) => p.seq >= 2 && p.userId === 'b').reduce((t, p) => t + p.principalWon, 0)).toBe(principalRest);
    expect(payouts.some((p) => p.seq >= 2 && p.userId === 's')).toBe(false);
    // A second purchase of the same claim by someone else: the seller holds nothing more.
    loanSpec.given([...paidFirst, ...bought]).when(transfer({ toUserId: 'c' })).thenFails('listing_not_available');
  });
});

describe('purchase: the wallets', () => {
  const deposit = (amountWon: number): WalletEvent => ({ type: 'DepositCredited', data: { tid: 't1', amountWon, depositorName: '구매자', at: now.toISOString() } });
  const buy = { type: 'BuyClaim' as const, productId, listingId: 'l1', investmentId: 'i1', principalWon: 500_000, priceWon: 490_000, accruedInterestWon: 1_234, paidAt: now.toISOString() };
  const sell = {
    type: 'SellClaim' as const, productId, listingId: 'l1', principalWon: 500_000, priceWon: 490_000, feeWon: 2_450, accruedInterestWon: 1_234, incomeTaxWon: 170, localTaxWon: 10,
    paidAt: now.toISOString(),
  };

  it('given exactly price + 경과이자, when the buyer buys, then ClaimBought; one won less, not_enough_balance', () => {
    const { type: _b, ...bought } = buy;
    walletSpec.given([deposit(491_234)]).when(buy).then([{ type: 'ClaimBought', data: bought }]);
    walletSpec.given([deposit(491_233)]).when(buy).thenFails('not_enough_balance');
    const after = fold(walletDecider.evolve, walletDecider.initialState(), [deposit(491_234), { type: 'ClaimBought', data: bought }]);
    expect(after.balanceWon).toBe(0);
  });

  it('when the seller sells, then ClaimSold adds price − fee + 경과이자 − taxes; taxes above the 경과이자 or a fee above the price are refused', () => {
    const { type: _s, ...sold } = sell;
    walletSpec.given([]).when(sell).then([{ type: 'ClaimSold', data: sold }]);
    const after = fold(walletDecider.evolve, walletDecider.initialState(), [{ type: 'ClaimSold', data: sold }]);
    expect(after.balanceWon).toBe(490_000 - 2_450 + 1_234 - 170 - 10);
    walletSpec.given([]).when({ ...sell, incomeTaxWon: 1_300 }).thenFails('invalid_input');
    walletSpec.given([]).when({ ...sell, feeWon: 490_001 }).thenFails('invalid_input');
  });
});
