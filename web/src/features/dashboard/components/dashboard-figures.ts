// The dashboard's headline figures from GET /dashboard (integer won; rates in basis points):
// 총 자산 = 예치금 + 투자 대기 + 남은 원금; 수익 = 받은 이자 + 연체이자 + 회수 이자 − 상각 원금
// (세전, losses counted), less withheld tax and fees (세후); 수익률 = 수익 ÷ the principal lent
// out so far (투자 금액 − 투자 대기), as docs/glossary.md says. A written-off won is a won lost,
// so a holding gone bad can make the return negative.
import type { Dashboard } from '../api/get-dashboard';

export type DashboardFigures = {
  totalAssetsWon: number;
  lentWon: number;
  /** Every interest paid out before tax: on the schedule, late interest, and from recoveries. */
  interestWon: number;
  incomeBeforeTaxWon: number;
  incomeAfterTaxWon: number;
  /** null until some principal has been lent out (no base to divide by). */
  returnBeforeTaxBp: number | null;
  returnAfterTaxBp: number | null;
};

const bp = (partWon: number, wholeWon: number): number | null => (wholeWon > 0 ? Math.trunc((partWon * 10_000) / wholeWon) : null);

type Input = Pick<Dashboard, 'balance' | 'held' | 'outstanding_principal' | 'invested_total' | 'received_interest' | 'tax_withheld' | 'fees_paid'> &
  Partial<Pick<Dashboard, 'late_interest_received' | 'recovered_interest' | 'written_off_principal'>>;

export function dashboardFigures(d: Input): DashboardFigures {
  const lentWon = Math.max(0, d.invested_total - d.held);
  const interestWon = d.received_interest + (d.late_interest_received ?? 0) + (d.recovered_interest ?? 0);
  const incomeBeforeTaxWon = interestWon - (d.written_off_principal ?? 0);
  const incomeAfterTaxWon = incomeBeforeTaxWon - d.tax_withheld - d.fees_paid;
  return {
    totalAssetsWon: d.balance + d.held + d.outstanding_principal,
    lentWon,
    interestWon,
    incomeBeforeTaxWon,
    incomeAfterTaxWon,
    returnBeforeTaxBp: bp(incomeBeforeTaxWon, lentWon),
    returnAfterTaxBp: bp(incomeAfterTaxWon, lentWon),
  };
}
