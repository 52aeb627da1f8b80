// The investor's wallet (stream `investor-{userId}`) as a pure decider: deposits, withdrawals
// (requested → completed | failed and restored), holds for investments and their release or
// execution, repayments with taxes and fees withheld. Invariant: balance ≥ 0 and held ≥ 0 after
// every event, balance + held a safe integer (deposits that would break it are refused, issue 27),
// and balance + held + paid out = everything that came in.
//
// A deposit `tid` is credited once. The first guards are outside the decider (the
// bank_notifications table keyed by tid, and a command id derived from the tid, so a repeated
// notification is the same command); the state also keeps the most recent tids, so even a
// deposit command sent under another id for an already credited tid appends nothing. The window is
// bounded because the state is snapshotted as JSON.
import { Decider } from '../shared/decider';
import { isEventOf } from '../shared/event-store/event-guard';
import type { StoredEvent } from '../shared/event-store/event-store.types';
import { seoulDate } from '../shared/clock';
import { assert, assertNever, DomainError, invalidInput } from '../shared/errors/domain-error';
import { depositOutOfBounds, depositOutOfBoundsError } from './deposits/deposit-bounds';

/** How many of the latest deposit tids the state remembers (defence in depth, see above). */
export const RECENT_TIDS_KEPT = 200;

export function investorStreamId(userId: string): string {
  return `investor-${userId}`;
}

/** The user id of an `investor-{userId}` stream (projections read it from the stream id). */
export function userIdOfInvestorStream(streamId: string): string {
  assert(streamId.startsWith('investor-'), () => `not an investor stream: ${streamId}`);
  return streamId.slice('investor-'.length);
}

// ---- events (names and fields are a contract other contexts use; never rename) ----

export type DepositCredited = { type: 'DepositCredited'; data: { tid: string; amountWon: number; depositorName: string; at: string } };
export type WithdrawalRequested = { type: 'WithdrawalRequested'; data: { withdrawalId: string; amountWon: number; bankCode: string; accountNumber: string } };
export type WithdrawalCompleted = { type: 'WithdrawalCompleted'; data: { withdrawalId: string; amountWon: number } };
export type WithdrawalFailed = { type: 'WithdrawalFailed'; data: { withdrawalId: string; amountWon: number; failCode: string } };
export type InvestmentPlaced = { type: 'InvestmentPlaced'; data: { investmentId: string; productId: string; amountWon: number } };
export type InvestmentCanceled = { type: 'InvestmentCanceled'; data: { investmentId: string; productId: string; amountWon: number; reason: string } };
export type InvestmentExecuted = { type: 'InvestmentExecuted'; data: { investmentId: string; productId: string; amountWon: number } };
/**
 * `paidAt`: the business instant of the payment (docs/design.md "Business time"), which dates it on
 * the schedule, the monthly disclosures and the tax statement. Events written before it existed
 * lack it: they are dated by their recorded time (`repaymentPaidAt`).
 */
export type RepaymentCredited = {
  type: 'RepaymentCredited';
  data: {
    productId: string; seq: number; principalWon: number; interestWon: number;
    /** Late interest (연체이자) paid with the installment; absent: none. Taxes are withheld from interest and it together. */
    lateInterestWon?: number;
    incomeTaxWon: number; localTaxWon: number; feeWon: number; paidAt?: string;
    /**
     * The payment party by party, when the loan's claims have changed hands (a holder of their own
     * investment and of a claim bought is paid both as one): what keeps each holding's figures
     * its own (repayments' investment_returns). Absent: older events, loans never transferred.
     */
    parts?: RepaymentPart[];
  };
};

/** One loan party's share of a payment (shared/loan-maths/holder-parts.ts): principal, interest, late interest. */
export interface RepaymentPart { partyId: string; principalWon: number; interestWon: number; lateInterestWon: number }
/** One loan party's principal a transfer moved. */
export interface ClaimPart { partyId: string; principalWon: number }

