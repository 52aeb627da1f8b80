// A platform whose investors have been at it for months, for the reads benchmark: each investor
// deposited several times and holds a few dozen loans, most of them repaying for months (so
// hundreds of wallet lines and schedule rows each), a few products still raising funds. Decided by
// the real deciders and written in bulk (decided-streams.ts); the read models then come from the
// ledger's replay.
import { productDecider } from '../../server/src/products/product.decider';
import { InvestmentLine, ProductType, productStreamId } from '../../server/src/products/product.events';
import { installmentTotalWon, loanDecider, LoanState } from '../../server/src/repayments/loan.decider';
import { loanStreamId } from '../../server/src/repayments/loan.events';
import { seoulDate } from '../../server/src/shared/clock';
import { investorStreamId, walletDecider } from '../../server/src/wallet/wallet.decider';
import { DecidedStreams, Execute, seededRandom, uuidOf } from './decided-streams';
import { investorPayouts, investorsOf, loanSchedule } from '../../server/src/shared/loan-maths';

export interface ReadsShape {
  userIds: string[];
  /** Loans executed months ago, each with `perLoan` investors. */
  loans: number;
  perLoan: number;
  /** Installments each loan has paid (of 12). */
  paidInstallments: number;
  /** Products still raising funds, each with `perLoan` investors so far. */
  funding: number;
}

const DAY_MS = 86_400_000;
const TYPES: ProductType[] = ['apt', 'realty', 'credit', 'corporate'];

function must<T>(events: T[] | null): T[] {
  if (events === null) throw new Error('the history sent a command its decider refused');
  return events;
}

