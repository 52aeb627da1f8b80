// Proves every wallet command's events and every rejection: balance never negative, withdrawals
// only from balance, holds only from balance, release/execute only of the same existing hold,
// a deposit tid credited once; a deposit out of bounds (over the maximum per deposit, or taking
// balance + held past MAX_SAFE_INTEGER) refused as a domain error, and a state past the safe
// integers an assertion (a bug).
import { DomainError } from '../shared/errors/domain-error';
import { deciderSpec } from '../shared/testing/given-when-then';
import { fold } from '../shared/decider';
import { RECENT_TIDS_KEPT, WalletEvent, investorStreamId, repaymentNetWon, repaymentPaidAt, userIdOfInvestorStream, walletDecider } from './wallet.decider';

const spec = deciderSpec(walletDecider);
const at = '2026-11-21T01:00:00.000Z';
const P = '11111111-1111-4111-8111-111111111111';
const INV = '22222222-2222-4222-8222-222222222222';
const W = '33333333-3333-4333-8333-333333333333';

const deposited = (amountWon: number, tid = `tid-${amountWon}`): WalletEvent => ({ type: 'DepositCredited', data: { tid, amountWon, depositorName: '홍길동', at } });
const placed = (amountWon: number, investmentId = INV): WalletEvent => ({ type: 'InvestmentPlaced', data: { investmentId, productId: P, amountWon } });
const requested = (amountWon: number, withdrawalId = W): WalletEvent => ({ type: 'WithdrawalRequested', data: { withdrawalId, amountWon, bankCode: '004', accountNumber: '12345678901234' } });
const stateAfter = (events: WalletEvent[]) => fold(walletDecider.evolve, walletDecider.initialState(), events);

describe('wallet decider', () => {
  it('names the stream investor-{userId} and reads the user back', () => {
    expect(investorStreamId('abc')).toBe('investor-abc');
    expect(userIdOfInvestorStream('investor-abc')).toBe('abc');
    expect(() => userIdOfInvestorStream('product-abc')).toThrow(/assertion failed/);
  });

  describe('CreditDeposit', () => {
    it('credits the balance', () => {
      spec.given([]).when({ type: 'CreditDeposit', tid: 't1', amountWon: 50_000, depositorName: '홍길동', at }).then([deposited(50_000, 't1')]);
      expect(stateAfter([deposited(50_000, 't1')]).balanceWon).toBe(50_000);
    });
    it('credits a tid once: a repeat appends nothing', () => {
      spec.given([deposited(50_000, 't1')]).when({ type: 'CreditDeposit', tid: 't1', amountWon: 50_000, depositorName: '홍길동', at }).then([]);
    });
    it('remembers only the latest tids (the notification table is the first guard)', () => {
      const many = Array.from({ length: RECENT_TIDS_KEPT + 1 }, (_, i) => deposited(1, `t${i}`));
      const state = stateAfter(many);
      expect(state.recentTids).toHaveLength(RECENT_TIDS_KEPT);
      expect(state.recentTids[0]).toBe('t1');
      expect(state.balanceWon).toBe(RECENT_TIDS_KEPT + 1);
    });
    it.each([0, -1, 1.5, Number.NaN])('refuses amount %p as invalid_input', (amountWon) => {
      spec.given([]).when({ type: 'CreditDeposit', tid: 't1', amountWon, depositorName: '홍길동', at }).thenFails('invalid_input');
    });
  });

  describe('RequestWithdrawal', () => {
    it('takes the money from the balance at once', () => {
      spec.given([deposited(100_000)]).when({ type: 'RequestWithdrawal', withdrawalId: W, amountWon: 100_000, bankCode: '004', accountNumber: '12345678901234' }).then([requested(100_000)]);
      expect(stateAfter([deposited(100_000), requested(100_000)])).toMatchObject({ balanceWon: 0, pendingWithdrawals: { [W]: { amountWon: 100_000 } } });
    });
    it('refuses one won more than the balance: not_enough_balance', () => {
      spec.given([deposited(100_000)]).when({ type: 'RequestWithdrawal', withdrawalId: W, amountWon: 100_001, bankCode: '004', accountNumber: '1' }).thenFails('not_enough_balance');
    });
    it('cannot take money held for investments', () => {
      spec.given([deposited(100_000), placed(60_000)]).when({ type: 'RequestWithdrawal', withdrawalId: W, amountWon: 50_000, bankCode: '004', accountNumber: '1' }).thenFails('not_enough_balance');
    });
    it.each([0, -5, 10.5])('refuses amount %p as invalid_input', (amountWon) => {
      spec.given([deposited(100_000)]).when({ type: 'RequestWithdrawal', withdrawalId: W, amountWon, bankCode: '004', accountNumber: '1' }).thenFails('invalid_input');
    });
    it('treats the same withdrawal id requested twice as a bug', () => {
      expect(() => spec.given([deposited(100_000), requested(10_000)]).when({ type: 'RequestWithdrawal', withdrawalId: W, amountWon: 10_000, bankCode: '004', accountNumber: '1' }).events()).toThrow(/assertion failed/);
    });
  });

});

