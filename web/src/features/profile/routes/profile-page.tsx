import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMe } from '@/api/get-me';
import { Page } from '@/components/page';
import { ErrorState, LoadingBlock } from '@/components/states';
import { formatDate } from '@/lib/format';
import { InvestorTypeSection } from '../components/investor-type-section';
import { PasswordChangeForm } from '../components/password-change-form';
import { ProfileDetailsForm } from '../components/profile-details-form';

/**
 * /user/profile: account details, password, investor type. `walletSection` (withdrawals) and
 * `consentSection` (the notifications feature's marketing consent) are put in by web/src/app
 * (features do not import each other).
 */
export function ProfilePage({ walletSection, consentSection }: { walletSection?: ReactNode; consentSection?: ReactNode }) {
  const profile = useMe();
  return (
    <Page title="내 정보" heading="내 정보" lead={profile.data ? `${formatDate(profile.data.created_at)} 가입` : undefined}>
      {profile.isPending ? (
        <LoadingBlock />
      ) : profile.isError ? (
        <ErrorState title="회원 정보를 불러오지 못했습니다." onRetry={() => void profile.refetch()} />
      ) : (
        <div className="stack">
          <ProfileDetailsForm profile={profile.data} />
          <section className="card" aria-labelledby="vaccount-heading">
            <h2 id="vaccount-heading" className="card__title">
              가상계좌
            </h2>
            <p>{profile.data.has_vaccount ? '가상계좌가 발급되어 있습니다.' : '아직 가상계좌가 없습니다. 발급받으면 예치금을 입금할 수 있습니다.'}</p>
            <Link className="button button--ghost" to={profile.data.has_vaccount ? '/user/deposit' : '/user/create_vaccount'}>
              {profile.data.has_vaccount ? '예치금 입금하기' : '가상계좌 발급하기'}
            </Link>
          </section>
          {walletSection}
          <InvestorTypeSection profile={profile.data} />
          {consentSection}
          <PasswordChangeForm />
        </div>
      )}
    </Page>
  );
}
