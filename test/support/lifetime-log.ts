// A P2P platform's log over the life of its loans, decided by the real deciders and written in
// bulk: investors deposit, invest (a few cancel), products are updated, suspended, canceled by an
// operator or by the platform at their funding deadline, or funded and executed, loans are
// scheduled, borrowers pay on time, a few late (installments and whole loans overdue), early, or
// too much (credit refunded), installments are distributed to every investor with taxes and fees,
// loans complete, investors withdraw (some withdrawals fail), the operator sets the repayment policy.
// Two loans in twenty go bad: the borrower stops paying, the daily run accelerates the loan after
// 60 days, then a partial recovery, a write-off and a later recovery from a guarantor — or a sale.
// Six loans in twenty see their first investor list their claim for sale a month after execution
// (원리금수취권 양도): one listing stays open, one is withdrawn, one ends; three are bought the
// day they are listed by an investor outside the loan (one in a loan that later goes bad, one in a
// loan repaid early), and
// every later payment, recovery and write-off of that claim follows the buyer.
// Which loan does what follows its number, so even a small log has every event type.
import { seoulDate } from '../../server/src/shared/clock';
import { InvestmentLine, ProductTerms, ProductType, productStreamId } from '../../server/src/products/product.events';
import { productDecider } from '../../server/src/products/product.decider';
import { loanDecider, LoanState, owedOn } from '../../server/src/repayments/loan.decider';
import { loanStreamId } from '../../server/src/repayments/loan.events';
import { investorStreamId, walletDecider, WalletState } from '../../server/src/wallet/wallet.decider';
import { DecidedStreams, Execute, seededRandom, uuidOf } from './decided-streams';
import { AutoInvestCommand, autoInvestDecider, AutoInvestState } from '../../server/src/auto-invest/auto-invest.decider';
import { autoInvestStreamId } from '../../server/src/auto-invest/auto-invest.events';
import { walletCommandsOf } from '../../server/src/repayments/bad-loans/loan-step.plan';
import type { LoanEvent } from '../../server/src/repayments/loan.events';
import { accruedInterestWon, holderParts, holderPayouts, investorsOf, loanSchedule, NO_TRANSFERS, partiesPrincipalFrom, Payout, withholding } from '../../server/src/shared/loan-maths';
import { TRANSFER_POLICIES } from '../../server/src/repayments/transfers/transfer-policy';
import { heldClaim } from '../../server/src/repayments/transfers/claim-transfer.decide';
import { listingDecider, listingStreamId } from '../../server/src/repayments/transfers/listing.decider';

export interface LifetimeShape {
  seed: number;
  investors: number;
  loans: number;
  investorsPerLoan: number;
  /** Loans launch one after another over these days. */
  launchDays: number;
  /** The log stops at the end of the first day with at least this many events, or after maxDays. */
  targetEvents: number;
  maxDays: number;
}

/** The bench's platform: 10,000 investors, 1,000 loans of ~100 investors each, about a million events. */
export const MILLION_EVENT_SHAPE: LifetimeShape = {
  seed: 1, investors: 10_000, loans: 1_000, investorsPerLoan: 100, launchDays: 120, targetEvents: 1_000_000, maxDays: 3_650,
};

const DAY_MS = 86_400_000;
/**
 * Repayments are dated by the business clock, which here runs 40 days ahead of the recorded time
 * (a sandbox whose clock was moved): a fold that dated them by recorded time would differ. The
 * credits of odd-numbered loans are written as they were before `paidAt` existed (none), so the
 * log holds both kinds. Likewise every event from BUSINESS_AT_FROM_DAY on records its business
 * instant (metadata `business_at`, 40 days ahead), and the events before carry none.
 */
const BUSINESS_OFFSET_MS = 40 * DAY_MS;
const businessAt = (recordedAt: Date): Date => new Date(recordedAt.getTime() + BUSINESS_OFFSET_MS);
const BUSINESS_AT_FROM_DAY = 20;
const START_MS = Date.UTC(2025, 0, 6, 1, 0, 0); // 2025-01-06 10:00 Korea time
const TYPES: ProductType[] = ['apt', 'realty', 'credit', 'corporate'];
const TERMS = [6, 12, 12, 18, 24];

