import { Link, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { LoanPanel } from '@/features/admin/components/repayments/loan-panel';

/**
 * /admin/loans/:product_id: one loan on a screen of its own (a bad loan's status, what is owed,
 * payments and recoveries with their allocation, and the steps to take), the same panel the
 * repayments page opens below its list.
 */
export function AdminLoanPage() {
  const { product_id: productId = '' } = useParams();
  return (
    <Page title="대출 관리" heading="대출 관리" lead="대출의 상태와 갚을 금액, 입금과 회수 내역을 보고, 기한이익상실·회수·매각·상각을 처리합니다." wide>
      <p>
        <Link to="/admin/repayments">대출 현황으로</Link>
      </p>
      <LoanPanel key={productId} productId={productId} />
    </Page>
  );
}