/**
 * Money recovered on an accelerated loan (`recovery`) or its sale price (`sale`), the investor's
 * share (docs/api.md "Loans that go bad"): principal untaxed, interest and late interest taxed
 * together as one payment. `writtenOffPrincipalWon`: the part of the principal that had been
 * written off and is now recovered.
 */
export type RecoveryCredited = {
  type: 'RecoveryCredited';
  data: {
    productId: string; recoveryId: string; kind: 'recovery' | 'sale';
    principalWon: number; interestWon: number; lateInterestWon: number; writtenOffPrincipalWon: number;
    incomeTaxWon: number; localTaxWon: number; feeWon: number; paidAt: string;
  };
};
/** The investor's remaining principal in a loan counted as lost (상각): no cash moves. */
export type PrincipalWrittenOff = { type: 'PrincipalWrittenOff'; data: { productId: string; principalWon: number; on: string } };

/**
 * A claim bought from another investor (원리금수취권 양도, docs/api.md "Transfers"): the price and the
 * 경과이자 owed to the seller leave the balance; `principalWon` is the outstanding principal bought.
 */
export type ClaimBought = {
  type: 'ClaimBought';
  data: {
    productId: string; listingId: string; investmentId: string; principalWon: number; priceWon: number; accruedInterestWon: number; paidAt: string;
    /** The loan parties whose shares were bought, each with its principal (absent: events before it was recorded). */
    parts?: ClaimPart[];
  };
};
/**
 * A claim sold: the price less the platform's fee, and the 경과이자 the buyer paid, taxed as the
 * seller's interest (`transfer_accrued_interest`), reach the balance; `principalWon` is the
 * outstanding principal the seller no longer holds.
 */
export type ClaimSold = {
  type: 'ClaimSold';
  data: {
    productId: string; listingId: string; principalWon: number; priceWon: number; feeWon: number;
    accruedInterestWon: number; incomeTaxWon: number; localTaxWon: number; paidAt: string;
    /** The loan parties whose shares were sold, each with its principal (absent: events before it was recorded). */
    parts?: ClaimPart[];
  };
};

/** A withdrawal's events: its request, then its completion or failure. */
export type WithdrawalEvent = WithdrawalRequested | WithdrawalCompleted | WithdrawalFailed;

export type WalletEvent =
  | DepositCredited
  | WithdrawalRequested
  | WithdrawalCompleted
  | WithdrawalFailed
  | InvestmentPlaced
  | InvestmentCanceled
  | InvestmentExecuted
  | RepaymentCredited
  | RecoveryCredited
  | PrincipalWrittenOff
  | ClaimBought
  | ClaimSold;

export type WalletEventType = WalletEvent['type'];

export const WALLET_EVENT_TYPES: readonly WalletEventType[] = [
  'DepositCredited',
  'WithdrawalRequested',
  'WithdrawalCompleted',
  'WithdrawalFailed',
  'InvestmentPlaced',
  'InvestmentCanceled',
  'InvestmentExecuted',
  'RepaymentCredited',
  'RecoveryCredited',
  'PrincipalWrittenOff',
  'ClaimBought',
  'ClaimSold',
];

/** A wallet event (of an investor stream), as a reader of several streams tells it from the others. */
export const isWalletEvent = isEventOf<WalletEvent>(WALLET_EVENT_TYPES);

// ---- commands ----

