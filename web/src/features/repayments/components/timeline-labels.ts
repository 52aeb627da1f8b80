// The investor's words for what happened to a loan (docs/glossary.md), and the holding's figures a
// repayment page sums: what came back on the schedule, by recovery, what is written off and what
// is still out (docs/api.md "Dashboard": invested = outstanding + received + recovered + written off).
import type { InvestmentRepayments, TimelineKind } from '../api/get-investment-repayments';

export const TIMELINE_LABELS: Record<TimelineKind, string> = {
  executed: '실행',
  paid: '상환',
  paid_late: '연체 상환',
  overdue: '연체',
  notice: '연체 공지',
  accelerated: '기한이익상실',
  recovery: '회수',
  sale: '채권 매각',
  write_off: '상각',
  completed: '상환 완료',
  transfer_in: '양수',
  transfer_out: '양도',
};

/** The mark's colour: money back (good), money late or lost (bad), a fact (neutral). */
export type TimelineTone = 'good' | 'bad' | 'neutral';

const TONES: Record<TimelineKind, TimelineTone> = {
  executed: 'neutral',
  paid: 'good',
  paid_late: 'good',
  overdue: 'bad',
  notice: 'neutral',
  accelerated: 'bad',
  recovery: 'good',
  sale: 'neutral',
  write_off: 'bad',
  completed: 'good',
  transfer_in: 'neutral',
  transfer_out: 'neutral',
};

/** A kind this screen does not know yet reads as itself, in neutral. */
export const timelineLabel = (kind: string): string => TIMELINE_LABELS[kind as TimelineKind] ?? kind;
export const timelineTone = (kind: string): TimelineTone => TONES[kind as TimelineKind] ?? 'neutral';

export type HoldingFigures = {
  receivedPrincipalWon: number;
  receivedInterestWon: number;
  recoveredPrincipalWon: number;
  /** Recovered interest and late interest, before tax. */
  recoveredInterestWon: number;
  writtenOffPrincipalWon: number;
  outstandingPrincipalWon: number;
};

/**
 * The holding's sums. Principal still out is the principal of the installments not paid on the
 * schedule less what recoveries brought back and what is written off (a recovery after a
 * write-off moves principal from one to the other, so the two never count it twice).
 */
export function holdingFigures(d: Pick<InvestmentRepayments, 'schedule' | 'recovered' | 'written_off_principal'>): HoldingFigures {
  const paid = d.schedule.filter((r) => r.status === 'paid');
  const receivedPrincipalWon = paid.reduce((s, r) => s + r.principal, 0);
  const receivedInterestWon = paid.reduce((s, r) => s + r.interest, 0);
  const recoveredPrincipalWon = d.recovered?.principal ?? 0;
  const recoveredInterestWon = (d.recovered?.interest ?? 0) + (d.recovered?.late_interest ?? 0);
  const writtenOffPrincipalWon = d.written_off_principal ?? 0;
  const unpaidPrincipalWon = d.schedule.filter((r) => r.status !== 'paid').reduce((s, r) => s + r.principal, 0);
  const outstandingPrincipalWon = Math.max(0, unpaidPrincipalWon - recoveredPrincipalWon - writtenOffPrincipalWon);
  return { receivedPrincipalWon, receivedInterestWon, recoveredPrincipalWon, recoveredInterestWon, writtenOffPrincipalWon, outstandingPrincipalWon };
}
