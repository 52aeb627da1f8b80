import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useMe } from '@/api/get-me';
import { useWallet } from '@/api/get-wallet';
import type { User, Wallet } from '@/api/types';
import { AsyncBoundary } from '@/components/async-boundary';
import { Page } from '@/components/page';
import { useCreateVaccount } from '@/features/wallet/api/create-vaccount';
import { BankFailureNotice } from '@/features/wallet/components/bank-failure-notice';
import { IdentityVerificationStep } from '@/features/wallet/components/identity-verification-step';
import { VaccountCard } from '@/features/wallet/components/vaccount-card';

/** Identity verified, no account yet: what the account is (in the member's name, a corporation's in the company's), and the button that issues it. */
function IssueVaccount({ name }: { name: string }) {
  const issue = useCreateVaccount(() => toast.success('가상계좌를 발급했습니다.'));
  return (
    <div className="card stack">
      <p className="muted">본인인증을 마쳤습니다. 이제 {name} 명의의 가상계좌를 발급받으실 수 있습니다.</p>
      <ul className="check-list">
        <li>가상계좌는 한 사람에게 하나만 발급됩니다.</li>
        <li>은행 점검 시간(매일 23:30~00:30)에는 발급할 수 없습니다.</li>
        <li>예치금은 제휴 은행에 분리 보관됩니다.</li>
      </ul>
      {issue.isError ? <BankFailureNotice error={issue.error} /> : null}
      <button type="button" className="button button--primary button--block" onClick={() => issue.mutate()} disabled={issue.isPending}>
        {issue.isPending ? '발급하는 중…' : '가상계좌 발급하기'}
      </button>
    </div>
  );
}

/** The step the investor is at: verify identity, issue the account, or go deposit. */
function Step({ me, wallet }: { me: User; wallet: Wallet }) {
  if (wallet.vaccount) {
    return (
      <div className="stack">
        <VaccountCard vaccount={wallet.vaccount} />
        <Link className="button button--primary" to="/user/deposit">
          예치금 충전하러 가기
        </Link>
      </div>
    );
  }
  return me.identity_verified ? <IssueVaccount name={me.corporate?.company_name ?? me.name} /> : <IdentityVerificationStep defaultName={me.name} corporate={me.corporate ?? null} />;
}

/** /user/create_vaccount: identity verification first (본인인증), then the investor's own deposit account. */
export function CreateVaccountPage() {
  const wallet = useWallet();
  const me = useMe();
  return (
    <Page title="가상계좌 발급" heading="가상계좌 발급" lead="회원님 이름으로 된 전용 입금 계좌입니다. 이 계좌로 보낸 돈은 예치금이 됩니다." narrow>
      <AsyncBoundary query={me} errorTitle="계좌 정보를 불러오지 못했습니다.">
        {(meData) => (
          <AsyncBoundary query={wallet} errorTitle="계좌 정보를 불러오지 못했습니다.">
            {(walletData) => <Step me={meData} wallet={walletData} />}
          </AsyncBoundary>
        )}
      </AsyncBoundary>
    </Page>
  );
}