export type CreditDepositCommand = { type: 'CreditDeposit'; tid: string; amountWon: number; depositorName: string; at: string };
export type RequestWithdrawalCommand = { type: 'RequestWithdrawal'; withdrawalId: string; amountWon: number; bankCode: string; accountNumber: string };
export type CompleteWithdrawalCommand = { type: 'CompleteWithdrawal'; withdrawalId: string };
export type FailWithdrawalCommand = { type: 'FailWithdrawal'; withdrawalId: string; failCode: string };
export type HoldForInvestmentCommand = { type: 'HoldForInvestment'; investmentId: string; productId: string; amountWon: number };
export type ReleaseInvestmentHoldCommand = { type: 'ReleaseInvestmentHold'; investmentId: string; productId: string; amountWon: number; reason: string };
export type ExecuteInvestmentHoldCommand = { type: 'ExecuteInvestmentHold'; investmentId: string; productId: string; amountWon: number };
export type CreditRepaymentCommand = {
  type: 'CreditRepayment';
  productId: string;
  seq: number;
  principalWon: number;
  interestWon: number;
  /** The investor's share of the installment's late interest (absent: none). */
  lateInterestWon?: number;
  incomeTaxWon: number;
  localTaxWon: number;
  feeWon: number;
  /** The business instant the batch pays it (ISO 8601). */
  paidAt: string;
  /** The payment party by party (RepaymentCredited's `parts`); their sums are the payment's. */
  parts?: RepaymentPart[];
};

export type CreditRecoveryCommand = { type: 'CreditRecovery' } & RecoveryCredited['data'];
export type RecordWriteOffCommand = { type: 'RecordWriteOff'; productId: string; principalWon: number; on: string };
export type BuyClaimCommand = { type: 'BuyClaim' } & ClaimBought['data'];
export type SellClaimCommand = { type: 'SellClaim' } & ClaimSold['data'];

export type WalletCommand =
  | CreditDepositCommand
  | RequestWithdrawalCommand
  | CompleteWithdrawalCommand
  | FailWithdrawalCommand
  | HoldForInvestmentCommand
  | ReleaseInvestmentHoldCommand
  | ExecuteInvestmentHoldCommand
  | CreditRepaymentCommand
  | CreditRecoveryCommand
  | RecordWriteOffCommand
  | BuyClaimCommand
  | SellClaimCommand;

// ---- state (plain JSON: it is snapshotted) ----

export interface WalletState {
  balanceWon: number;
  heldWon: number;
  /** Open holds by investment id. */
  holds: Record<string, { productId: string; amountWon: number }>;
  /** Withdrawals requested and not yet completed or failed. */
  pendingWithdrawals: Record<string, { amountWon: number }>;
  /** The latest credited deposit tids, oldest first, at most RECENT_TIDS_KEPT. */
  recentTids: string[];
}

export const initialWalletState = (): WalletState => ({ balanceWon: 0, heldWon: 0, holds: {}, pendingWithdrawals: {}, recentTids: [] });

/** A repayment credited to an investor's wallet (projections give runs of them a set-based form). */
export const isRepaymentCredited = (event: StoredEvent): event is StoredEvent<RepaymentCredited> =>
  event.type === 'RepaymentCredited' && event.streamId.startsWith('investor-');

/**
 * When a credited repayment was paid, by the business clock: its `paidAt`, else (older events)
 * the event's business instant (StoredEvent.businessAt: its command's, or when it was recorded).
 */
export function repaymentPaidAt(event: { data: RepaymentCredited['data']; businessAt: Date }): Date {
  return event.data.paidAt === undefined ? event.businessAt : new Date(event.data.paidAt);
}

/**
 * Principal a bad loan's step takes off what an investor has at stake (outstanding, and the limits'
 * usage: docs/design.md, recoveries and write-offs free room): a write-off's principal, and a
 * recovery's except what it takes back from principal already written off (counted once).
 */
export function principalFreedWon(event: RecoveryCredited | PrincipalWrittenOff): number {
  return event.type === 'PrincipalWrittenOff' ? event.data.principalWon : event.data.principalWon - event.data.writtenOffPrincipalWon;
}

/** A bad loan's step on an investor's wallet (projections read them beside repayment credits). */
export const isBadLoanCredit = (event: StoredEvent): event is StoredEvent<RecoveryCredited | PrincipalWrittenOff> =>
  (event.type === 'RecoveryCredited' || event.type === 'PrincipalWrittenOff') && event.streamId.startsWith('investor-');

