// The profile screen; withdrawals moved to the 예치금 page, so the profile only points there. The
// marketing consent given at sign-up is withdrawn (or given) here too.
import { Link } from 'react-router-dom';
import { MarketingConsentCard } from '@/features/notifications/components/marketing-consent-card';
import { ProfilePage } from '@/features/profile/routes/profile-page';

function WithdrawalsMoved() {
  return (
    <section className="card stack" aria-labelledby="withdraw-moved-heading">
      <h2 id="withdraw-moved-heading" className="card__title">
        출금
      </h2>
      <p className="muted">출금 계좌 등록과 출금은 예치금 화면에서 할 수 있습니다.</p>
      <Link className="button button--ghost" to="/user/deposit#withdraw">
        예치금 화면으로 가기
      </Link>
    </section>
  );
}

export function ProfileWithWallet() {
  return <ProfilePage walletSection={<WithdrawalsMoved />} consentSection={<MarketingConsentCard />} />;
}
