// The profile screen with the wallet's withdrawal-account section: two features composed here,
// since features do not import each other.
import { WithdrawAccountSection } from '@/features/wallet/components/withdraw-account-section';
import { ProfilePage } from '@/features/profile/routes/profile-page';

export function ProfileWithWallet() {
  return <ProfilePage walletSection={<WithdrawAccountSection />} />;
}
