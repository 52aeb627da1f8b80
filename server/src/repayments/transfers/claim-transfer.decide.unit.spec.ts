// Given a loan's events, when a holder's claim is transferred, then: the buyer gets every
// installment due after the purchase date, the price band and the accrued interest (경과이자, daily,
// floored) and the fee (floored) are exact, and a loan not repaying, with a due date missed, or a
// seller holding nothing refuses with listing_not_available. An acceleration after a transfer
// splits the claim by the buyer's holding.
import { DomainError } from '../../shared/errors/domain-error';
import { fold } from '../../shared/decider';
import { investorPayouts, loanSchedule } from '../../shared/loan-maths';
import { LoanEvent, LoanScheduledData } from '../loan.events';
import { loanDecider, LoanState } from '../loan.decider';
import { decideClaimTransfer, evolveClaimTransferred, heldClaim, TransferClaimCommand } from './claim-transfer.decide';
import { TRANSFER_POLICIES } from './transfer-policy';
import { priceBandWon, transferAccruedInterestWon, transferFeeWon } from './transfer-terms';

const productId = '00000000-0000-4000-8000-000000000001';
const executedAt = new Date('2026-01-15T03:00:00Z');
const installments = loanSchedule({ principalWon: 1_000_000, rateBp: 1200, termMonths: 3, method: 'equal_installment' }, executedAt);
const scheduled: LoanScheduledData = {
  productId, executedAt: executedAt.toISOString(), executedOn: '2026-01-15', principalWon: 1_000_000, rateBp: 1200, termMonths: 3, method: 'equal_installment',
  investors: [{ id: 'u1', amountWon: 600_000 }, { id: 'u2', amountWon: 400_000 }],
  investments: [{ investmentId: 'i1', userId: 'u1', amountWon: 600_000 }, { investmentId: 'i2', userId: 'u2', amountWon: 400_000 }],
  policy: { incomeTaxBp: 1400, feeBp: 0 }, installments,
};
const policy = TRANSFER_POLICIES[0];
const now = new Date('2026-03-01T00:00:00Z');
const total = (seq: number) => installments[seq - 1].principalWon + installments[seq - 1].interestWon;
const loanAfter = (...events: LoanEvent[]): LoanState => fold(loanDecider.evolve, loanDecider.initialState(), [{ type: 'LoanScheduled', data: scheduled }, ...events]);
const paidFirst: LoanEvent[] = [
  { type: 'BorrowerPaymentReceived', data: { productId, paymentId: 'p1', amountWon: total(1), paidOn: '2026-02-15', receivedAt: now.toISOString(), source: 'operator' } },
  { type: 'InstallmentFunded', data: { productId, seq: 1, fundedOn: '2026-02-15', amountWon: total(1) } },
];
// u1's principal in installments 2 and 3, as the split pays it.
const u1Rest = investorPayouts(installments, scheduled.investors, scheduled.policy).filter((p) => p.userId === 'u1' && p.seq >= 2).reduce((t, p) => t + p.principalWon, 0);
const u1RestInterest = investorPayouts(installments, scheduled.investors, scheduled.policy).filter((p) => p.userId === 'u1' && p.seq >= 2).reduce((t, p) => t + p.interestWon, 0);
const command = (change: Partial<TransferClaimCommand> = {}): TransferClaimCommand => ({
  type: 'TransferClaim', listingId: 'l1', fromUserId: 'u1', toUserId: 'u3', on: '2026-03-01', priceWon: u1Rest, expectedFromSeq: 2, feeBp: 0, policy, now, ...change,
});
const failCodeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.failCode : 'not a DomainError';
  }
  return undefined;
};

