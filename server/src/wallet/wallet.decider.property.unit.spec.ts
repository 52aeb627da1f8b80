// Proves with random sequences of deposits, withdrawals (completed or failed), holds, releases,
// executions and repayments that the wallet decider agrees with a simple model: it refuses
// exactly what would overdraw, balance and held never go negative, and balance + held + paid out
// always equals everything that came in.
import fc from 'fast-check';
import { DomainError } from '../shared/errors/domain-error';
import { WalletCommand, WalletState, repaymentNetWon, walletDecider } from './wallet.decider';

type Op =
  | { kind: 'deposit'; amount: number }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'finishWithdrawal'; pick: number; ok: boolean }
  | { kind: 'hold'; amount: number }
  | { kind: 'release'; pick: number }
  | { kind: 'execute'; pick: number }
  | { kind: 'repay'; principal: number; interest: number; fee: number };

const amount = fc.integer({ min: 1, max: 2_000_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount }),
  fc.record({ kind: fc.constant('withdraw' as const), amount }),
  fc.record({ kind: fc.constant('finishWithdrawal' as const), pick: fc.nat(), ok: fc.boolean() }),
  fc.record({ kind: fc.constant('hold' as const), amount }),
  fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('execute' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('repay' as const), principal: fc.integer({ min: 0, max: 500_000 }), interest: fc.integer({ min: 1, max: 50_000 }), fee: fc.integer({ min: 0, max: 1_000 }) }),
);

interface Model {
  balance: number;
  held: number;
  cameIn: number;
  paidOut: number;
  holds: Map<string, number>;
  pending: Map<string, number>;
}

/** Taxes as the repayment batch computes them (14 % + 10 % of it, floored to 10 won). */
const incomeTax = (interest: number) => Math.floor((interest * 14) / 100 / 10) * 10;
const localTax = (interest: number) => Math.floor(incomeTax(interest) / 10 / 10) * 10;

function toCommand(o: Op, m: Model, seq: number): { command: WalletCommand; overdraws: boolean } | null {
  const pickFrom = (map: Map<string, number>, pick: number) => [...map.keys()][pick % map.size];
  switch (o.kind) {
    case 'deposit':
      return { command: { type: 'CreditDeposit', tid: `t${seq}`, amountWon: o.amount, depositorName: '홍길동', at: '2026-11-21T00:00:00Z' }, overdraws: false };
    case 'withdraw':
      return { command: { type: 'RequestWithdrawal', withdrawalId: `w${seq}`, amountWon: o.amount, bankCode: '004', accountNumber: '1' }, overdraws: o.amount > m.balance };
    case 'finishWithdrawal': {
      if (m.pending.size === 0) return null;
      const id = pickFrom(m.pending, o.pick);
      return { command: o.ok ? { type: 'CompleteWithdrawal', withdrawalId: id } : { type: 'FailWithdrawal', withdrawalId: id, failCode: 'REQUEST_HAS_TIME_OUT' }, overdraws: false };
    }
    case 'hold':
      return { command: { type: 'HoldForInvestment', investmentId: `i${seq}`, productId: 'p', amountWon: o.amount }, overdraws: o.amount > m.balance };
    case 'release':
    case 'execute': {
      if (m.holds.size === 0) return null;
      const id = pickFrom(m.holds, o.pick);
      const amountWon = m.holds.get(id)!;
      return o.kind === 'release'
        ? { command: { type: 'ReleaseInvestmentHold', investmentId: id, productId: 'p', amountWon, reason: 'investor' }, overdraws: false }
        : { command: { type: 'ExecuteInvestmentHold', investmentId: id, productId: 'p', amountWon }, overdraws: false };
    }
    case 'repay': {
      const data = { productId: 'p', seq: seq + 1, principalWon: o.principal, interestWon: o.interest, incomeTaxWon: incomeTax(o.interest), localTaxWon: localTax(o.interest), feeWon: o.fee };
      return { command: { type: 'CreditRepayment', ...data, paidAt: '2026-01-15T01:00:00.000Z' }, overdraws: m.balance + repaymentNetWon(data) < 0 };
    }
  }
}

function applyToModel(m: Model, c: WalletCommand): void {
  switch (c.type) {
    case 'CreditDeposit':
      m.balance += c.amountWon;
      m.cameIn += c.amountWon;
      break;
    case 'RequestWithdrawal':
      m.balance -= c.amountWon;
      m.pending.set(c.withdrawalId, c.amountWon);
      break;
    case 'CompleteWithdrawal':
      m.paidOut += m.pending.get(c.withdrawalId)!;
      m.pending.delete(c.withdrawalId);
      break;
    case 'FailWithdrawal':
      m.balance += m.pending.get(c.withdrawalId)!;
      m.pending.delete(c.withdrawalId);
      break;
    case 'HoldForInvestment':
      m.balance -= c.amountWon;
      m.held += c.amountWon;
      m.holds.set(c.investmentId, c.amountWon);
      break;
    case 'ReleaseInvestmentHold':
      m.balance += c.amountWon;
      m.held -= c.amountWon;
      m.holds.delete(c.investmentId);
      break;
    case 'ExecuteInvestmentHold':
      m.held -= c.amountWon;
      m.paidOut += c.amountWon;
      m.holds.delete(c.investmentId);
      break;
    case 'CreditRepayment':
      m.balance += repaymentNetWon({ ...c });
      m.cameIn += c.principalWon + c.interestWon;
      m.paidOut += c.incomeTaxWon + c.localTaxWon + c.feeWon;
      break;
  }
}

describe('wallet decider against a model', () => {
  it('holds the ledger invariants for any sequence of commands', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const model: Model = { balance: 0, held: 0, cameIn: 0, paidOut: 0, holds: new Map(), pending: new Map() };
        let state: WalletState = walletDecider.initialState();
        ops.forEach((o, seq) => {
          const step = toCommand(o, model, seq);
          if (!step) return;
          if (step.overdraws) {
            expect(() => walletDecider.decide(step.command, state)).toThrow(DomainError);
            return;
          }
          const events = walletDecider.decide(step.command, state);
          state = events.reduce(walletDecider.evolve, state);
          applyToModel(model, step.command);
          expect(state.balanceWon).toBe(model.balance);
          expect(state.heldWon).toBe(model.held);
          expect(state.balanceWon).toBeGreaterThanOrEqual(0);
          expect(state.heldWon).toBeGreaterThanOrEqual(0);
          const withdrawing = [...model.pending.values()].reduce((s, v) => s + v, 0);
          expect(state.balanceWon + state.heldWon + withdrawing + model.paidOut).toBe(model.cameIn);
        });
      }),
      { numRuns: 300 },
    );
  });
});
