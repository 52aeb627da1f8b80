// The loan decider's steps after a loan goes bad (docs/api.md "Loans that go bad", docs/design.md
// "Repayments"): acceleration (기한이익상실), recovery (회수), sale (채권 매각) and write-off (상각). Pure:
// dates and instants come inside the commands. Every won of a recovery is allocated (민법 479조:
// costs, late interest, interest, principal; the rest is the borrower's credit) and every part
// split among the investors by their outstanding principal, exact to the won.
import { DomainError, invalidInput } from '../../shared/errors/domain-error';
import { uuidFrom } from '../../shared/ids';
import { accruedInterestWon, holderOf, investorShares, lateInterestWon, NO_TRANSFERS } from '../../shared/loan-maths';
import type { LoanState } from '../loan.decider';
import { lateTermsOf } from '../loan-late-terms';
import type { ClaimShare, LoanEvent, RecoveryShare, RecoverySource } from '../loan.events';
import { RECOVERY_SOURCES } from '../loan.events';
import { accrualTo, claimPrincipalWon, LoanClaim, splitByHoldings, withShares } from './loan-claim';

export type BadLoanCommand =
  | { type: 'AccelerateLoan'; on: string; reason: string; automatic: boolean; now: Date }
  | {
      type: 'RecordRecovery'; recoveryId: string; amountWon: number; receivedOn: string; source: RecoverySource; costsWon: number; memo: string;
      /** The business today: money cannot be recorded as received later than it. */
      today: string; now: Date;
    }
  | { type: 'SellLoan'; recoveryId: string; priceWon: number; buyerName: string; soldOn: string; costsWon: number; today: string; now: Date }
  | { type: 'WriteOffLoan'; on: string; reason: string; today: string; now: Date };

const conflict = () => new DomainError('product_state_conflict');

function requireWon(value: number, field: string, positive: boolean): void {
  if (!Number.isSafeInteger(value) || value < (positive ? 1 : 0)) throw invalidInput({ [field]: positive ? 'must_be_positive_integer' : 'must_be_non_negative_integer' });
}

function requireClaim(state: LoanState): LoanClaim {
  if ((state.status !== 'defaulted' && state.status !== 'written_off') || !state.claim) throw conflict();
  return state.claim;
}

/**
 * Each holder's principal in the installments still unpaid: the claim's holdings, in the order of
 * the first party each holds (a party's shares go to whoever holds them: transfers, claim-holders.ts).
 */
function holdingsOf(state: LoanState, unpaidSeqs: ReadonlySet<number>): ClaimShare[] {
  const sorted = [...state.installments].sort((a, b) => a.seq - b.seq);
  const holders = state.holders ?? NO_TRANSFERS;
  const owed = new Map<string, number>();
  for (const p of state.investors) {
    const holder = holderOf(holders, p.id, sorted.find((i) => unpaidSeqs.has(i.seq))?.seq ?? 0);
    if (!owed.has(holder)) owed.set(holder, 0);
  }
  for (const share of investorShares(sorted, state.investors)) {
    if (!unpaidSeqs.has(share.seq)) continue;
    const holder = holderOf(holders, share.partyId, share.seq);
    owed.set(holder, (owed.get(holder) ?? 0) + share.principalWon);
  }
  return [...owed].map(([userId, principalWon]) => ({ userId, principalWon }));
}

export function accelerate(cmd: Extract<BadLoanCommand, { type: 'AccelerateLoan' }>, state: LoanState): LoanEvent[] {
  if (state.status !== 'repaying' && state.status !== 'overdue') throw conflict();
  if (cmd.on < state.executedOn) throw invalidInput({ on: 'before_execution' });
  // A personal debtor's loan is accelerated only after its notice's date (개인채무자보호법 switch).
  if (state.personalDebtor && (!state.accelerationNotice || cmd.on < state.accelerationNotice.accelerateOn)) throw conflict();
  const unpaid = state.installments.filter((i) => i.status === 'scheduled');
  if (unpaid.length === 0) throw conflict();
  const due = unpaid.filter((i) => i.dueOn <= cmd.on);
  const notYetDue = unpaid.filter((i) => i.dueOn > cmd.on);
  const lastDueOn = state.installments.map((i) => i.dueOn).filter((d) => d <= cmd.on).sort().at(-1) ?? state.executedOn;
  const terms = lateTermsOf(state);
  const principalWon = unpaid.reduce((t, i) => t + i.principalWon, 0);
  const interestWon = due.reduce((t, i) => t + i.interestWon, 0)
    + accruedInterestWon(notYetDue.reduce((t, i) => t + i.principalWon, 0), state.rateBp, lastDueOn, cmd.on);
  const lateWon = due.reduce((t, i) => t + lateInterestWon(i.principalWon, state.rateBp, terms, i.dueOn, cmd.on), 0);
  const replacedSeqs = unpaid.map((i) => i.seq);
  return [{
    type: 'LoanAccelerated',
    data: {
      productId: state.productId, on: cmd.on, reason: cmd.reason, automatic: cmd.automatic, principalWon, interestWon, lateInterestWon: lateWon,
      replacedSeqs, holdings: holdingsOf(state, new Set(replacedSeqs)),
      ...(state.personalDebtor ? { lateBasisWon: due.reduce((t, i) => t + i.principalWon, 0) } : {}),
      acceleratedAt: cmd.now.toISOString(),
    },
  }];
}