/** Net cash a recovery adds to the balance: principal + interest + late interest − taxes − fee. */
export function recoveryNetWon(d: RecoveryCredited['data']): number {
  return d.principalWon + d.interestWon + d.lateInterestWon - d.incomeTaxWon - d.localTaxWon - d.feeWon;
}

/** Cash a purchase takes from the buyer's balance: price + 경과이자. */
export const claimBoughtWon = (d: ClaimBought['data']): number => d.priceWon + d.accruedInterestWon;

/** Net cash a sale adds to the seller's balance: price − fee + 경과이자 − taxes. */
export const claimSoldNetWon = (d: ClaimSold['data']): number => d.priceWon - d.feeWon + d.accruedInterestWon - d.incomeTaxWon - d.localTaxWon;

/** Net cash a repayment adds to the balance: principal + interest + late interest − taxes − fee. */
export function repaymentNetWon(d: RepaymentCredited['data']): number {
  return d.principalWon + d.interestWon + (d.lateInterestWon ?? 0) - d.incomeTaxWon - d.localTaxWon - d.feeWon;
}

function requirePositiveWon(amountWon: number, field = 'amount'): void {
  if (!Number.isSafeInteger(amountWon) || amountWon <= 0) throw invalidInput({ [field]: 'must_be_positive_integer' });
}

function requireNonNegativeWon(amountWon: number, field: string): void {
  if (!Number.isSafeInteger(amountWon) || amountWon < 0) throw invalidInput({ [field]: 'must_be_non_negative_integer' });
}

function creditDeposit(cmd: CreditDepositCommand, state: WalletState): WalletEvent[] {
  requirePositiveWon(cmd.amountWon);
  assert(cmd.tid.length > 0, 'a deposit needs its bank tid');
  if (state.recentTids.includes(cmd.tid)) return []; // already credited: a repeat is a no-op
  const at = new Date(cmd.at);
  assert(!Number.isNaN(at.getTime()), `deposit at ${cmd.at}`);
  // The bank may notify any amount: one out of bounds is refused (kept for an operator), never credited.
  const on = seoulDate(at);
  if (depositOutOfBounds(cmd.amountWon, state.balanceWon, state.heldWon, on)) throw depositOutOfBoundsError(on);
  return [{ type: 'DepositCredited', data: { tid: cmd.tid, amountWon: cmd.amountWon, depositorName: cmd.depositorName, at: cmd.at } }];
}

function requestWithdrawal(cmd: RequestWithdrawalCommand, state: WalletState): WalletEvent[] {
  requirePositiveWon(cmd.amountWon);
  assert(!state.pendingWithdrawals[cmd.withdrawalId], `withdrawal ${cmd.withdrawalId} requested twice`);
  // Only `balance` can leave: money held for investments is not withdrawable.
  if (cmd.amountWon > state.balanceWon) throw new DomainError('not_enough_balance');
  return [{ type: 'WithdrawalRequested', data: { withdrawalId: cmd.withdrawalId, amountWon: cmd.amountWon, bankCode: cmd.bankCode, accountNumber: cmd.accountNumber } }];
}

function finishWithdrawal(cmd: CompleteWithdrawalCommand | FailWithdrawalCommand, state: WalletState): WalletEvent[] {
  const pending = state.pendingWithdrawals[cmd.withdrawalId];
  // Callers resolve a withdrawal only while it is pending (they check first): anything else is a bug.
  assert(pending, `withdrawal ${cmd.withdrawalId} is not pending`);
  if (cmd.type === 'CompleteWithdrawal') {
    return [{ type: 'WithdrawalCompleted', data: { withdrawalId: cmd.withdrawalId, amountWon: pending.amountWon } }];
  }
  assert(cmd.failCode.length > 0, 'a failed withdrawal needs its fail code');
  return [{ type: 'WithdrawalFailed', data: { withdrawalId: cmd.withdrawalId, amountWon: pending.amountWon, failCode: cmd.failCode } }];
}

