// Proves a bad loan's maths (docs/api.md "Loans that go bad") against an exact reference written
// with BigInt, over random loans, investor counts and amounts, dates and step sequences: the
// acceleration's interest and late interest are the BigInt formulas; every recovery and sale is
// allocated to the won (costs, late interest, interest, principal, credit) and each of its parts is
// split by largest remainder over the investors' outstanding principal exactly as the reference
// splits it, so every part sums to the won and no share of principal exceeds its holding; late
// interest accrued between steps is the BigInt formula; each investor's recovery is taxed by the
// payment's policy; and after every step each investor's invested = outstanding + received +
// recovered + written off, with outstanding what the loan's claim still owes them. Personal
// debtors' loans (개인채무자보호법 switch) too: after acceleration late interest runs only on the
// principal that was past due (less principal recovered since) and the rest earns the loan's rate.
import fc from 'fast-check';
import { addDays } from '../../shared/clock';
import { investorShares, loanSchedule } from '../../shared/loan-maths';
import type { TaxPolicy } from '../../shared/loan-maths';
import { LoanCommand, loanDecider, LoanState } from '../loan.decider';
import type { LoanEvent, LoanRecoveredData, LoanScheduledData } from '../loan.events';
import { splitByHoldings } from './loan-claim';
import { walletCommandsOf } from './loan-step.plan';

const DAY_MS = 86_400_000;
const now = new Date('2030-01-01T00:00:00Z');
const days = (from: string, to: string): bigint => BigInt(Math.max(0, (Date.parse(to) - Date.parse(from)) / DAY_MS));
const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);
const floor10 = (won: bigint): bigint => (won / 10n) * 10n;

/** The reference split: floors of total × w / W, the won left to the largest remainders, ties to the earlier investor. */
function referenceSplit(total: bigint, weights: bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (total === 0n) return weights.map(() => 0n);
  const shares = weights.map((w) => (total * w) / sum);
  const order = weights.map((w, i) => ({ i, rem: (total * w) % sum })).sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  let left = total - shares.reduce((a, b) => a + b, 0n);
  for (let k = 0; left > 0n; k += 1, left -= 1n) shares[order[k].i] += 1n;
  return shares;
}

interface Terms {
  rateBp: bigint;
  lateRateBp: bigint;
}
/** floor(principal × yearly rate × days / 3,650,000): interest and late interest alike. */
const accrued = (principal: bigint, yearlyBp: bigint, from: string, to: string): bigint => (principal * yearlyBp * days(from, to)) / 3_650_000n;

/** The claim as the reference keeps it, per investor in the loan's order. */
interface Claim {
  /** A personal debtor's loan: the principal late interest still runs on; null: the whole principal. */
  lateBasis: bigint | null;
  holdings: bigint[];
  writtenOff: bigint[];
  interest: bigint;
  late: bigint;
  accruedThrough: string;
  status: 'defaulted' | 'written_off' | 'sold' | 'completed';
}

/** Per investor, from what the steps credited: principal received before, recovered and written off (net). */
interface Books {
  received: bigint[];
  recovered: bigint[];
  writtenOff: bigint[];
}

type Step = { kind: 'recover'; afterDays: number; amountWon: number; costsPct: number } | { kind: 'sell'; afterDays: number; pricePct: number; costsPct: number } | { kind: 'write_off'; afterDays: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('recover' as const), afterDays: fc.integer({ min: 0, max: 120 }), amountWon: fc.integer({ min: 1, max: 80_000_000 }), costsPct: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ kind: fc.constant('sell' as const), afterDays: fc.integer({ min: 0, max: 120 }), pricePct: fc.integer({ min: 1, max: 130 }), costsPct: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ kind: fc.constant('write_off' as const), afterDays: fc.integer({ min: 0, max: 120 }) }),
);

function scheduledLoan(
  amounts: number[], rateBp: number, termMonths: number, method: 'equal_installment' | 'bullet', lateBp: number, maxBp: number, incomeTaxBp: number, personalDebtor: boolean,
): LoanScheduledData {
  const executedAt = new Date('2026-01-31T02:00:00Z');
  const principalWon = amounts.reduce((a, b) => a + b, 0);
  const investors = amounts.map((amountWon, i) => ({ id: `u${i}`, amountWon }));
  return {
    productId: 'p', executedAt: executedAt.toISOString(), executedOn: '2026-01-31', principalWon, rateBp, termMonths, method, investors,
    investments: investors.map((i) => ({ investmentId: `i-${i.id}`, userId: i.id, amountWon: i.amountWon })),
    policy: { incomeTaxBp, feeBp: 0 }, lateInterestBp: lateBp, maxRateBp: maxBp, ...(personalDebtor ? { personalDebtor: true } : {}),
    installments: loanSchedule({ principalWon, rateBp, termMonths, method }, executedAt),
  };
}