describe('wallet decider: deposits out of bounds (issue 27)', () => {
  const MAX = Number.MAX_SAFE_INTEGER;
  const credit = (amountWon: number, tid = 'big') => ({ type: 'CreditDeposit' as const, tid, amountWon, depositorName: '홍길동', at });
  const refusal = (given: WalletEvent[], amountWon: number): unknown => {
    try {
      spec.given(given).when(credit(amountWon)).events();
    } catch (error) {
      return error;
    }
    return null;
  };

  it('credits exactly the maximum per deposit, and refuses one won over as invalid_input {amount: out_of_bounds}', () => {
    spec.given([]).when(credit(1_000_000_000)).then([deposited(1_000_000_000, 'big')]);
    spec.given([]).when(credit(1_000_000_001)).thenFails('invalid_input');
    const error = refusal([], 1_000_000_001);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).details.fields).toEqual({ amount: 'out_of_bounds' });
  });

  it('refuses the deposit of issue 27 (9,007,199,254,740,000 won) on a wallet with money in it', () => {
    spec.given([deposited(50_000)]).when(credit(9_007_199_254_740_000)).thenFails('invalid_input');
  });

  it('credits up to balance + held = MAX_SAFE_INTEGER exactly, and refuses one won more', () => {
    const near = [deposited(MAX - 1_000, 'near')];
    spec.given(near).when(credit(1_000)).then([deposited(1_000, 'big')]);
    expect(stateAfter([...near, deposited(1_000, 'big')]).balanceWon).toBe(MAX);
    spec.given(near).when(credit(1_001)).thenFails('invalid_input');
  });

  it('counts money held for investments toward the bound', () => {
    const allHeld = [deposited(MAX - 1_000, 'near'), placed(MAX - 1_000)];
    expect(stateAfter(allHeld)).toMatchObject({ balanceWon: 0, heldWon: MAX - 1_000 });
    spec.given(allHeld).when(credit(1_000)).then([deposited(1_000, 'big')]);
    spec.given(allHeld).when(credit(1_001)).thenFails('invalid_input');
  });

  it('still treats a repeated tid as a no-op before judging the amount', () => {
    spec.given([deposited(MAX - 1_000, 'near')]).when({ ...credit(MAX - 1_000), tid: 'near' }).then([]);
  });

  it('asserts (a bug, not a refusal) when an event would take the state past the safe integers', () => {
    expect(() => stateAfter([deposited(MAX), deposited(1, 'one')])).toThrow(/assertion failed: .*not a safe integer/);
    expect(() => stateAfter([deposited(MAX - 10), placed(MAX - 10), deposited(11, 'over')])).toThrow(/assertion failed/);
    const repayment: WalletEvent = { type: 'RepaymentCredited', data: { productId: P, seq: 1, principalWon: 2, interestWon: 0, incomeTaxWon: 0, localTaxWon: 0, feeWon: 0 } };
    expect(() => stateAfter([deposited(MAX - 1), repayment])).toThrow(/assertion failed/);
    expect(() => stateAfter([deposited(0.5, 'half'), deposited(0.5, 'other half')])).toThrow(/assertion failed/);
  });
});

