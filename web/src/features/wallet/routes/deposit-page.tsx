import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatWon } from '@/lib/format';
import { useWallet } from '../api/get-wallet';
import { SandboxDepositForm } from '../components/sandbox-deposit-form';
import { TransactionsTable } from '../components/transactions-table';
import { VaccountCard } from '../components/vaccount-card';

/** /user/deposit: the account to transfer to, the balance, recent lines, and (sandbox) 모의 입금. */
export function DepositPage() {
  const wallet = useWallet();
  return (
    <Page title="예치금" heading="예치금 입금" lead="아래 가상계좌로 이체하면 예치금으로 바로 충전됩니다.">
      {wallet.isPending ? (
        <LoadingBlock />
      ) : wallet.isError ? (
        <ErrorState title="예치금 정보를 불러오지 못했습니다." onRetry={() => void wallet.refetch()} />
      ) : (
        <div className="stack">
          <dl className="summary-cards">
            <div className="summary-card">
              <dt>예치금</dt>
              <dd data-testid="wallet-balance">{formatWon(wallet.data.balance)}</dd>
            </div>
            <div className="summary-card">
              <dt>투자 대기 (모집 중)</dt>
              <dd>{formatWon(wallet.data.held)}</dd>
            </div>
            <div className="summary-card">
              <dt>출금 가능</dt>
              <dd>{formatWon(wallet.data.withdrawable)}</dd>
            </div>
          </dl>
          {wallet.data.vaccount ? (
            <>
              <section className="card stack" aria-labelledby="vaccount-heading">
                <h2 id="vaccount-heading" className="card__title">
                  입금 계좌
                </h2>
                <VaccountCard vaccount={wallet.data.vaccount} />
                <p className="muted">
                  인터넷뱅킹이나 모바일 앱에서 위 계좌로 이체해 주세요. 은행 점검 시간(23:30~00:30)에 보낸 돈은 점검이 끝난 뒤 반영됩니다.
                </p>
              </section>
              {wallet.data.sandbox ? <SandboxDepositForm /> : null}
            </>
          ) : (
            <EmptyState title="가상계좌가 없습니다.">
              <Link to="/user/create_vaccount">가상계좌를 먼저 발급해 주세요.</Link>
            </EmptyState>
          )}
          <section aria-labelledby="tx-heading">
            <h2 id="tx-heading" className="section-title">
              최근 입금 내역
            </h2>
            <p className="muted">구분을 바꾸면 출금, 투자, 상환 내역도 볼 수 있습니다.</p>
            <TransactionsTable limit={10} initialType="deposit" />
          </section>
        </div>
      )}
    </Page>
  );
}