describe('claim transfer', () => {
  it('sells the seller\'s claim from the first installment due after the purchase date, with 경과이자 since the last due date', () => {
    const data = decideClaimTransfer(command(), loanAfter(...paidFirst));
    // 14 days (2026-02-15 → 03-01) at 12 % over 365 days, floored.
    expect(data).toEqual({
      productId, listingId: 'l1', fromUserId: 'u1', toUserId: 'u3', fromSeq: 2, outstandingPrincipalWon: u1Rest, outstandingInterestWon: u1RestInterest, priceWon: u1Rest,
      accruedInterestWon: Math.floor((u1Rest * 1200 * 14) / 3_650_000), feeWon: 0, on: '2026-03-01', transferredAt: now.toISOString(),
    });
  });

  it('keeps an installment due on the purchase date with the seller', () => {
    const data = decideClaimTransfer(command({ on: '2026-02-15' }), loanAfter(...paidFirst));
    expect(data.fromSeq).toBe(2);
    expect(data.accruedInterestWon).toBe(0);
    // Due that day and not yet paid is not missed: it is the seller's either way.
    expect(decideClaimTransfer(command({ on: '2026-02-15' }), loanAfter()).fromSeq).toBe(2);
  });

  it('counts interest from execution before the first due date', () => {
    const data = decideClaimTransfer(command({ on: '2026-02-01', expectedFromSeq: 1, priceWon: 600_000 }), loanAfter());
    expect(data.outstandingPrincipalWon).toBe(600_000);
    expect(data.accruedInterestWon).toBe(Math.floor((600_000 * 1200 * 17) / 3_650_000));
  });

  it('takes the fee off the price, floored to the won', () => {
    expect(decideClaimTransfer(command({ feeBp: 33 }), loanAfter(...paidFirst)).feeWon).toBe(Math.floor((u1Rest * 33) / 10_000));
    expect(transferFeeWon(999_999, 33)).toBe(3_299);
  });

  it('refuses a price outside 90–102 % of the outstanding principal', () => {
    const { minWon, maxWon } = priceBandWon(u1Rest, policy);
    const state = loanAfter(...paidFirst);
    expect(failCodeOf(() => decideClaimTransfer(command({ priceWon: minWon }), state))).toBeUndefined();
    expect(failCodeOf(() => decideClaimTransfer(command({ priceWon: maxWon }), state))).toBeUndefined();
    expect(failCodeOf(() => decideClaimTransfer(command({ priceWon: minWon - 1 }), state))).toBe('transfer_price_out_of_range');
    expect(failCodeOf(() => decideClaimTransfer(command({ priceWon: maxWon + 1 }), state))).toBe('transfer_price_out_of_range');
  });

  it('is not available once a due date was missed, the loan is not repaying, or a due date passed since the listing', () => {
    expect(failCodeOf(() => decideClaimTransfer(command({ on: '2026-02-16', expectedFromSeq: 2 }), loanAfter()))).toBe('listing_not_available');
    const overdue = loanAfter({ type: 'LoanOverdue', data: { productId, asOf: '2026-03-20', oldestDueOn: '2026-02-15', daysOverdue: 33 } });
    expect(failCodeOf(() => decideClaimTransfer(command(), overdue))).toBe('listing_not_available');
    expect(failCodeOf(() => decideClaimTransfer(command({ expectedFromSeq: 1 }), loanAfter(...paidFirst)))).toBe('listing_not_available');
    expect(failCodeOf(() => decideClaimTransfer(command({ fromUserId: 'nobody' }), loanAfter(...paidFirst)))).toBe('listing_not_available');
    expect(failCodeOf(() => decideClaimTransfer(command({ toUserId: 'u1' }), loanAfter(...paidFirst)))).toBe('invalid_input');
  });

  it('hands the claim on: the seller holds nothing more, the buyer can sell it again from the same installment', () => {
    const state = evolveClaimTransferred(loanAfter(...paidFirst), decideClaimTransfer(command(), loanAfter(...paidFirst)));
    expect(heldClaim(state, 'u1', '2026-03-01')).toBeNull();
    expect(heldClaim(state, 'u3', '2026-03-01')).toEqual({ fromSeq: 2, outstandingPrincipalWon: u1Rest, outstandingInterestWon: u1RestInterest, sinceOn: '2026-02-15' });
    expect(heldClaim(state, 'u2', '2026-03-01')?.outstandingPrincipalWon).toBe(1_000_000 - installments[0].principalWon - u1Rest);
  });

  it('splits a later acceleration\'s claim by the buyer\'s holding', () => {
    const state = evolveClaimTransferred(loanAfter(...paidFirst), decideClaimTransfer(command(), loanAfter(...paidFirst)));
    const [accelerated] = loanDecider.decide({ type: 'AccelerateLoan', on: '2026-04-01', reason: 'test', automatic: false, now }, state);
    expect(accelerated.type === 'LoanAccelerated' && accelerated.data.holdings).toEqual([
      { userId: 'u3', principalWon: u1Rest },
      { userId: 'u2', principalWon: 1_000_000 - installments[0].principalWon - u1Rest },
    ]);
  });
});

describe('transfer terms', () => {
  it('rounds the band inward: the lowest price up, the highest down', () => {
    expect(priceBandWon(1_000_001, policy)).toEqual({ minWon: 900_001, maxWon: 1_020_001 });
    expect(priceBandWon(1_000_000, policy)).toEqual({ minWon: 900_000, maxWon: 1_020_000 });
  });

  it('accrues interest daily at the loan rate over 365 days, floored, nothing for no days', () => {
    expect(transferAccruedInterestWon(1_000_000, 1200, '2026-02-15', '2026-02-15')).toBe(0);
    expect(transferAccruedInterestWon(1_000_000, 1200, '2026-02-15', '2026-02-16')).toBe(328); // 328.76…
    expect(transferAccruedInterestWon(333_333, 1550, '2026-01-31', '2026-03-01')).toBe(Math.floor((333_333 * 1550 * 29) / 3_650_000));
  });
});