describe('wallet decider: settling withdrawals and holding', () => {
  describe('CompleteWithdrawal and FailWithdrawal', () => {
    it('completes a pending withdrawal without touching the balance again', () => {
      spec.given([deposited(100_000), requested(40_000)]).when({ type: 'CompleteWithdrawal', withdrawalId: W }).then([{ type: 'WithdrawalCompleted', data: { withdrawalId: W, amountWon: 40_000 } }]);
      const state = stateAfter([deposited(100_000), requested(40_000), { type: 'WithdrawalCompleted', data: { withdrawalId: W, amountWon: 40_000 } }]);
      expect(state).toMatchObject({ balanceWon: 60_000, pendingWithdrawals: {} });
    });
    it('fails a pending withdrawal and restores the money', () => {
      spec.given([deposited(100_000), requested(40_000)]).when({ type: 'FailWithdrawal', withdrawalId: W, failCode: 'REQUEST_HAS_TIME_OUT' }).then([
        { type: 'WithdrawalFailed', data: { withdrawalId: W, amountWon: 40_000, failCode: 'REQUEST_HAS_TIME_OUT' } },
      ]);
      const state = stateAfter([deposited(100_000), requested(40_000), { type: 'WithdrawalFailed', data: { withdrawalId: W, amountWon: 40_000, failCode: 'REQUEST_HAS_TIME_OUT' } }]);
      expect(state).toMatchObject({ balanceWon: 100_000, pendingWithdrawals: {} });
    });
    it('treats finishing an unknown or finished withdrawal as a bug', () => {
      expect(() => spec.given([deposited(100_000)]).when({ type: 'CompleteWithdrawal', withdrawalId: W }).events()).toThrow(/not pending/);
      const done: WalletEvent = { type: 'WithdrawalCompleted', data: { withdrawalId: W, amountWon: 40_000 } };
      expect(() => spec.given([deposited(100_000), requested(40_000), done]).when({ type: 'FailWithdrawal', withdrawalId: W, failCode: 'bank_closed' }).events()).toThrow(/not pending/);
    });
  });

  describe('HoldForInvestment', () => {
    it('moves money from balance to held', () => {
      spec.given([deposited(100_000)]).when({ type: 'HoldForInvestment', investmentId: INV, productId: P, amountWon: 100_000 }).then([placed(100_000)]);
      expect(stateAfter([deposited(100_000), placed(100_000)])).toMatchObject({ balanceWon: 0, heldWon: 100_000, holds: { [INV]: { productId: P, amountWon: 100_000 } } });
    });
    it('refuses more than the balance: not_enough_balance', () => {
      spec.given([deposited(100_000)]).when({ type: 'HoldForInvestment', investmentId: INV, productId: P, amountWon: 100_001 }).thenFails('not_enough_balance');
    });
    it('cannot hold money already held or being withdrawn', () => {
      spec.given([deposited(100_000), placed(50_000, 'other'), requested(40_000)]).when({ type: 'HoldForInvestment', investmentId: INV, productId: P, amountWon: 20_000 }).thenFails('not_enough_balance');
    });
    it('refuses a zero amount as invalid_input', () => {
      spec.given([deposited(100_000)]).when({ type: 'HoldForInvestment', investmentId: INV, productId: P, amountWon: 0 }).thenFails('invalid_input');
    });
    it('treats the same investment held twice as a bug', () => {
      expect(() => spec.given([deposited(100_000), placed(10_000)]).when({ type: 'HoldForInvestment', investmentId: INV, productId: P, amountWon: 10_000 }).events()).toThrow(/held twice/);
    });
  });

});

