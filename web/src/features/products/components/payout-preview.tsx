// Expected payout per installment for the amount in the invest box: principal, interest, both
// withholding taxes (이자소득세 14 %, 지방소득세 그 10 %) and the net the investor receives.
import { formatDate, formatWon } from '@/lib/format';
import type { ProductDetail } from '../api/get-product';

export function PayoutPreview({ preview }: { preview: ProductDetail['schedule_preview'] }) {
  if (preview.items.length === 0) return null;
  const total = preview.items.reduce(
    (s, r) => ({ principal: s.principal + r.principal, interest: s.interest + r.interest, tax: s.tax + r.tax_income + r.tax_local, net: s.net + r.net }),
    { principal: 0, interest: 0, tax: 0, net: 0 },
  );
  return (
    <div className="card">
      <h2 className="card__title">{formatWon(preview.amount)} 투자 시 예상 지급 일정</h2>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">회차</th>
              <th scope="col">지급 예정일</th>
              <th scope="col">원금</th>
              <th scope="col">이자</th>
              <th scope="col">이자소득세</th>
              <th scope="col">지방소득세</th>
              <th scope="col">실수령액</th>
            </tr>
          </thead>
          <tbody>
            {preview.items.map((row) => (
              <tr key={row.seq}>
                <td>{row.seq}회</td>
                <td>{formatDate(row.due_on)}</td>
                <td className="num">{formatWon(row.principal)}</td>
                <td className="num">{formatWon(row.interest)}</td>
                <td className="num">{formatWon(row.tax_income)}</td>
                <td className="num">{formatWon(row.tax_local)}</td>
                <td className="num">{formatWon(row.net)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>합계</th>
              <td className="num">{formatWon(total.principal)}</td>
              <td className="num">{formatWon(total.interest)}</td>
              <td className="num" colSpan={2}>{formatWon(total.tax)}</td>
              <td className="num">{formatWon(total.net)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="fine-print">지급일은 대출 실행일에 따라 달라질 수 있으며, 세금은 이자소득세 14%와 지방소득세(이자소득세의 10%)를 10원 미만 절사해 계산한 예상치입니다.</p>
    </div>
  );
}
