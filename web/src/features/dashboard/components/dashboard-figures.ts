// The dashboard's headline figures from GET /dashboard (integer won; rates in basis points):
// 총 자산 = 예치금 + 투자 대기 + 남은 원금; 수익 = 받은 이자 (세전) or minus withheld tax and fees
// (세후); 수익률 = 수익 ÷ the principal lent out so far (투자 금액 − 투자 대기), as docs/glossary.md says.
import type { Dashboard } from '../api/get-dashboard';

export type DashboardFigures = {
  totalAssetsWon: number;
  lentWon: number;
  incomeBeforeTaxWon: number;
  incomeAfterTaxWon: number;
  /** null until some principal has been lent out (no base to divide by). */
  returnBeforeTaxBp: number | null;
  returnAfterTaxBp: number | null;
};

const bp = (partWon: number, wholeWon: number): number | null => (wholeWon > 0 ? Math.floor((partWon * 10_000) / wholeWon) : null);

export function dashboardFigures(d: Pick<Dashboard, 'balance' | 'held' | 'outstanding_principal' | 'invested_total' | 'received_interest' | 'tax_withheld' | 'fees_paid'>): DashboardFigures {
  const lentWon = Math.max(0, d.invested_total - d.held);
  const incomeBeforeTaxWon = d.received_interest;
  const incomeAfterTaxWon = d.received_interest - d.tax_withheld - d.fees_paid;
  return {
    totalAssetsWon: d.balance + d.held + d.outstanding_principal,
    lentWon,
    incomeBeforeTaxWon,
    incomeAfterTaxWon,
    returnBeforeTaxBp: bp(incomeBeforeTaxWon, lentWon),
    returnAfterTaxBp: bp(incomeAfterTaxWon, lentWon),
  };
}