function holdForInvestment(cmd: HoldForInvestmentCommand, state: WalletState): WalletEvent[] {
  requirePositiveWon(cmd.amountWon);
  assert(!state.holds[cmd.investmentId], `investment ${cmd.investmentId} held twice`);
  if (cmd.amountWon > state.balanceWon) throw new DomainError('not_enough_balance');
  return [{ type: 'InvestmentPlaced', data: { investmentId: cmd.investmentId, productId: cmd.productId, amountWon: cmd.amountWon } }];
}

function requireHold(state: WalletState, investmentId: string, productId: string, amountWon: number): void {
  requirePositiveWon(amountWon);
  const hold = state.holds[investmentId];
  // Investing releases or executes only what it placed: a mismatch is a bug, never a user error.
  assert(hold, `investment ${investmentId} has no hold`);
  assert(hold.productId === productId, `investment ${investmentId} is held for ${hold.productId}, not ${productId}`);
  assert(hold.amountWon === amountWon, `investment ${investmentId} holds ${hold.amountWon}, not ${amountWon}`);
}

function releaseInvestmentHold(cmd: ReleaseInvestmentHoldCommand, state: WalletState): WalletEvent[] {
  requireHold(state, cmd.investmentId, cmd.productId, cmd.amountWon);
  return [{ type: 'InvestmentCanceled', data: { investmentId: cmd.investmentId, productId: cmd.productId, amountWon: cmd.amountWon, reason: cmd.reason } }];
}

function executeInvestmentHold(cmd: ExecuteInvestmentHoldCommand, state: WalletState): WalletEvent[] {
  requireHold(state, cmd.investmentId, cmd.productId, cmd.amountWon);
  return [{ type: 'InvestmentExecuted', data: { investmentId: cmd.investmentId, productId: cmd.productId, amountWon: cmd.amountWon } }];
}

function creditRepayment(cmd: CreditRepaymentCommand, state: WalletState): WalletEvent[] {
  const { principalWon, interestWon, incomeTaxWon, localTaxWon, feeWon } = cmd;
  const lateInterestWon = cmd.lateInterestWon ?? 0;
  const amounts = { principal: principalWon, interest: interestWon, late_interest: lateInterestWon, income_tax: incomeTaxWon, local_tax: localTaxWon, fee: feeWon };
  for (const [field, amountWon] of Object.entries(amounts)) requireNonNegativeWon(amountWon, field);
  if (principalWon + interestWon + lateInterestWon === 0) throw invalidInput({ amount: 'must_be_positive_integer' });
  assert(Number.isSafeInteger(cmd.seq) && cmd.seq >= 1, `installment seq ${cmd.seq}`);
  // Taxes are withheld from interest; a fee larger than the payment would take money the
  // investor already had, which the balance must never go below zero for.
  if (incomeTaxWon + localTaxWon > interestWon + lateInterestWon) throw invalidInput({ income_tax: 'exceeds_interest' });
  assert(!Number.isNaN(Date.parse(cmd.paidAt)), `repayment paid at ${cmd.paidAt}`);
  const late = lateInterestWon > 0 ? { lateInterestWon } : {};
  const parts = cmd.parts === undefined ? {} : { parts: checkedParts(cmd.parts, cmd) };
  const data = { productId: cmd.productId, seq: cmd.seq, principalWon, interestWon, ...late, incomeTaxWon, localTaxWon, feeWon, paidAt: cmd.paidAt, ...parts };
  if (state.balanceWon + repaymentNetWon(data) < 0) throw new DomainError('not_enough_balance');
  return [{ type: 'RepaymentCredited', data }];
}