/** What a loan's borrower does, by loan number: most pay on time. */
type Profile = 'canceled' | 'unfunded' | 'very_late' | 'early' | 'late' | 'overpays' | 'written_off' | 'sold' | 'on_time';
/** One loan in a hundred never raises its target: the platform cancels it at its deadline (funding_failed). */
const profileOf = (k: number): Profile => (k % 100 === 10 ? 'unfunded' : (['canceled', 'very_late', 'early', 'late', 'overpays', 'written_off', 'sold'] as Profile[])[k % 20] ?? 'on_time');
const goesBad = (profile: Profile) => profile === 'written_off' || profile === 'sold';
/** The days unpaid after which the daily run accelerates a loan (the default policy). */
const ACCELERATION_DAYS = 60;
/** Products close three days after launch; the platform's cancel comes the day after. */
const CLOSES_AFTER_DAYS = 3;

const addDays = (on: string, days: number): string => new Date(Date.parse(`${on}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface Loan {
  k: number;
  productId: string;
  profile: Profile;
  lines: InvestmentLine[];
  executeOnDay: number;
  /** The day the platform cancels it for not raising its target (-1: never). */
  failsOnDay: number;
  payouts?: Payout[];
}

export async function writeLifetimeLog(shape: LifetimeShape, execute: Execute, onDay?: (day: number, events: number) => void): Promise<DecidedStreams> {
  const log = new DecidedStreams(execute);
  const random = seededRandom(shape.seed);
  const userIds = Array.from({ length: shape.investors }, (_, i) => uuidOf(`investor:${shape.seed}:${i}`));
  const loans: Loan[] = [];
  const active: Loan[] = [];
  const pendingWithdrawals: { userId: string; withdrawalId: string }[] = [];
  let tids = 0;
  let finished = 0;
  let at = new Date(START_MS);
  // Each command a little after the last: recorded_at grows through the day.
  const tick = () => { at = new Date(at.getTime() + 50); };

  const wallet = (userId: string) => log.state<WalletState>(investorStreamId(userId)) ?? walletDecider.initialState();
  const deposit = (userId: string, amountWon: number) =>
    log.run(investorStreamId(userId), walletDecider, { type: 'CreditDeposit', tid: uuidOf(`tid:${shape.seed}:${tids++}`), amountWon, depositorName: `투자자${userId.slice(0, 4)}`, at: at.toISOString() }, at);
  const product = (productId: string, command: Parameters<typeof productDecider.decide>[0]) => must(log.run(productStreamId(productId), productDecider, command, at));
  const loan = (productId: string, command: Parameters<typeof loanDecider.decide>[0]) => must(log.run(loanStreamId(productId), loanDecider, command, at));

  for (let day = 0; day < shape.maxDays; day += 1) {
    const dayStartMs = START_MS + day * DAY_MS;
    at = new Date(dayStartMs);
    if (day === BUSINESS_AT_FROM_DAY) log.businessOffsetMs = BUSINESS_OFFSET_MS;
    const today = seoulDate(at);

    // Yesterday's withdrawals come back from the bank: paid out, or restored after a timeout.
    for (const w of pendingWithdrawals.splice(0)) {
      tick();
      const failed = finished++ % 20 === 7; // one in twenty times out at the bank
      log.run(investorStreamId(w.userId), walletDecider, failed ? { type: 'FailWithdrawal', withdrawalId: w.withdrawalId, failCode: 'REQUEST_HAS_TIME_OUT' } : { type: 'CompleteWithdrawal', withdrawalId: w.withdrawalId }, at);
    }
    // The operator confirms the repayment policy at launch and again six weeks on (from the next
    // week): a registered platform's 14 % income tax, no platform fee.
    if (day === 0 || day === 45) {
      const effectiveOn = addDays(today, day === 0 ? 0 : 7);
      log.record('repayment-policy', { type: 'RepaymentPolicyChanged', data: { effectiveOn, platformRegistered: true, incomeTaxBp: 1400, feeBp: 0, changedOn: today } }, at);
    }
    // The first ten days every investor makes a first deposit.
    for (let i = day; day < 10 && i < shape.investors; i += 10) {
      tick();
      deposit(userIds[i], 10_000 * (300 + Math.floor(random() * 1_700)));
    }
    for (let k = loans.length; k < shape.loans && Math.floor((k * shape.launchDays) / shape.loans) + 10 <= day; k = loans.length) {
      loans.push(launch(k, day));
    }
    for (const l of loans.filter((x) => x.executeOnDay === day)) executeLoan(l);
    for (const l of loans.filter((x) => x.failsOnDay === day)) failFunding(l);
    for (const l of active) payBorrower(l, today);
    repaymentRun(today);
    for (const l of active) transferListing(l, day, today);
    // A few investors take money out.
    for (let n = Math.floor(shape.investors * 0.002 + random()); n > 0; n -= 1) {
      const userId = userIds[Math.floor(random() * shape.investors)];
      const amountWon = Math.floor(wallet(userId).balanceWon / 20_000) * 10_000;
      if (amountWon <= 0 || pendingWithdrawals.some((w) => w.userId === userId)) continue;
      tick();
      const withdrawalId = uuidOf(`withdrawal:${shape.seed}:${day}:${n}`);
      if (log.run(investorStreamId(userId), walletDecider, { type: 'RequestWithdrawal', withdrawalId, amountWon, bankCode: '004', accountNumber: `1002${String(n).padStart(8, '0')}` }, at)) {
        pendingWithdrawals.push({ userId, withdrawalId });
      }
    }
    await log.flush();
    onDay?.(day, log.decided);
    if (log.decided >= shape.targetEvents) break;
  }
  await log.flush(true);
  return log;

  /**
   * Auto-invest (docs/api.md "Auto-invest"): each loan's first investor holds a standing contract
   * (set on first use, replaced every fifth loan, stopped every seventh) that records the
   * placement, and the second investor's contract records a skip.
   */
  function autoInvest(productId: string, borrowerId: string, k: number, placed: InvestmentLine[]): void {
    const on = seoulDate(at);
    const contract = (userId: string, command: AutoInvestCommand) => log.run(autoInvestStreamId(userId), autoInvestDecider, command, at, { source: 'auto' });
    const ensure = (userId: string, replace: boolean) => {
      const state = log.state<AutoInvestState>(autoInvestStreamId(userId));
      if (state?.exists && !state.stopped && !replace) return;
      must(contract(userId, {
        type: 'SetAutoInvest', userId, contractId: uuidOf(`auto-invest:${userId}:${state?.version ?? 0}`), acknowledged: true, today: on, at: at.toISOString(),
        maxAmountPerProductWon: 100_000, text: `자동투자 기본계약 ${on}`,
        terms: { amountPerProductWon: 10_000, totalLimitWon: 1_000_000_000, maxPerBorrowerWon: null, endsOn: addDays(on, 365), criteria: { types: [], grades: [], minRateBp: null, maxTermMonths: null, repaymentMethods: [], includePf: false } },
      }));
    };
    const [first, second] = placed;
    if (!first) return;
    tick();
    ensure(first.userId, k % 5 === 0);
    must(contract(first.userId, {
      type: 'RecordAutoPlacement', productId, investmentId: first.investmentId, borrowerId, amountWon: first.amountWon, on, at: at.toISOString(), placedWon: 0, borrowerPlacedWon: 0,
    }));
    if (second && second.userId !== first.userId) {
      ensure(second.userId, false);
      must(contract(second.userId, { type: 'RecordAutoSkip', productId, amountWon: 10_000, failCode: 'not_enough_balance', on, at: at.toISOString() }));
    }
    if (k % 7 === 6) must(contract(first.userId, { type: 'StopAutoInvest', at: at.toISOString() }));
  }

  function launch(k: number, day: number): Loan {
    const productId = uuidOf(`product:${shape.seed}:${k}`);
    const profile = profileOf(k);
    const type = TYPES[k % TYPES.length];
    const slots = pickInvestors(shape.investorsPerLoan).map((userId, j) => ({
      userId, investmentId: uuidOf(`investment:${shape.seed}:${k}:${j}`),
      // Loans k % 4 = 0 see their first investor change their mind while funding (a small ticket,
      // so it always fits under the target of those who stay).
      cancels: j === 0 && k % 4 === 0 && shape.investorsPerLoan > 1,
      amountWon: j === 0 && k % 4 === 0 ? 10_000 : 10_000 * (1 + Math.floor(random() ** 2 * 100)),
    }));
    // A product canceled or never filled asks for every slot and gets half of them.
    const short = profile === 'canceled' || profile === 'unfunded';
    const kept = short ? slots : slots.filter((s) => !s.cancels);
    // Loans k % 10 = 3 raise less than they asked: the operator lowers the target to what came in.
    const lowers = !short && k % 10 === 3 && kept.length >= 3;
    const terms: ProductTerms = {
      title: `${type === 'apt' || type === 'realty' ? '부동산 담보' : '신용'} 대출 ${k + 1}호`, type, borrowerId: `borrower-${k % 700}`, borrowerName: `차입자${k % 700}`,
      grade: ['A1', 'A2', 'B1', 'B2', 'C1'][k % 5], rateBp: 800 + 50 * (k % 20), termMonths: TERMS[k % TERMS.length],
      repaymentMethod: k % 5 === 4 ? 'bullet' : 'equal_installment', targetAmountWon: kept.reduce((t, s) => t + s.amountWon, lowers ? 50_000 : 0), minAmountWon: 10_000,
      maxPerUserWon: 0, opensAt: at.toISOString(), closesAt: new Date(at.getTime() + CLOSES_AFTER_DAYS * DAY_MS).toISOString(), investorOnly: false,
      description: `${k + 1}호 상품 설명`, collateral: type === 'apt' || type === 'realty' ? { address: `서울시 ${k}번지`, appraisalWon: 900_000_000, seniorDebtWon: 300_000_000, lienRank: 2 } : null,
    };
    tick();
    product(productId, { type: 'RegisterProduct', productId, terms, now: at });
    if (k % 10 === 6) product(productId, { type: 'UpdateProduct', productId, changes: { description: `${k + 1}호 상품 설명 (수정)`, investorOnly: true }, now: at });
    product(productId, { type: 'OpenProduct', productId, by: 'scheduler', now: at });
    const lines: InvestmentLine[] = [];
    const placeable = short ? slots.slice(0, Math.ceil(slots.length / 2)) : slots;
    for (const [j, s] of placeable.entries()) {
      tick();
      if (wallet(s.userId).balanceWon < s.amountWon) deposit(s.userId, s.amountWon + 5_000_000);
      tick();
      must(log.run(investorStreamId(s.userId), walletDecider, { type: 'HoldForInvestment', investmentId: s.investmentId, productId, amountWon: s.amountWon }, at));
      product(productId, { type: 'PlaceInvestment', productId, investmentId: s.investmentId, userId: s.userId, amountWon: s.amountWon, userInvestedInProductWon: 0, now: at });
      const line = { investmentId: s.investmentId, userId: s.userId, amountWon: s.amountWon };
      if (s.cancels && !short) {
        tick();
        product(productId, { type: 'CancelInvestment', productId, investmentId: s.investmentId, userId: s.userId, amountWon: s.amountWon, now: at });
        must(log.run(investorStreamId(s.userId), walletDecider, { type: 'ReleaseInvestmentHold', ...line, productId, reason: 'investor' }, at));
      } else lines.push(line);
      if (k % 10 === 7 && j === Math.floor(placeable.length / 2)) {
        product(productId, { type: 'SuspendProduct', productId, now: at });
        product(productId, { type: 'ResumeProduct', productId, now: at });
      }
    }
    autoInvest(productId, terms.borrowerId, k, lines);
    if (lowers) lowerTargetAndReconfirm(productId, lines);
    if (profile === 'canceled') {
      tick();
      product(productId, { type: 'CancelProduct', productId, investments: lines, reason: 'operator', now: at });
      forEachInvestorSorted(lines, (line) => must(log.run(investorStreamId(line.userId), walletDecider, { type: 'ReleaseInvestmentHold', ...line, productId, reason: 'product_canceled' }, at)));
    }
    // Executed three days after launch, as operators do once the money is in.
    return { k, productId, profile, lines, executeOnDay: short ? -1 : day + 3, failsOnDay: profile === 'unfunded' ? day + CLOSES_AFTER_DAYS + 1 : -1 };
  }

  /**
   * The target lowered to what was raised (funded at once, every investor asked again): the first
   * keeps theirs, the second cancels (funding reopens) and invests the same again (funded again),
   * the others keep theirs. `lines` ends as the investments executed.
   */
  function lowerTargetAndReconfirm(productId: string, lines: InvestmentLine[]): void {
    const reconfirm = (line: InvestmentLine) => product(productId, { type: 'ReconfirmInvestment', productId, investmentId: line.investmentId, userId: line.userId, now: at });
    tick();
    product(productId, { type: 'LowerTarget', productId, targetAmountWon: lines.reduce((t, l) => t + l.amountWon, 0), reconfirmBy: new Date(at.getTime() + 2 * DAY_MS), investments: [...lines], now: at });
    tick();
    reconfirm(lines[0]);
    const [gone] = lines.splice(1, 1);
    tick();
    product(productId, { type: 'CancelInvestment', productId, investmentId: gone.investmentId, userId: gone.userId, amountWon: gone.amountWon, now: at });
    must(log.run(investorStreamId(gone.userId), walletDecider, { type: 'ReleaseInvestmentHold', ...gone, productId, reason: 'investor' }, at));
    const again = { investmentId: uuidOf(`investment:${shape.seed}:${productId}:again`), userId: gone.userId, amountWon: gone.amountWon };
    tick();
    must(log.run(investorStreamId(again.userId), walletDecider, { type: 'HoldForInvestment', investmentId: again.investmentId, productId, amountWon: again.amountWon }, at));
    product(productId, { type: 'PlaceInvestment', productId, investmentId: again.investmentId, userId: again.userId, amountWon: again.amountWon, userInvestedInProductWon: 0, now: at });
    for (const line of lines.slice(1)) {
      tick();
      reconfirm(line);
    }
    lines.push(again);
  }

  /** Past its closes_at still short of its target: the platform cancels it and every hold goes back. */
  function failFunding(l: Loan): void {
    tick();
    product(l.productId, { type: 'CancelProduct', productId: l.productId, investments: l.lines, reason: 'funding_failed', now: at });
    forEachInvestorSorted(l.lines, (line) => must(log.run(investorStreamId(line.userId), walletDecider, { type: 'ReleaseInvestmentHold', ...line, productId: l.productId, reason: 'funding_failed' }, at)));
  }

  function executeLoan(l: Loan): void {
    tick();
    product(l.productId, { type: 'ExecuteProduct', productId: l.productId, investments: l.lines, now: at });
    forEachInvestorSorted(l.lines, (line) => must(log.run(investorStreamId(line.userId), walletDecider, { type: 'ExecuteInvestmentHold', ...line, productId: l.productId }, at)));
    tick();
    const principalWon = l.lines.reduce((t, i) => t + i.amountWon, 0);
    const terms = { principalWon, rateBp: 800 + 50 * (l.k % 20), termMonths: TERMS[l.k % TERMS.length], method: l.k % 5 === 4 ? ('bullet' as const) : ('equal_installment' as const) };
    loan(l.productId, {
      type: 'ScheduleLoan',
      data: {
        productId: l.productId, executedAt: at.toISOString(), executedOn: seoulDate(at), principalWon, rateBp: terms.rateBp, termMonths: terms.termMonths,
        method: terms.method, investors: investorsOf(l.lines), investments: l.lines,
        // One loan in five pays the platform a fee out of interest.
        policy: { incomeTaxBp: 1400, feeBp: l.k % 5 === 1 ? 500 : 0 }, installments: loanSchedule(terms, at),
        // The sold ones are personal debtors' (개인채무자보호법 switches): noticed before acceleration.
        ...(l.profile === 'sold' ? { personalDebtor: true } : {}),
      },
    });
    active.push(l);
  }

  function payBorrower(l: Loan, today: string): void {
    const state = log.state<LoanState>(loanStreamId(l.productId))!;
    const unfunded = state.installments.filter((i) => i.status === 'scheduled');
    if (unfunded.length === 0) return;
    const due = unfunded.filter((i) => i.dueOn <= today);
    const second = state.installments.find((i) => i.seq === 2);
    const pay = (amountWon: number) => {
      tick();
      const events = loan(l.productId, { type: 'ReceiveBorrowerPayment', paymentId: uuidOf(`payment:${l.productId}:${today}:${amountWon}`), amountWon, paidOn: today, now: at });
      if (events.some((e) => e.type === 'LoanRepaidEarly')) l.payouts = undefined;
      if (events.some((e) => e.type === 'LoanOverdueCleared')) product(l.productId, { type: 'ClearProductOverdue', productId: l.productId, now: at });
    };
    if (l.profile === 'early' && state.installments.some((i) => i.seq === 3 && i.status !== 'scheduled') && addDays(state.installments.find((i) => i.seq === 3)!.dueOn, 10) === today) {
      // Ten days after the third installment the borrower repays everything, with a little over.
      const outstandingWon = unfunded.reduce((t, i) => t + i.principalWon, 0);
      pay(outstandingWon + accruedInterestWon(outstandingWon, state.rateBp, state.installments.find((i) => i.seq === 3)!.dueOn, today) + 7_000);
      return;
    }
    if (due.length === 0) return;
    // A borrower who goes bad pays the first installment and nothing after it.
    if (goesBad(l.profile) && due.some((i) => i.seq >= 2)) return;
    const lateDays = l.profile === 'very_late' ? 35 : l.profile === 'late' ? 5 : 0;
    // The late borrowers miss the second installment and then pay everything due at once.
    if (second && lateDays > 0 && second.status === 'scheduled' && today < addDays(second.dueOn, lateDays)) return;
    // Late installments owe their late interest too (연체이자, to the day paid).
    const owedWon = due.reduce((t, i) => t + owedOn(state, i, today).totalWon, 0) - state.creditWon;
    pay(owedWon + (l.profile === 'overpays' && due[0].seq % 3 === 1 ? 1_000 : 0));
  }

  function repaymentRun(today: string): void {
    for (const l of [...active]) {
      let state = log.state<LoanState>(loanStreamId(l.productId))!;
      if (state.installments.some((i) => i.status === 'scheduled' && i.dueOn < today)) {
        tick();
        const events = loan(l.productId, { type: 'MarkOverdue', asOf: today, accelerationDays: ACCELERATION_DAYS, accelerationNoticeDays: 10, now: businessAt(at) });
        if (events.some((e) => e.type === 'LoanOverdue')) product(l.productId, { type: 'MarkProductOverdue', productId: l.productId, now: at });
        if (events.some((e) => e.type === 'LoanAccelerated')) product(l.productId, { type: 'FollowLoanStatus', productId: l.productId, status: 'defaulted', now: at });
      }
      badLoanSteps(l, today);
      for (const installment of state.installments.filter((i) => i.status === 'funded' && i.dueOn <= today)) {
        // An installment paid late carries its late interest, split among its investors.
        // Each share to whoever holds it (a claim bought: claim-holders.ts), as the batch pays it.
        const split = () => holderPayouts(state.installments, state.investors, state.holders ?? NO_TRANSFERS, state.policy);
        const all = installment.lateInterestWon ? split() : (l.payouts ??= split());
        const payouts = all.filter((p) => p.seq === installment.seq && p.principalWon + p.interestWon + p.lateInterestWon > 0);
        // Once a claim changed hands, each payment names its parts by loan party, as the batch sends them (credit-chunks.ts).
        const parts = state.holders && Object.keys(state.holders).length > 0 ? holderParts(state.installments, state.investors, state.holders, installment.seq) : null;
        tick();
        for (const p of payouts) {
          const credited = must(log.run(investorStreamId(p.userId), walletDecider, {
            type: 'CreditRepayment', productId: l.productId, seq: p.seq, principalWon: p.principalWon, interestWon: p.interestWon,
            ...(p.lateInterestWon > 0 ? { lateInterestWon: p.lateInterestWon } : {}),
            incomeTaxWon: p.incomeTaxWon, localTaxWon: p.localTaxWon, feeWon: p.feeWon, paidAt: businessAt(at).toISOString(),
            ...(parts ? { parts: parts.get(p.userId) ?? [] } : {}),
          }, at));
          if (l.k % 2 === 1) for (const event of credited) delete (event.data as { paidAt?: string }).paidAt;
        }
        tick();
        const events = loan(l.productId, { type: 'RecordInstallmentDistributed', seq: installment.seq, investorCount: payouts.length, now: at });
        if (events.some((e) => e.type === 'LoanCompleted')) product(l.productId, { type: 'CompleteProduct', productId: l.productId, now: at });
      }
      state = log.state<LoanState>(loanStreamId(l.productId))!;
      // Money beyond what the loan owes goes back to the borrower the same day.
      if (state.creditWon > 0 && (l.profile === 'overpays' || l.profile === 'early')) {
        tick();
        loan(l.productId, { type: 'RefundBorrowerCredit', amountWon: state.creditWon, refundedOn: today, now: at });
      }
      if (state.status === 'completed' || state.status === 'sold') active.splice(active.indexOf(l), 1);
    }
  }

  /**
   * After acceleration: 10 days on a partial recovery from collateral with costs; a written_off
   * loan is written off 20 days on and a guarantor pays 10 days later; a sold loan is sold 15 days on.
   * Each step's investors are credited (or written off) as the operators' step does (walletCommandsOf).
   */
  function badLoanSteps(l: Loan, today: string): void {
    const state = log.state<LoanState>(loanStreamId(l.productId))!;
    if (!state.claim) return;
    const daysSince = Math.round((Date.parse(today) - Date.parse(state.claim.acceleratedOn)) / DAY_MS);
    const now = businessAt(at);
    const recovery = (id: string, amountWon: number, source: 'collateral' | 'guarantor', costsWon: number) =>
      step({ type: 'RecordRecovery', recoveryId: uuidOf(`recovery:${l.productId}:${id}`), amountWon, receivedOn: today, source, costsWon, memo: id, today, now });
    const step = (command: Parameters<typeof loanDecider.decide>[0]) => {
      tick();
      const before = state;
      const events = loan(l.productId, command) as LoanEvent[];
      for (const e of events) {
        if (e.type === 'LoanWrittenOff' && !events.some((x) => x.type === 'LoanSold')) product(l.productId, { type: 'FollowLoanStatus', productId: l.productId, status: 'written_off', now: at });
        if (e.type === 'LoanSold') product(l.productId, { type: 'FollowLoanStatus', productId: l.productId, status: 'sold', now: at });
        if (e.type === 'LoanCompleted') product(l.productId, { type: 'CompleteProduct', productId: l.productId, now: at });
      }
      const credits = walletCommandsOf(events, before, { incomeTaxBp: 1400, feeBp: 0 }, now).sort((a, b) => (a.userId < b.userId ? -1 : 1));
      for (const c of credits) must(log.run(investorStreamId(c.userId), walletDecider, c.command, at));
    };
    if (daysSince === 10) recovery('collateral', Math.floor(state.principalWon / 3), 'collateral', 50_000);
    else if (l.profile === 'written_off' && daysSince === 20 && state.status === 'defaulted') {
      step({ type: 'WriteOffLoan', on: today, reason: '회수 가능성 낮음', today, now });
    } else if (l.profile === 'written_off' && daysSince === 30 && state.status === 'written_off') recovery('guarantor', 70_000, 'guarantor', 0);
    else if (l.profile === 'sold' && daysSince === 15) {
      step({ type: 'SellLoan', recoveryId: uuidOf(`sale:${l.productId}`), priceWon: Math.floor(state.principalWon / 4), buyerName: '가나다자산관리', soldOn: today, costsWon: 10_000, today, now });
    }
  }

  /**
   * Loans k % 20 = 11, 12, 13: the first investor lists their claim 35 days after execution; 12
   * withdraws it, 13's ends, 5 days on. Loans 14, 5 (it goes bad) and 2 (repaid early): listed and
   * bought the same day, as the purchase command appends it: by an investor outside the loan, or
   * for 14 by another of its investors (who then holds an investment and a claim bought in it).
   */
  function transferListing(l: Loan, day: number, today: string): void {
    const which = l.k % 20;
    const bought = which === 14 || which === 5 || which === 2;
    if (!bought && (which < 11 || which > 13 || l.profile !== 'on_time')) return;
    if (l.lines.length === 0) return;
    const listingId = uuidOf(`listing:${shape.seed}:${l.k}`);
    const sellerId = l.lines[0].userId;
    if (day === l.executeOnDay + 35) {
      const held = heldClaim(log.state<LoanState>(loanStreamId(l.productId))!, sellerId, today);
      if (!held) return;
      tick();
      log.run(listingStreamId(listingId), listingDecider, {
        type: 'OpenListing',
        data: {
          listingId, sellerId, productId: l.productId, investmentId: l.lines[0].investmentId, priceWon: held.outstandingPrincipalWon, outstandingPrincipalWon: held.outstandingPrincipalWon,
          fromSeq: held.fromSeq, listedOn: today, listedAt: businessAt(at).toISOString(),
        },
      }, at);
      if (bought) buyListing(l, listingId, sellerId, held.fromSeq, held.outstandingPrincipalWon, today);
    }
    if (day === l.executeOnDay + 40 && which !== 11 && !bought && log.state(listingStreamId(listingId))) {
      tick();
      log.run(listingStreamId(listingId), listingDecider, which === 12 ? { type: 'WithdrawListing', userId: sellerId, now: at } : { type: 'EndListing', reason: 'due_date_passed', now: at }, at);
    }
  }

  /** The purchase command's one append, stream by stream: the listing sold, the claim transferred, the buyer's and the seller's wallets. */
  function buyListing(l: Loan, listingId: string, sellerId: string, fromSeq: number, principalWon: number, today: string): void {
    const inLoan = new Set(l.lines.map((line) => line.userId));
    // Loans 14: bought by another investor of the same loan, who then holds their own investment and the claim bought.
    const insider = l.k % 20 === 14 ? [...inLoan].find((u) => u !== sellerId && wallet(u).balanceWon >= principalWon * 2) : undefined;
    const buyerId = insider ?? userIds.find((u, i) => i % 7 === l.k % 7 && !inLoan.has(u) && wallet(u).balanceWon >= principalWon * 2);
    if (!buyerId) return;
    tick();
    const now = businessAt(at);
    const before = log.state<LoanState>(loanStreamId(l.productId))!;
    const parts = partiesPrincipalFrom(before.installments, before.investors, before.holders ?? NO_TRANSFERS, sellerId, fromSeq);
    must(log.run(listingStreamId(listingId), listingDecider, { type: 'SellListing', buyerId, on: today, now }, at));
    const [transferred] = loan(l.productId, {
      type: 'TransferClaim', listingId, fromUserId: sellerId, toUserId: buyerId, on: today, priceWon: principalWon, expectedFromSeq: fromSeq, feeBp: 0,
      policy: TRANSFER_POLICIES[0], now,
    });
    if (transferred.type !== 'ClaimTransferred') throw new Error('a transfer appends ClaimTransferred');
    const d = transferred.data;
    l.payouts = undefined;
    const tax = withholding(d.accruedInterestWon, { incomeTaxBp: 1400, feeBp: 0 });
    const paidAt = now.toISOString();
    const wallets = [
      { userId: buyerId, command: { type: 'BuyClaim' as const, productId: l.productId, listingId, investmentId: l.lines[0].investmentId, principalWon: d.outstandingPrincipalWon, priceWon: d.priceWon, accruedInterestWon: d.accruedInterestWon, paidAt, parts } },
      {
        userId: sellerId,
        command: {
          type: 'SellClaim' as const, productId: l.productId, listingId, principalWon: d.outstandingPrincipalWon, priceWon: d.priceWon, feeWon: d.feeWon,
          accruedInterestWon: d.accruedInterestWon, incomeTaxWon: tax.incomeTaxWon, localTaxWon: tax.localTaxWon, paidAt, parts,
        },
      },
    ].sort((a, b) => (a.userId < b.userId ? -1 : 1));
    for (const w of wallets) must(log.run(investorStreamId(w.userId), walletDecider, w.command, at));
  }

  function pickInvestors(n: number): string[] {
    const picked = new Set<number>();
    while (picked.size < Math.min(n, shape.investors)) picked.add(Math.floor(random() * shape.investors));
    return [...picked].map((i) => userIds[i]);
  }
}

/** Product-wide steps touch investors in user id order (as WalletStreams.decideAll does), each investor's lines in order. */
function forEachInvestorSorted(lines: InvestmentLine[], each: (line: InvestmentLine) => void): void {
  const byUser = new Map<string, InvestmentLine[]>();
  for (const line of lines) byUser.set(line.userId, [...(byUser.get(line.userId) ?? []), line]);
  for (const userId of [...byUser.keys()].sort()) for (const line of byUser.get(userId)!) each(line);
}

function must<T>(events: T[] | null): T[] {
  if (events === null) throw new Error('the scenario sent a command its decider refused');
  return events;
}

