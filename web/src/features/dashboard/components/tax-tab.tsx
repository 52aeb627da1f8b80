import { useStats } from '@/api/get-stats';
import { AsyncBoundary } from '@/components/async-boundary';
import { DataTable, type Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { todayInKorea } from '@/lib/format';
import { useDashboardSchedule } from '../api/get-dashboard-schedule';
import { koreaDate, statementYears, withheldTaxes, type TaxRow } from './payout-aggregation';
import './tax-tab.css';

/**
 * The business year running now: GET /stats answers as of the business clock (moved forward in
 * the sandbox); should it fail, the real Korean year (the two are the same in production).
 */
function useBusinessYear(): number | undefined {
  const stats = useStats();
  if (stats.data) return Number(koreaDate(stats.data.as_of).slice(0, 4));
  return stats.isError ? Number(todayInKorea().slice(0, 4)) : undefined;
}

/**
 * Per year paid and this year: the statement of interest and tax withheld (GET /me/tax_statements/{year}?format=pdf)
 * and the 이자소득 원천징수영수증 (`&form=withholding`).
 */
function TaxStatementLinks({ years }: { years: number[] }) {
  return (
    <p className="tax-tab__statements">
      {years.flatMap((year) => [
        <a key={year} className="button button--ghost" href={`/api/me/tax_statements/${year}?format=pdf`} target="_blank" rel="noopener">
          {year}년 원천징수 내역서(PDF)
        </a>,
        <a key={`${year}-withholding`} className="button button--ghost" href={`/api/me/tax_statements/${year}?format=pdf&form=withholding`} target="_blank" rel="noopener">
          {year}년 원천징수영수증(PDF)
        </a>,
      ])}
    </p>
  );
}

function columns(rows: TaxRow[]): Column<TaxRow>[] {
  const sum = (pick: (r: TaxRow) => number) => <Money won={rows.reduce((s, r) => s + pick(r), 0)} />;
  return [
    { key: 'month', header: '지급월', cell: (r) => r.month.replace('-', '.') },
    { key: 'title', header: '상품', cell: (r) => r.title, primary: true },
    { key: 'interest', header: '이자', cell: (r) => <Money won={r.interest} />, numeric: true, total: sum((r) => r.interest) },
    { key: 'income', header: '이자소득세', cell: (r) => <Money won={r.taxIncome} />, numeric: true, total: sum((r) => r.taxIncome) },
    { key: 'local', header: '지방소득세', cell: (r) => <Money won={r.taxLocal} />, numeric: true, total: sum((r) => r.taxLocal) },
    { key: 'total', header: '합계', cell: (r) => <Money won={r.total} />, numeric: true, total: sum((r) => r.total) },
  ];
}

/** /user/dashboard/tax: income and local tax withheld from interest, by month and product. */
export function TaxTab() {
  const schedule = useDashboardSchedule();
  const businessYear = useBusinessYear();
  return (
    <AsyncBoundary
      query={schedule}
      errorTitle="세금 내역을 불러오지 못했습니다."
      isEmpty={(payouts) => withheldTaxes(payouts).length === 0}
      empty={{ title: '원천징수된 세금이 없습니다.', body: '이자가 지급되면 이자소득세와 지방소득세 내역이 표시됩니다.' }}
    >
      {(payouts) => {
        const rows = withheldTaxes(payouts);
        return (
          <div className="stack">
            <p className="muted tax-tab__note">이자를 받을 때마다 이자소득세와 지방소득세(이자소득세의 10%)를 10원 미만 절사하여 원천징수합니다.</p>
            <TaxStatementLinks years={statementYears(payouts, businessYear)} />
            <DataTable caption="월별·상품별 원천징수 세금" columns={columns(rows)} rows={rows} rowKey={(r) => `${r.month}-${r.productId}`} totalLabel="합계" />
          </div>
        );
      }}
    </AsyncBoundary>
  );
}