/** A payment's parts add up to it, to the won (anything else is a bug of the batch). */
function checkedParts(parts: RepaymentPart[], cmd: CreditRepaymentCommand): RepaymentPart[] {
  const sum = (f: (p: RepaymentPart) => number) => parts.reduce((t, p) => t + f(p), 0);
  assert(sum((p) => p.principalWon) === cmd.principalWon && sum((p) => p.interestWon) === cmd.interestWon && sum((p) => p.lateInterestWon) === (cmd.lateInterestWon ?? 0),
    () => `repayment parts ${JSON.stringify(parts)} do not add up to the payment`);
  return parts.map((p) => ({ partyId: p.partyId, principalWon: p.principalWon, interestWon: p.interestWon, lateInterestWon: p.lateInterestWon }));
}

function creditRecovery(cmd: CreditRecoveryCommand, state: WalletState): WalletEvent[] {
  const { type: _type, ...data } = cmd;
  for (const field of ['principalWon', 'interestWon', 'lateInterestWon', 'writtenOffPrincipalWon', 'incomeTaxWon', 'localTaxWon', 'feeWon'] as const) {
    requireNonNegativeWon(data[field], field);
  }
  if (data.principalWon + data.interestWon + data.lateInterestWon === 0) throw invalidInput({ amount: 'must_be_positive_integer' });
  if (data.writtenOffPrincipalWon > data.principalWon) throw invalidInput({ principal: 'below_written_off' });
  if (data.incomeTaxWon + data.localTaxWon > data.interestWon + data.lateInterestWon) throw invalidInput({ income_tax: 'exceeds_interest' });
  assert(!Number.isNaN(Date.parse(data.paidAt)), `recovery paid at ${data.paidAt}`);
  if (state.balanceWon + recoveryNetWon(data) < 0) throw new DomainError('not_enough_balance');
  return [{ type: 'RecoveryCredited', data }];
}

function recordWriteOff(cmd: RecordWriteOffCommand): WalletEvent[] {
  requirePositiveWon(cmd.principalWon, 'principal');
  return [{ type: 'PrincipalWrittenOff', data: { productId: cmd.productId, principalWon: cmd.principalWon, on: cmd.on } }];
}

function buyClaim(cmd: BuyClaimCommand, state: WalletState): WalletEvent[] {
  const { type: _type, ...data } = cmd;
  requirePositiveWon(data.priceWon, 'price');
  requirePositiveWon(data.principalWon, 'principal');
  requireNonNegativeWon(data.accruedInterestWon, 'accrued_interest');
  assert(!Number.isNaN(Date.parse(data.paidAt)), `claim bought at ${data.paidAt}`);
  if (state.balanceWon < claimBoughtWon(data)) throw new DomainError('not_enough_balance');
  return [{ type: 'ClaimBought', data }];
}

function sellClaim(cmd: SellClaimCommand, state: WalletState): WalletEvent[] {
  const { type: _type, ...data } = cmd;
  requirePositiveWon(data.priceWon, 'price');
  requirePositiveWon(data.principalWon, 'principal');
  for (const field of ['feeWon', 'accruedInterestWon', 'incomeTaxWon', 'localTaxWon'] as const) requireNonNegativeWon(data[field], field);
  if (data.feeWon > data.priceWon) throw invalidInput({ fee: 'exceeds_price' });
  if (data.incomeTaxWon + data.localTaxWon > data.accruedInterestWon) throw invalidInput({ income_tax: 'exceeds_interest' });
  assert(!Number.isNaN(Date.parse(data.paidAt)), `claim sold at ${data.paidAt}`);
  if (state.balanceWon + claimSoldNetWon(data) < 0) throw new DomainError('not_enough_balance');
  return [{ type: 'ClaimSold', data }];
}

