// A loan's life as an investor follows it (docs/api.md "Loans that go bad": the repayment page's
// `timeline`): executed, each installment paid (or paid late), overdue, the overdue notice,
// acceleration, each recovery with its costs, the sale, the write-off, completion. Read from the
// loan's own stream; amounts are the loan's, with the caller's share where the step has one. A
// claim that changed hands (docs/api.md "Transfers") is the caller's from its 양수 (bought: price,
// 경과이자) to its 양도 (sold: price, fee): the loan's steps outside that span are not theirs.
import { formatWon } from '../../shared/won';
import { longDate } from '../tax-statements/tax-statement.text';
import type { TimelineEntry } from '../http/repayment-answers.schema';
import type { ClaimTransferredData, LoanEvent } from '../loan.events';

const SOURCE_NAMES: Record<string, string> = { borrower: '차입자', collateral: '담보 처분', guarantor: '보증인', collection: '채권추심' };

function itemOf(e: LoanEvent, userId: string, seoulDateOf: (iso: string) => string): TimelineEntry | null {
  switch (e.type) {
    case 'LoanScheduled':
      return { on: e.data.executedOn, kind: 'executed', amount: e.data.principalWon, note: `${e.data.termMonths}개월 대출 실행` };
    case 'InstallmentFunded': {
      const late = e.data.lateInterestWon ?? 0;
      return late > 0
        ? { on: e.data.fundedOn, kind: 'paid_late', amount: e.data.amountWon, note: `${e.data.seq}회차 연체 상환 (연체이자 ${formatWon(late)} 포함)` }
        : { on: e.data.fundedOn, kind: 'paid', amount: e.data.amountWon, note: `${e.data.seq}회차 상환` };
    }
    case 'LoanRepaidEarly':
      return { on: e.data.paidOn, kind: 'paid', amount: e.data.principalWon + e.data.interestWon, note: '중도 상환' };
    case 'InstallmentOverdue':
      return { on: e.data.asOf, kind: 'overdue', note: `${e.data.seq}회차(${longDate(e.data.dueOn)} 상환분) 미상환` };
    case 'LoanOverdue':
      return { on: e.data.asOf, kind: 'notice', note: `${e.data.daysOverdue}일 연체로 연체 공지 게시` };
    case 'LoanAccelerated': {
      const mine = e.data.holdings.find((h) => h.userId.toLowerCase() === userId)?.principalWon;
      return { on: e.data.on, kind: 'accelerated', amount: e.data.principalWon, note: `기한이익상실: 남은 원금 전액 청구${mine === undefined ? '' : ` (내 원금 ${formatWon(mine)})`}` };
    }
    case 'LoanRecovered': {
      const share = e.data.shares.find((s) => s.userId.toLowerCase() === userId);
      const mine = share ? ` · 내 몫 ${formatWon(share.principalWon + share.interestWon + share.lateInterestWon)}` : '';
      const costs = e.data.costsWon > 0 ? ` · 비용 ${formatWon(e.data.costsWon)}` : '';
      return e.data.kind === 'sale'
        ? { on: e.data.receivedOn, kind: 'sale', amount: e.data.amountWon, note: `채권 매각${costs}${mine}` }
        : { on: e.data.receivedOn, kind: 'recovery', amount: e.data.amountWon, note: `${SOURCE_NAMES[e.data.source ?? 'borrower']} 회수${costs}${mine}` };
    }
    case 'LoanWrittenOff': {
      const mine = e.data.shares.find((s) => s.userId.toLowerCase() === userId)?.principalWon;
      return { on: e.data.on, kind: 'write_off', amount: e.data.principalWon, note: `원금 상각${mine === undefined ? '' : ` (내 원금 ${formatWon(mine)})`} · 이후 회수되면 지급합니다` };
    }
    case 'AccelerationNoticed':
      return { on: e.data.on, kind: 'notice', note: `${longDate(e.data.accelerateOn)}까지 연체금을 상환하지 않으면 기한이익이 상실된다는 통지` };
    case 'LoanCompleted':
      return { on: seoulDateOf(e.data.completedAt), kind: 'completed' };
    default:
      return null;
  }
}

/** A claim that changed hands, as its buyer (양수) or its seller (양도) reads it; null for anyone else. */
function transferItem(d: ClaimTransferredData, userId: string): TimelineEntry | null {
  const common = { on: d.on, amount: d.priceWon, principal: d.outstandingPrincipalWon, price: d.priceWon };
  if (d.toUserId.toLowerCase() === userId) {
    return { ...common, kind: 'transfer_in', accrued_interest: d.accruedInterestWon,
      note: `원리금수취권 양수: ${d.fromSeq}회차부터 원금 ${formatWon(d.outstandingPrincipalWon)} · 경과이자 ${formatWon(d.accruedInterestWon)}` };
  }
  if (d.fromUserId.toLowerCase() === userId) {
    return { ...common, kind: 'transfer_out', fee: d.feeWon,
      note: `원리금수취권 양도: ${d.fromSeq}회차부터 원금 ${formatWon(d.outstandingPrincipalWon)} · 수수료 ${formatWon(d.feeWon)}` };
  }
  return null;
}

/**
 * The caller's timeline of a loan, oldest first (the order the events happened): while they hold
 * a part of it — from its execution if they invested, from a 양수 if they bought — until a 양도 (a
 * holder sells everything it holds in the loan at once); an installment due before the sale stays
 * the seller's, so its payment after the 양도 is still theirs.
 */
export function loanTimeline(events: readonly LoanEvent[], userId: string, seoulDateOf: (iso: string) => string): TimelineEntry[] {
  const me = userId.toLowerCase();
  let holds = false;
  let soldFromSeq = 0;
  const items: TimelineEntry[] = [];
  for (const e of events) {
    if (e.type === 'LoanScheduled') holds = e.data.investors.some((p) => p.id.toLowerCase() === me);
    if (e.type === 'ClaimTransferred') {
      const item = transferItem(e.data, me);
      if (item) items.push(item);
      if (item?.kind === 'transfer_in') holds = true;
      if (item?.kind === 'transfer_out') [holds, soldFromSeq] = [false, e.data.fromSeq];
      continue;
    }
    const stillTheSellers = e.type === 'InstallmentFunded' && e.data.seq < soldFromSeq;
    if (!holds && !stillTheSellers) continue;
    const item = itemOf(e, me, seoulDateOf);
    if (item) items.push(item);
  }
  return items;
}