describe('wallet decider: releases, executions, repayments', () => {
  describe('ReleaseInvestmentHold', () => {
    it('returns held money to the balance', () => {
      spec.given([deposited(100_000), placed(30_000)]).when({ type: 'ReleaseInvestmentHold', investmentId: INV, productId: P, amountWon: 30_000, reason: 'investor' }).then([
        { type: 'InvestmentCanceled', data: { investmentId: INV, productId: P, amountWon: 30_000, reason: 'investor' } },
      ]);
      const state = stateAfter([deposited(100_000), placed(30_000), { type: 'InvestmentCanceled', data: { investmentId: INV, productId: P, amountWon: 30_000, reason: 'investor' } }]);
      expect(state).toMatchObject({ balanceWon: 100_000, heldWon: 0, holds: {} });
    });
    it('asserts on a missing hold, another amount or another product', () => {
      expect(() => spec.given([deposited(100_000)]).when({ type: 'ReleaseInvestmentHold', investmentId: INV, productId: P, amountWon: 30_000, reason: 'x' }).events()).toThrow(/has no hold/);
      expect(() => spec.given([deposited(100_000), placed(30_000)]).when({ type: 'ReleaseInvestmentHold', investmentId: INV, productId: P, amountWon: 20_000, reason: 'x' }).events()).toThrow(/holds 30000/);
      expect(() => spec.given([deposited(100_000), placed(30_000)]).when({ type: 'ReleaseInvestmentHold', investmentId: INV, productId: 'other', amountWon: 30_000, reason: 'x' }).events()).toThrow(/is held for/);
    });
  });

  describe('ExecuteInvestmentHold', () => {
    it('sends held money to the borrower: held goes down, balance stays', () => {
      spec.given([deposited(100_000), placed(30_000)]).when({ type: 'ExecuteInvestmentHold', investmentId: INV, productId: P, amountWon: 30_000 }).then([
        { type: 'InvestmentExecuted', data: { investmentId: INV, productId: P, amountWon: 30_000 } },
      ]);
      const state = stateAfter([deposited(100_000), placed(30_000), { type: 'InvestmentExecuted', data: { investmentId: INV, productId: P, amountWon: 30_000 } }]);
      expect(state).toMatchObject({ balanceWon: 70_000, heldWon: 0, holds: {} });
    });
    it('asserts on a missing hold or another amount', () => {
      expect(() => spec.given([]).when({ type: 'ExecuteInvestmentHold', investmentId: INV, productId: P, amountWon: 30_000 }).events()).toThrow(/has no hold/);
      expect(() => spec.given([deposited(100_000), placed(30_000)]).when({ type: 'ExecuteInvestmentHold', investmentId: INV, productId: P, amountWon: 30_001 }).events()).toThrow(/holds 30000/);
    });
    it('cannot execute a hold twice', () => {
      const executed: WalletEvent = { type: 'InvestmentExecuted', data: { investmentId: INV, productId: P, amountWon: 30_000 } };
      expect(() => spec.given([deposited(100_000), placed(30_000), executed]).when({ type: 'ExecuteInvestmentHold', investmentId: INV, productId: P, amountWon: 30_000 }).events()).toThrow(/has no hold/);
    });
  });

});