const decide = (state: LoanState, command: LoanCommand) => {
  const events = loanDecider.decide(command, state);
  return { events, state: events.reduce(loanDecider.evolve, state) };
};

/** Pays the first `paid` installments on their due dates and distributes them; each investor receives their share of the principal (investorShares). */
function payOnTime(state: LoanState, paid: number): { state: LoanState; received: bigint[] } {
  const received = state.investors.map(() => 0n);
  const shares = investorShares(state.installments, state.investors);
  for (const installment of state.installments.slice(0, paid)) {
    state = decide(state, { type: 'ReceiveBorrowerPayment', paymentId: `p${installment.seq}`, amountWon: installment.principalWon + installment.interestWon, paidOn: installment.dueOn, now }).state;
    state = decide(state, { type: 'RecordInstallmentDistributed', seq: installment.seq, investorCount: state.investors.length, now }).state;
    for (const share of shares.filter((x) => x.seq === installment.seq)) {
      const i = state.investors.findIndex((p) => p.id === share.partyId);
      received[i] += BigInt(share.principalWon);
    }
  }
  return { state, received };
}

/** The acceleration against the reference: principal, interest to the day, late interest of what was past due, holdings. */
function checkAcceleration(state: LoanState, events: LoanEvent[], on: string, terms: Terms, invested: bigint[]): Claim {
  const e = events.find((x) => x.type === 'LoanAccelerated');
  if (e?.type !== 'LoanAccelerated') throw new Error('not accelerated');
  const unpaid = state.installments.filter((i) => i.status === 'scheduled');
  const due = unpaid.filter((i) => i.dueOn <= on);
  const lastDueOn = state.installments.map((i) => i.dueOn).filter((d) => d <= on).sort().at(-1) ?? state.executedOn;
  const notYetDue = unpaid.filter((i) => i.dueOn > on).reduce((t, i) => t + BigInt(i.principalWon), 0n);
  const interest = due.reduce((t, i) => t + BigInt(i.interestWon), 0n) + accrued(notYetDue, terms.rateBp, lastDueOn, on);
  const late = due.reduce((t, i) => t + accrued(BigInt(i.principalWon), terms.lateRateBp, i.dueOn, on), 0n);
  expect([BigInt(e.data.principalWon), BigInt(e.data.interestWon), BigInt(e.data.lateInterestWon)])
    .toEqual([unpaid.reduce((t, i) => t + BigInt(i.principalWon), 0n), interest, late]);
  const holdings = e.data.holdings.map((h) => BigInt(h.principalWon));
  expect(holdings.reduce((a, b) => a + b, 0n)).toBe(BigInt(e.data.principalWon));
  holdings.forEach((h, i) => expect(h >= 0n && h <= invested[i]).toBe(true));
  const lateBasis = state.personalDebtor ? due.reduce((t, i) => t + BigInt(i.principalWon), 0n) : null;
  expect(e.data.lateBasisWon === undefined ? null : BigInt(e.data.lateBasisWon)).toBe(lateBasis);
  return { lateBasis, holdings, writtenOff: holdings.map(() => 0n), interest, late, accruedThrough: on, status: 'defaulted' };
}

