import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatWon } from '@/lib/format';
import { useDashboardSchedule } from '../api/get-dashboard-schedule';
import { withheldTaxes } from './payout-aggregation';

/** The yearly statement of interest and tax withheld (GET /me/tax_statements/{year}?format=pdf), per year paid. */
function TaxStatementLinks({ years }: { years: number[] }) {
  return (
    <p className="tax-statement-links">
      {years.map((year) => (
        <a key={year} className="button button--ghost" href={`/api/me/tax_statements/${year}?format=pdf`} target="_blank" rel="noopener">
          {year}년 원천징수 내역서(PDF)
        </a>
      ))}
    </p>
  );
}

/** /user/dashboard/tax: income and local tax withheld from interest, by month and product. */
export function TaxTab() {
  const schedule = useDashboardSchedule();
  if (schedule.isPending) return <LoadingBlock />;
  if (schedule.isError) return <ErrorState title="세금 내역을 불러오지 못했습니다." onRetry={() => void schedule.refetch()} />;
  const rows = withheldTaxes(schedule.data);
  if (rows.length === 0) return <EmptyState title="원천징수된 세금이 없습니다.">이자가 지급되면 이자소득세와 지방소득세 내역이 표시됩니다.</EmptyState>;
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return (
    <div className="stack">
      <p className="muted">이자소득세 14%와 지방소득세(이자소득세의 10%)를 지급 건마다 10원 미만 절사하여 원천징수합니다.</p>
            <TaxStatementLinks years={[...new Set(rows.map((r) => Number(r.month.slice(0, 4))))].sort((a, b) => b - a)} />
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">월별·상품별 원천징수 세금</caption>
          <thead>
            <tr>
              <th scope="col">지급월</th>
              <th scope="col">상품</th>
              <th scope="col">이자</th>
              <th scope="col">이자소득세</th>
              <th scope="col">지방소득세</th>
              <th scope="col">합계</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.month}-${r.productId}`}>
                <td>{r.month.replace('-', '.')}</td>
                <td>{r.title}</td>
                <td className="num">{formatWon(r.interest)}</td>
                <td className="num">{formatWon(r.taxIncome)}</td>
                <td className="num">{formatWon(r.taxLocal)}</td>
                <td className="num">{formatWon(r.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                합계
              </th>
              <td className="num">{formatWon(sum((r) => r.interest))}</td>
              <td className="num">{formatWon(sum((r) => r.taxIncome))}</td>
              <td className="num">{formatWon(sum((r) => r.taxLocal))}</td>
              <td className="num">{formatWon(sum((r) => r.total))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