describe('wallet decider: repayments and the money invariant', () => {
  describe('CreditRepayment', () => {
    const repayment = { productId: P, seq: 1, principalWon: 78_848, interestWon: 10_000, incomeTaxWon: 1_400, localTaxWon: 140, feeWon: 0, paidAt: '2026-03-15T01:00:00.000Z' };
    it('credits principal + interest − taxes − fee', () => {
      spec.given([]).when({ type: 'CreditRepayment', ...repayment }).then([{ type: 'RepaymentCredited', data: repayment }]);
      expect(repaymentNetWon(repayment)).toBe(87_308);
      expect(stateAfter([{ type: 'RepaymentCredited', data: repayment }]).balanceWon).toBe(87_308);
    });
    it('accepts an interest-only installment and a principal-only one', () => {
      spec.given([]).when({ type: 'CreditRepayment', ...repayment, principalWon: 0 }).then([{ type: 'RepaymentCredited', data: { ...repayment, principalWon: 0 } }]);
      spec.given([]).when({ type: 'CreditRepayment', ...repayment, interestWon: 0, incomeTaxWon: 0, localTaxWon: 0 }).then([
        { type: 'RepaymentCredited', data: { ...repayment, interestWon: 0, incomeTaxWon: 0, localTaxWon: 0 } },
      ]);
    });
    it('refuses negative or fractional parts and an empty payment as invalid_input', () => {
      spec.given([]).when({ type: 'CreditRepayment', ...repayment, principalWon: -1 }).thenFails('invalid_input');
      spec.given([]).when({ type: 'CreditRepayment', ...repayment, interestWon: 0.5 }).thenFails('invalid_input');
      spec.given([]).when({ type: 'CreditRepayment', ...repayment, feeWon: -10 }).thenFails('invalid_input');
      spec.given([]).when({ type: 'CreditRepayment', ...repayment, principalWon: 0, interestWon: 0, incomeTaxWon: 0, localTaxWon: 0 }).thenFails('invalid_input');
    });
    it('refuses taxes above the interest', () => {
      spec.given([]).when({ type: 'CreditRepayment', ...repayment, interestWon: 1_000, incomeTaxWon: 1_000, localTaxWon: 100 }).thenFails('invalid_input');
    });
    it("dates the payment by its business instant; an older event without one by the event's business instant", () => {
      const businessAt = new Date('2025-11-22T03:00:00.000Z');
      expect(repaymentPaidAt({ data: repayment, businessAt })).toEqual(new Date('2026-03-15T01:00:00.000Z'));
      const { paidAt: _none, ...older } = repayment;
      expect(repaymentPaidAt({ data: older, businessAt })).toBe(businessAt);
      expect(() => spec.given([]).when({ type: 'CreditRepayment', ...repayment, paidAt: 'soon' }).events()).toThrow(/paid at soon/);
    });
    it('refuses a fee that would make the balance negative: not_enough_balance', () => {
      spec.given([]).when({ type: 'CreditRepayment', ...repayment, feeWon: 100_000 }).thenFails('not_enough_balance');
      spec.given([deposited(20_000)]).when({ type: 'CreditRepayment', ...repayment, feeWon: 100_000 }).then([{ type: 'RepaymentCredited', data: { ...repayment, feeWon: 100_000 } }]);
    });
  });

  it('keeps balance + held + paid out equal to everything that came in', () => {
    const repayment = { productId: P, seq: 1, principalWon: 10_000, interestWon: 1_000, incomeTaxWon: 140, localTaxWon: 10, feeWon: 50 };
    const events: WalletEvent[] = [
      deposited(500_000),
      placed(200_000),
      placed(100_000, 'inv-2'),
      { type: 'InvestmentCanceled', data: { investmentId: 'inv-2', productId: P, amountWon: 100_000, reason: 'investor' } },
      { type: 'InvestmentExecuted', data: { investmentId: INV, productId: P, amountWon: 200_000 } },
      { type: 'RepaymentCredited', data: repayment },
      requested(50_000),
      { type: 'WithdrawalCompleted', data: { withdrawalId: W, amountWon: 50_000 } },
      requested(10_000, 'w-2'),
      { type: 'WithdrawalFailed', data: { withdrawalId: 'w-2', amountWon: 10_000, failCode: 'REQUEST_HAS_TIME_OUT' } },
    ];
    const state = stateAfter(events);
    const cameIn = 500_000 + 10_000 + 1_000;
    const paidOut = 200_000 + 50_000 + 140 + 10 + 50;
    expect(state.balanceWon + state.heldWon + paidOut).toBe(cameIn);
    expect(state).toMatchObject({ heldWon: 0, holds: {}, pendingWithdrawals: {} });
  });
});