export async function writeReadsHistory(shape: ReadsShape, execute: Execute): Promise<{ events: number; productIds: string[] }> {
  const log = new DecidedStreams(execute);
  const random = seededRandom(18);
  const months = shape.paidInstallments + 1;
  let at = new Date(Date.now() - (months * 31 + 10) * DAY_MS);
  const tick = () => { at = new Date(at.getTime() + 10); };
  // A first deposit each, and one a month after (the wallet's lines are not only repayments).
  const deposit = (userId: string, amountWon: number, n: number) =>
    must(log.run(investorStreamId(userId), walletDecider, { type: 'CreditDeposit', tid: uuidOf(`reads-tid:${userId}:${n}`), amountWon, depositorName: '투자자', at: at.toISOString() }, at));
  shape.userIds.forEach((userId) => { tick(); deposit(userId, 30_000_000, 0); });
  await log.flush();
  const productIds: string[] = [];
  const pick = () => {
    const picked = new Set<number>();
    while (picked.size < Math.min(shape.perLoan, shape.userIds.length)) picked.add(Math.floor(random() * shape.userIds.length));
    return [...picked].map((i) => shape.userIds[i]);
  };
  const launch = (k: number, funding: boolean): { productId: string; lines: InvestmentLine[] } => {
    const productId = uuidOf(`reads-product:${k}`);
    productIds.push(productId);
    const lines = pick().map((userId, j) => ({ investmentId: uuidOf(`reads-investment:${k}:${j}`), userId, amountWon: 10_000 * (1 + Math.floor(random() * 30)) }));
    const raised = lines.reduce((t, l) => t + l.amountWon, 0);
    const type = TYPES[k % TYPES.length];
    const product = (command: Parameters<typeof productDecider.decide>[0]) => must(log.run(productStreamId(productId), productDecider, command, at));
    product({
      type: 'RegisterProduct', productId, now: at, terms: {
        title: `${type === 'apt' || type === 'realty' ? '부동산 담보' : '신용'} 대출 ${k + 1}호`, type, borrowerId: `reads-borrower-${k}`, borrowerName: `차입자${k}`,
        grade: ['A1', 'A2', 'B1'][k % 3], rateBp: 800 + 50 * (k % 12), termMonths: 12, repaymentMethod: k % 5 === 4 ? 'bullet' : 'equal_installment',
        targetAmountWon: funding ? raised * 2 : raised, minAmountWon: 10_000, maxPerUserWon: 0, opensAt: at.toISOString(),
        closesAt: new Date(at.getTime() + (funding ? 400 : 3) * DAY_MS).toISOString(), investorOnly: false, description: `${k + 1}호 상품 설명입니다. `.repeat(20),
        collateral: type === 'apt' || type === 'realty' ? { address: `서울시 ${k}번지`, appraisalWon: 900_000_000, seniorDebtWon: 300_000_000, lienRank: 2 } : null,
      },
    });
    product({ type: 'OpenProduct', productId, by: 'scheduler', now: at });
    for (const line of lines) {
      tick();
      must(log.run(investorStreamId(line.userId), walletDecider, { type: 'HoldForInvestment', investmentId: line.investmentId, productId, amountWon: line.amountWon }, at));
      product({ type: 'PlaceInvestment', productId, investmentId: line.investmentId, userId: line.userId, amountWon: line.amountWon, userInvestedInProductWon: 0, now: at });
    }
    return { productId, lines };
  };
  for (let k = 0; k < shape.loans; k += 1) {
    at = new Date(Date.now() - (months * 31 + 5) * DAY_MS + k * 1_000);
    const { productId, lines } = launch(k, false);
    executeAndRepay(log, productId, lines, k, shape.paidInstallments);
    await log.flush();
  }
  at = new Date(Date.now() - 2 * DAY_MS);
  shape.userIds.forEach((userId, i) => { tick(); deposit(userId, 1_000_000 + (i % 7) * 100_000, 1); });
  for (let k = shape.loans; k < shape.loans + shape.funding; k += 1) launch(k, true);
  await log.flush(true);
  return { events: log.written, productIds };

  function executeAndRepay(streams: DecidedStreams, productId: string, lines: InvestmentLine[], k: number, paid: number): void {
    at = new Date(at.getTime() + DAY_MS);
    must(streams.run(productStreamId(productId), productDecider, { type: 'ExecuteProduct', productId, investments: lines, now: at }, at));
    for (const line of [...lines].sort((a, b) => a.userId.localeCompare(b.userId))) {
      must(streams.run(investorStreamId(line.userId), walletDecider, { type: 'ExecuteInvestmentHold', ...line, productId }, at));
    }
    const principalWon = lines.reduce((t, l) => t + l.amountWon, 0);
    const terms = { principalWon, rateBp: 800 + 50 * (k % 12), termMonths: 12, method: k % 5 === 4 ? ('bullet' as const) : ('equal_installment' as const) };
    const policy = { incomeTaxBp: 1400, feeBp: 0 };
    const installments = loanSchedule(terms, at);
    must(streams.run(loanStreamId(productId), loanDecider, {
      type: 'ScheduleLoan',
      data: { productId, executedAt: at.toISOString(), executedOn: seoulDate(at), ...terms, investors: investorsOf(lines), investments: lines, policy, installments },
    }, at));
    const payouts = investorPayouts(installments, investorsOf(lines), policy);
    for (const installment of installments.slice(0, paid)) {
      at = new Date(Date.parse(`${installment.dueOn}T01:00:00Z`) + k * 1_000);
      const state = streams.state<LoanState>(loanStreamId(productId))!;
      const due = state.installments.find((i) => i.seq === installment.seq)!;
      must(streams.run(loanStreamId(productId), loanDecider, { type: 'ReceiveBorrowerPayment', paymentId: uuidOf(`reads-payment:${k}:${due.seq}`), amountWon: installmentTotalWon(due), paidOn: due.dueOn, now: at }, at));
      const mine = payouts.filter((p) => p.seq === installment.seq && p.principalWon + p.interestWon > 0);
      for (const p of mine) {
        tick();
        must(streams.run(investorStreamId(p.userId), walletDecider, {
          type: 'CreditRepayment', productId, seq: p.seq, principalWon: p.principalWon, interestWon: p.interestWon, incomeTaxWon: p.incomeTaxWon, localTaxWon: p.localTaxWon, feeWon: p.feeWon, paidAt: at.toISOString(),
        }, at));
      }
      must(streams.run(loanStreamId(productId), loanDecider, { type: 'RecordInstallmentDistributed', seq: installment.seq, investorCount: mine.length, now: at }, at));
    }
  }
}
