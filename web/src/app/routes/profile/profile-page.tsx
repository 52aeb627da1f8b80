import { Link } from 'react-router-dom';
import { useMe } from '@/api/get-me';
import type { User } from '@/api/types';
import { AsyncBoundary } from '@/components/async-boundary';
import { Card } from '@/components/card';
import { Page } from '@/components/page';
import { MarketingConsentCard } from '@/features/notifications/components/marketing-consent-card';
import { CompanyCard } from '@/features/profile/components/company-card';
import { InvestorTypeSection } from '@/features/profile/components/investor-type-section';
import { PasswordChangeForm } from '@/features/profile/components/password-change-form';
import { ProfileDetailsForm } from '@/features/profile/components/profile-details-form';
import { formatDate } from '@/lib/format';

function VaccountLink({ profile }: { profile: User }) {
  return (
    <Card title="가상계좌">
      <p>{profile.has_vaccount ? '가상계좌가 발급되어 있습니다.' : '아직 가상계좌가 없습니다. 발급받으면 예치금을 입금할 수 있습니다.'}</p>
      <Link className="button button--ghost" to={profile.has_vaccount ? '/user/deposit' : '/user/create_vaccount'}>
        {profile.has_vaccount ? '예치금 입금하기' : '가상계좌 발급하기'}
      </Link>
    </Card>
  );
}

/** Withdrawals moved to the 예치금 page, so the profile only points there. */
function WithdrawalsMoved() {
  return (
    <Card title="출금" className="stack">
      <p className="muted">출금 계좌 등록과 출금은 예치금 화면에서 할 수 있습니다.</p>
      <Link className="button button--ghost" to="/user/deposit#withdraw">
        예치금 화면으로 가기
      </Link>
    </Card>
  );
}

/**
 * /user/profile: account details, a corporation's company, the virtual account, where withdrawals went, the investor type,
 * the marketing consent given at sign-up (withdrawn or given here too) and the password.
 */
export function ProfilePage() {
  const profile = useMe();
  return (
    <Page title="내 정보" heading="내 정보" lead={profile.data ? `${formatDate(profile.data.created_at)} 가입` : undefined}>
      <AsyncBoundary query={profile} errorTitle="회원 정보를 불러오지 못했습니다.">
        {(data) => (
          <div className="stack">
            <ProfileDetailsForm profile={data} />
            {data.corporate ? <CompanyCard corporate={data.corporate} /> : null}
            <VaccountLink profile={data} />
            <WithdrawalsMoved />
            <InvestorTypeSection profile={data} />
            <MarketingConsentCard />
            <PasswordChangeForm />
          </div>
        )}
      </AsyncBoundary>
    </Page>
  );
}
