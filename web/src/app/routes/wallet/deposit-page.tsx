import { Link } from 'react-router-dom';
import { useWallet } from '@/api/get-wallet';
import type { Wallet } from '@/api/types';
import { AsyncBoundary } from '@/components/async-boundary';
import { FactList } from '@/components/fact-list';
import { LedgerLines } from '@/components/ledger-lines';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { EmptyState } from '@/components/states';
import { SandboxDepositForm } from '@/features/wallet/components/sandbox-deposit-form';
import { VaccountCard } from '@/features/wallet/components/vaccount-card';
import { WithdrawAccountSection } from '@/features/wallet/components/withdraw-account-section';

function Balances({ wallet }: { wallet: Wallet }) {
  return (
    <FactList
      className="summary-cards"
      itemClassName="summary-card"
      facts={[
        { label: '예치금', value: <Money won={wallet.balance} />, testId: 'wallet-balance' },
        { label: '투자 대기', value: <Money won={wallet.held} /> },
        { label: '출금 가능', value: <Money won={wallet.withdrawable} /> },
      ]}
    />
  );
}

function DepositAccount({ wallet }: { wallet: Wallet }) {
  if (!wallet.vaccount) {
    return (
      <EmptyState title="가상계좌가 없습니다.">
        <Link to="/user/create_vaccount">가상계좌를 먼저 발급해 주세요.</Link>
      </EmptyState>
    );
  }
  return (
    <>
      <section className="card stack" aria-labelledby="vaccount-heading">
        <h2 id="vaccount-heading" className="card__title">
          입금 계좌
        </h2>
        <VaccountCard vaccount={wallet.vaccount} />
        <p className="muted">인터넷뱅킹이나 모바일 앱에서 위 계좌로 이체해 주세요. 은행 점검 시간(23:30~00:30)에 보낸 돈은 점검이 끝난 뒤 반영됩니다.</p>
      </section>
      {wallet.sandbox ? <SandboxDepositForm /> : null}
    </>
  );
}

/** /user/deposit (예치금): the balance, the account to transfer to, withdrawals, and the ledger. */
export function DepositPage() {
  const wallet = useWallet();
  return (
    <Page title="예치금" heading="예치금" lead="가상계좌로 입금하면 예치금으로 바로 충전되고, 등록한 본인 계좌로 출금할 수 있습니다.">
      <AsyncBoundary query={wallet} errorTitle="예치금 정보를 불러오지 못했습니다.">
        {(data) => (
          <div className="stack">
            <Balances wallet={data} />
            <DepositAccount wallet={data} />
            <WithdrawAccountSection />
            <section aria-labelledby="tx-heading" className="stack">
              <h2 id="tx-heading" className="section-title">
                거래 내역
              </h2>
              <LedgerLines limit={10} />
            </section>
          </div>
        )}
      </AsyncBoundary>
    </Page>
  );
}