/** A recovery or sale's event against the reference allocation and split; the claim and books move as the reference says. */
function checkRecovered(d: LoanRecoveredData, claim: Claim, books: Books, terms: Terms, policy: TaxPolicy, loan: LoanState, events: LoanEvent[]): void {
  const principalOwed = claim.holdings.reduce((a, b) => a + b, 0n);
  const lateBase = claim.lateBasis === null ? principalOwed : min(claim.lateBasis, principalOwed);
  const accruedLate = accrued(lateBase, terms.lateRateBp, claim.accruedThrough, d.receivedOn);
  const accruedInterest = accrued(principalOwed - lateBase, terms.rateBp, claim.accruedThrough, d.receivedOn);
  expect([BigInt(d.lateInterestAccruedWon), BigInt(d.interestAccruedWon ?? 0)]).toEqual([accruedLate, accruedInterest]);
  let left = BigInt(d.amountWon - d.costsWon);
  const take = (owed: bigint) => {
    const taken = min(left, owed);
    left -= taken;
    return taken;
  };
  const parts = d.kind === 'sale'
    ? { late: 0n, principal: take(principalOwed), interest: 0n }
    : { late: take(claim.late + accruedLate), interest: take(claim.interest + accruedInterest), principal: take(principalOwed) };
  if (d.kind === 'sale') parts.interest = take(left);
  expect([d.lateInterestWon, d.interestWon, d.principalWon, d.creditWon].map(BigInt)).toEqual([parts.late, parts.interest, parts.principal, left]);
  expect(d.costsWon + d.lateInterestWon + d.interestWon + d.principalWon + d.creditWon).toBe(d.amountWon);
  const split = { late: referenceSplit(parts.late, claim.holdings), interest: referenceSplit(parts.interest, claim.holdings), principal: referenceSplit(parts.principal, claim.holdings) };
  const byUser = new Map(d.shares.map((s) => [s.userId, s]));
  const wallet = new Map(walletCommandsOf(events, loan, policy, now).filter((c) => c.command.type === 'CreditRecovery').map((c) => [c.userId, c.command]));
  loan.investors.forEach((p, i) => {
    const s = byUser.get(p.id);
    const writtenOffBack = min(split.principal[i], claim.writtenOff[i]);
    expect([s?.lateInterestWon ?? 0, s?.interestWon ?? 0, s?.principalWon ?? 0, s?.writtenOffPrincipalWon ?? 0].map(BigInt))
      .toEqual([split.late[i], split.interest[i], split.principal[i], writtenOffBack]);
    expect(split.principal[i] <= claim.holdings[i]).toBe(true);
    const credit = wallet.get(p.id);
    if (credit?.type === 'CreditRecovery') {
      const incomeTax = floor10(((split.interest[i] + split.late[i]) * BigInt(policy.incomeTaxBp)) / 10_000n);
      expect([credit.incomeTaxWon, credit.localTaxWon].map(BigInt)).toEqual([incomeTax, floor10(incomeTax / 10n)]);
    } else expect(split.late[i] + split.interest[i] + split.principal[i]).toBe(0n);
    claim.holdings[i] -= split.principal[i];
    claim.writtenOff[i] -= writtenOffBack;
    books.recovered[i] += split.principal[i];
    books.writtenOff[i] -= writtenOffBack;
  });
  claim.late = claim.late + accruedLate - parts.late;
  claim.interest = claim.interest + accruedInterest - parts.interest;
  claim.accruedThrough = d.receivedOn;
  // Principal recovered repays the past-due part first.
  if (claim.lateBasis !== null) claim.lateBasis = claim.lateBasis > parts.principal ? claim.lateBasis - parts.principal : 0n;
}

/** A write-off (alone or after a sale): each investor's principal not yet written off, exactly. */
function checkWrittenOff(events: LoanEvent[], claim: Claim, books: Books, loan: LoanState): void {
  const e = events.find((x) => x.type === 'LoanWrittenOff');
  const expected = claim.holdings.map((h, i) => h - claim.writtenOff[i]);
  if (e?.type !== 'LoanWrittenOff') {
    expect(expected.every((w) => w === 0n)).toBe(true);
    return;
  }
  const byUser = new Map(e.data.shares.map((s) => [s.userId, BigInt(s.principalWon)]));
  loan.investors.forEach((p, i) => {
    expect(byUser.get(p.id) ?? 0n).toBe(expected[i]);
    claim.writtenOff[i] += expected[i];
    books.writtenOff[i] += expected[i];
  });
  expect(BigInt(e.data.principalWon)).toBe(expected.reduce((a, b) => a + b, 0n));
}

function runStep(s: Step, state: LoanState, claim: Claim, books: Books, terms: Terms, policy: TaxPolicy, on: string): LoanState {
  const principalOwed = claim.holdings.reduce((a, b) => a + b, 0n);
  let command: LoanCommand;
  if (s.kind === 'write_off') command = { type: 'WriteOffLoan', on, reason: '회수 불능', today: on, now };
  else if (s.kind === 'sell') {
    const priceWon = Math.max(1, Number((principalOwed * BigInt(s.pricePct)) / 100n));
    command = { type: 'SellLoan', recoveryId: `s-${on}`, priceWon, buyerName: '매수인', soldOn: on, costsWon: Math.floor((priceWon * s.costsPct) / 100), today: on, now };
  } else command = { type: 'RecordRecovery', recoveryId: `r-${on}`, amountWon: s.amountWon, receivedOn: on, source: 'collateral', costsWon: Math.floor((s.amountWon * s.costsPct) / 100), memo: '', today: on, now };
  const allowed = s.kind === 'write_off' ? claim.status === 'defaulted' : claim.status === 'defaulted' || claim.status === 'written_off';
  if (!allowed) {
    expect(() => loanDecider.decide(command, state)).toThrow();
    return state;
  }
  const { events, state: after } = decide(state, command);
  const recovered = events.find((x) => x.type === 'LoanRecovered');
  if (recovered?.type === 'LoanRecovered') checkRecovered(recovered.data, claim, books, terms, policy, state, events);
  if (s.kind !== 'recover') checkWrittenOff(events, claim, books, state);
  const settled = claim.holdings.every((h) => h === 0n) && claim.interest === 0n && claim.late === 0n;
  claim.status = s.kind === 'sell' ? 'sold' : s.kind === 'write_off' ? 'written_off' : settled ? 'completed' : claim.status;
  expect(after.status).toBe(claim.status);
  return after;
}