export function decideWallet(command: WalletCommand, state: WalletState): WalletEvent[] {
  switch (command.type) {
    case 'CreditDeposit':
      return creditDeposit(command, state);
    case 'RequestWithdrawal':
      return requestWithdrawal(command, state);
    case 'CompleteWithdrawal':
    case 'FailWithdrawal':
      return finishWithdrawal(command, state);
    case 'HoldForInvestment':
      return holdForInvestment(command, state);
    case 'ReleaseInvestmentHold':
      return releaseInvestmentHold(command, state);
    case 'ExecuteInvestmentHold':
      return executeInvestmentHold(command, state);
    case 'CreditRepayment':
      return creditRepayment(command, state);
    case 'CreditRecovery':
      return creditRecovery(command, state);
    case 'RecordWriteOff':
      return recordWriteOff(command);
    case 'BuyClaim':
      return buyClaim(command, state);
    case 'SellClaim':
      return sellClaim(command, state);
    default:
      return assertNever(command);
  }
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

function checked(state: WalletState): WalletState {
  assert(state.balanceWon >= 0, `balance went negative: ${state.balanceWon}`);
  assert(state.heldWon >= 0, `held went negative: ${state.heldWon}`);
  // Past the safe integers a double no longer counts every won: deposits that
  // would cross it are refused in creditDeposit, so getting here is a bug.
  const totalWon = state.balanceWon + state.heldWon;
  assert(Number.isSafeInteger(state.balanceWon) && Number.isSafeInteger(state.heldWon) && Number.isSafeInteger(totalWon), `balance ${state.balanceWon} + held ${state.heldWon} is not a safe integer`);
  return state;
}

export function evolveWallet(state: WalletState, event: WalletEvent): WalletState {
  switch (event.type) {
    case 'DepositCredited':
      return checked({
        ...state,
        balanceWon: state.balanceWon + event.data.amountWon,
        recentTids: [...state.recentTids, event.data.tid].slice(-RECENT_TIDS_KEPT),
      });
    case 'WithdrawalRequested':
      return checked({
        ...state,
        balanceWon: state.balanceWon - event.data.amountWon,
        pendingWithdrawals: { ...state.pendingWithdrawals, [event.data.withdrawalId]: { amountWon: event.data.amountWon } },
      });
    case 'WithdrawalCompleted':
      return checked({ ...state, pendingWithdrawals: without(state.pendingWithdrawals, event.data.withdrawalId) });
    case 'WithdrawalFailed':
      return checked({
        ...state,
        balanceWon: state.balanceWon + event.data.amountWon,
        pendingWithdrawals: without(state.pendingWithdrawals, event.data.withdrawalId),
      });
    case 'InvestmentPlaced':
      return checked({
        ...state,
        balanceWon: state.balanceWon - event.data.amountWon,
        heldWon: state.heldWon + event.data.amountWon,
        holds: { ...state.holds, [event.data.investmentId]: { productId: event.data.productId, amountWon: event.data.amountWon } },
      });
    case 'InvestmentCanceled':
      return checked({
        ...state,
        balanceWon: state.balanceWon + event.data.amountWon,
        heldWon: state.heldWon - event.data.amountWon,
        holds: without(state.holds, event.data.investmentId),
      });
    case 'InvestmentExecuted':
      return checked({ ...state, heldWon: state.heldWon - event.data.amountWon, holds: without(state.holds, event.data.investmentId) });
    case 'RepaymentCredited':
      return checked({ ...state, balanceWon: state.balanceWon + repaymentNetWon(event.data) });
    case 'RecoveryCredited':
      return checked({ ...state, balanceWon: state.balanceWon + recoveryNetWon(event.data) });
    case 'PrincipalWrittenOff':
      return state;
    case 'ClaimBought':
      return checked({ ...state, balanceWon: state.balanceWon - claimBoughtWon(event.data) });
    case 'ClaimSold':
      return checked({ ...state, balanceWon: state.balanceWon + claimSoldNetWon(event.data) });
    default:
      return assertNever(event);
  }
}

export const walletDecider: Decider<WalletCommand, WalletEvent, WalletState> = {
  initialState: initialWalletState,
  decide: decideWallet,
  evolve: evolveWallet,
};
