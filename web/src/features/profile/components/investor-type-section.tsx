import type { User } from '@/api/types';
import { INVESTOR_TYPE_LABELS } from '@/lib/labels';
import { useMyInvestorTypeRequests } from '../api/investor-type-requests';
import { InvestorTypeApplyForm } from './investor-type-apply-form';
import { InvestorTypeRequestsTable } from './investor-type-requests-table';

/** Investor type: the current one, the applications and their status, and a new application (none for a corporation). */
export function InvestorTypeSection({ profile }: { profile: User }) {
  const requests = useMyInvestorTypeRequests();
  const pending = requests.data?.some((r) => r.status === 'pending') ?? false;
  return (
    <section className="card" aria-labelledby="investor-type-heading">
      <h2 id="investor-type-heading" className="card__title">
        투자자 유형
      </h2>
      <p>
        현재 유형: <strong>{INVESTOR_TYPE_LABELS[profile.investor_type]}</strong>
      </p>
      <p className="muted">유형에 따라 투자 한도가 달라집니다. 승인되면 다음 투자부터 새 한도가 적용됩니다.</p>
      {requests.data && requests.data.length > 0 ? <InvestorTypeRequestsTable requests={requests.data} /> : null}
      {profile.investor_type === 'corporate' ? (
        <p className="muted">법인 회원은 법인 투자자입니다. 일반 투자자의 한도는 적용되지 않지만, 한 상품에 투자할 수 있는 몫에는 법령상 상한이 있습니다.</p>
      ) : profile.investor_type === 'professional' ? null : pending ? (
        <p role="status">심사 중인 신청이 있습니다. 결과가 나오면 이곳에 표시됩니다.</p>
      ) : (
        <InvestorTypeApplyForm current={profile.investor_type} />
      )}
    </section>
  );
}