/**
 * The credit an accelerated loan still holds (part of an installment the borrower paid before
 * acceleration) allocated to the claim as the borrower's recovery on the acceleration's date, with
 * no costs: the same allocation and split as any recovery, marked as held money, not new money.
 */
export function applyHeldCredit(accelerated: LoanState, on: string, now: Date): LoanEvent[] {
  const creditWon = accelerated.creditWon;
  if (creditWon <= 0) return [];
  const recoveryId = uuidFrom(`held-credit-at-acceleration:${accelerated.productId}:${on}`);
  const events = recover({
    type: 'RecordRecovery', recoveryId, amountWon: creditWon, receivedOn: on, source: 'borrower', costsWon: 0,
    memo: '기한이익상실 전에 받은 상환금을 채권에 충당', today: on, now,
  }, accelerated);
  return events.map((e) => (e.type === 'LoanRecovered' ? { ...e, data: { ...e.data, appliedCreditWon: creditWon } } : e));
}

function requireStepDate(claim: LoanClaim, on: string, today: string, field: string): void {
  if (on > today) throw invalidInput({ [field]: 'after_business_today' });
  // Late interest is accrued step by step: a step dated before the last one would count days twice.
  if (on < claim.accruedThroughOn) throw invalidInput({ [field]: 'before_last_step' });
}

/** The accrual recorded on a recovery (interest only where a personal debtor's loan accrued some). */
const accruedFields = (accrued: { lateInterestWon: number; interestWon: number }) =>
  ({ lateInterestAccruedWon: accrued.lateInterestWon, ...(accrued.interestWon > 0 ? { interestAccruedWon: accrued.interestWon } : {}) });

interface Allocated {
  lateInterestWon: number;
  interestWon: number;
  principalWon: number;
}

/** Each investor's parts, split by the holdings; a principal part first takes back what was written off. */
function sharesOf(claim: LoanClaim, parts: Allocated): RecoveryShare[] {
  const late = splitByHoldings(parts.lateInterestWon, claim.holdings);
  const interest = splitByHoldings(parts.interestWon, claim.holdings);
  const principal = splitByHoldings(parts.principalWon, claim.holdings);
  const writtenOff = new Map(claim.writtenOff.map((w) => [w.userId, w.principalWon]));
  return claim.holdings.map((h, i) => ({
    userId: h.userId, principalWon: principal[i], interestWon: interest[i], lateInterestWon: late[i],
    writtenOffPrincipalWon: Math.min(principal[i], writtenOff.get(h.userId) ?? 0),
  })).filter((s) => s.principalWon + s.interestWon + s.lateInterestWon > 0);
}