/** invested = outstanding + received + recovered + written off, per investor; outstanding is the claim's holding not written off. */
function checkBooks(invested: bigint[], claim: Claim, books: Books, state: LoanState): void {
  invested.forEach((amount, i) => {
    const outstanding = claim.status === 'sold' ? 0n : claim.holdings[i] - claim.writtenOff[i];
    expect(outstanding >= 0n && books.writtenOff[i] >= 0n).toBe(true);
    expect(outstanding + books.received[i] + books.recovered[i] + books.writtenOff[i]).toBe(amount);
    expect(BigInt(state.claim!.holdings[i].principalWon)).toBe(claim.holdings[i]);
  });
}

describe('bad loans (property, against BigInt)', () => {
  it('accelerate, recover, sell and write off exactly as the reference, every won and every investor accounted for', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5_000 }).map((u) => u * 10_000), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 100, max: 1_900 }), fc.integer({ min: 1, max: 18 }), fc.constantFrom('equal_installment' as const, 'bullet' as const),
        fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 1_000, max: 2_400 }), fc.constantFrom(1_400, 2_500),
        fc.integer({ min: 0, max: 17 }), fc.integer({ min: 0, max: 400 }), fc.array(step, { minLength: 1, maxLength: 8 }), fc.boolean(),
        (amounts, rateBp, termMonths, method, lateBp, maxBp, incomeTaxBp, paidCount, accelerateAfter, steps, personalDebtor) => {
          const data = scheduledLoan(amounts, rateBp, termMonths, method, lateBp, maxBp, incomeTaxBp, personalDebtor);
          const paid = Math.min(paidCount, data.installments.length - 1);
          const invested = amounts.map(BigInt);
          const before = payOnTime(loanDecider.evolve(loanDecider.initialState(), { type: 'LoanScheduled', data }), paid);
          let state = before.state;
          const terms = { rateBp: BigInt(rateBp), lateRateBp: min(BigInt(rateBp + lateBp), BigInt(maxBp)) };
          const on = addDays(paid > 0 ? data.installments[paid - 1].dueOn : data.executedOn, accelerateAfter);
          // A personal debtor's loan is accelerated only once its notice's date has come.
          if (personalDebtor) state = loanDecider.evolve(state, { type: 'AccelerationNoticed', data: { productId: 'p', on, accelerateOn: on, daysOverdue: 0 } });
          const acceleration = decide(state, { type: 'AccelerateLoan', on, reason: '연체', automatic: false, now });
          const claim = checkAcceleration(state, acceleration.events, on, terms, invested);
          state = acceleration.state;
          const books: Books = { received: before.received, recovered: invested.map(() => 0n), writtenOff: invested.map(() => 0n) };
          checkBooks(invested, claim, books, state);
          const policy = { incomeTaxBp, feeBp: 0 };
          let day = on;
          for (const s of steps) {
            day = addDays(day, s.afterDays);
            state = runStep(s, state, claim, books, terms, policy, day);
            checkBooks(invested, claim, books, state);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('splits any amount over any holdings exactly as the reference: the parts sum to the won, each within a won of its quota, none above its holding', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000_000 }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 1_000_000 }), (weights, permille) => {
        fc.pre(weights.some((w) => w > 0));
        const W = weights.reduce((a, b) => a + BigInt(b), 0n);
        // Any amount up to the holdings' sum (a recovery's principal never exceeds it; interest parts may be any size).
        const total = (W * BigInt(permille)) / 1_000_000n;
        const shares = splitByHoldings(Number(total), weights.map((w, i) => ({ userId: `u${i}`, principalWon: w }))).map(BigInt);
        expect(shares).toEqual(referenceSplit(total, weights.map(BigInt)));
        expect(shares.reduce((a, b) => a + b, 0n)).toBe(total);
        shares.forEach((share, i) => {
          const quota = total * BigInt(weights[i]);
          expect(share * W <= quota + W && share * W >= quota - W && share <= BigInt(weights[i])).toBe(true);
        });
      }),
      { numRuns: 1_000 },
    );
  });
});