export function recover(cmd: Extract<BadLoanCommand, { type: 'RecordRecovery' }>, state: LoanState): LoanEvent[] {
  requireWon(cmd.amountWon, 'amount', true);
  requireWon(cmd.costsWon, 'costs', false);
  if (cmd.costsWon > cmd.amountWon) throw invalidInput({ costs: 'exceeds_amount' });
  if (!RECOVERY_SOURCES.includes(cmd.source)) throw invalidInput({ source: 'invalid_value' });
  const claim = requireClaim(state);
  requireStepDate(claim, cmd.receivedOn, cmd.today, 'received_on');
  const accrued = accrualTo(claim, state.rateBp, lateTermsOf(state), cmd.receivedOn);
  const owed = { lateInterestWon: claim.lateInterestWon + accrued.lateInterestWon, interestWon: claim.interestWon + accrued.interestWon, principalWon: claimPrincipalWon(claim) };
  let left = cmd.amountWon - cmd.costsWon;
  const take = (owedWon: number) => {
    const taken = Math.min(left, owedWon);
    left -= taken;
    return taken;
  };
  const parts = { lateInterestWon: take(owed.lateInterestWon), interestWon: take(owed.interestWon), principalWon: take(owed.principalWon) };
  const events: LoanEvent[] = [{
    type: 'LoanRecovered',
    data: {
      productId: state.productId, recoveryId: cmd.recoveryId, kind: 'recovery', amountWon: cmd.amountWon, receivedOn: cmd.receivedOn, source: cmd.source,
      memo: cmd.memo, costsWon: cmd.costsWon, ...accruedFields(accrued), ...parts, creditWon: left, shares: sharesOf(claim, parts), recordedAt: cmd.now.toISOString(),
    },
  }];
  const settled = parts.lateInterestWon === owed.lateInterestWon && parts.interestWon === owed.interestWon && parts.principalWon === owed.principalWon;
  if (settled) events.push({ type: 'LoanCompleted', data: { productId: state.productId, completedAt: cmd.now.toISOString() } });
  return events;
}

export function sell(cmd: Extract<BadLoanCommand, { type: 'SellLoan' }>, state: LoanState): LoanEvent[] {
  requireWon(cmd.priceWon, 'price', true);
  requireWon(cmd.costsWon, 'costs', false);
  if (cmd.costsWon > cmd.priceWon) throw invalidInput({ costs: 'exceeds_price' });
  if (cmd.buyerName.trim().length === 0) throw invalidInput({ buyer_name: 'required' });
  const claim = requireClaim(state);
  requireStepDate(claim, cmd.soldOn, cmd.today, 'sold_on');
  const accrued = accrualTo(claim, state.rateBp, lateTermsOf(state), cmd.soldOn);
  // The buyer pays for the claim, not the borrower: the price is principal back first, only what exceeds the principal is interest.
  const netWon = cmd.priceWon - cmd.costsWon;
  const principalWon = Math.min(netWon, claimPrincipalWon(claim));
  const parts = { lateInterestWon: 0, interestWon: netWon - principalWon, principalWon };
  const shares = sharesOf(claim, parts);
  const at = cmd.now.toISOString();
  const events: LoanEvent[] = [{
    type: 'LoanRecovered',
    data: {
      productId: state.productId, recoveryId: cmd.recoveryId, kind: 'sale', amountWon: cmd.priceWon, receivedOn: cmd.soldOn, buyerName: cmd.buyerName,
      memo: `채권 매각 (${cmd.buyerName})`, costsWon: cmd.costsWon, ...accruedFields(accrued), ...parts, creditWon: 0, shares, recordedAt: at,
    },
  }];
  // Whatever principal the price did not cover is lost: written off now, unless it already was.
  const remaining = withShares(claim.holdings, shares, -1);
  const stillWrittenOff = withShares(claim.writtenOff, shares.map((s) => ({ userId: s.userId, principalWon: s.writtenOffPrincipalWon })), -1);
  const notWrittenOff = withShares(remaining, stillWrittenOff, -1).filter((h) => h.principalWon > 0);
  const lostWon = notWrittenOff.reduce((t, h) => t + h.principalWon, 0);
  if (lostWon > 0) events.push({ type: 'LoanWrittenOff', data: { productId: state.productId, on: cmd.soldOn, reason: '채권 매각 후 남은 원금', principalWon: lostWon, shares: notWrittenOff, recordedAt: at } });
  events.push({ type: 'LoanSold', data: { productId: state.productId, soldOn: cmd.soldOn, buyerName: cmd.buyerName, recordedAt: at } });
  return events;
}

export function writeOff(cmd: Extract<BadLoanCommand, { type: 'WriteOffLoan' }>, state: LoanState): LoanEvent[] {
  if (state.status !== 'defaulted' || !state.claim) throw conflict();
  if (cmd.on > cmd.today) throw invalidInput({ on: 'after_business_today' });
  if (cmd.on < state.claim.acceleratedOn) throw invalidInput({ on: 'before_acceleration' });
  const shares = state.claim.holdings.filter((h) => h.principalWon > 0);
  const principalWon = shares.reduce((t, h) => t + h.principalWon, 0);
  return [{ type: 'LoanWrittenOff', data: { productId: state.productId, on: cmd.on, reason: cmd.reason, principalWon, shares, recordedAt: cmd.now.toISOString() } }];
}
