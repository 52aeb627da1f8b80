import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { TextField } from '@/components/text-field';
import { formatDateTime, formatWon } from '@/lib/format';
import { TRANSACTION_LABELS, sandboxDeposit, useWallet, useWalletTransactions } from '../api/wallet-api';
import { VaccountCard } from '../components/vaccount-card';

function SandboxDepositForm() {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('100000');
  const mutation = useMutation({
    mutationFn: sandboxDeposit,
    onSuccess: ({ balance }) => {
      toast.success(`입금되었습니다. 예치금 ${formatWon(balance)}`);
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(Number(amount));
  };
  return (
    <form className="card form" onSubmit={onSubmit}>
      <h2 className="card__title">모의 입금 (테스트 환경)</h2>
      <TextField label="입금액 (원)" inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))} required />
      <button type="submit" className="button button--ghost" disabled={mutation.isPending || !Number(amount)}>
        모의 입금하기
      </button>
    </form>
  );
}

function Transactions() {
  const transactions = useWalletTransactions();
  if (transactions.isPending) return <LoadingBlock />;
  if (transactions.isError) return <ErrorState title="거래 내역을 불러오지 못했습니다." />;
  if (transactions.data.items.length === 0) return <EmptyState title="아직 거래 내역이 없습니다." />;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">예치금 거래 내역</caption>
        <thead>
          <tr>
            <th scope="col">일시</th>
            <th scope="col">구분</th>
            <th scope="col">금액</th>
            <th scope="col">거래 후 예치금</th>
          </tr>
        </thead>
        <tbody>
          {transactions.data.items.map((item) => (
            <tr key={item.id}>
              <td>{formatDateTime(item.at)}</td>
              <td>{TRANSACTION_LABELS[item.type] ?? item.type}</td>
              <td className={item.amount < 0 ? 'num negative' : 'num positive'}>{formatWon(item.amount)}</td>
              <td className="num">{formatWon(item.balance_after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DepositPage() {
  const wallet = useWallet();
  return (
    <Page title="예치금" heading="예치금 입금" lead="가상계좌로 입금하면 예치금으로 바로 충전됩니다.">
      {wallet.isPending ? (
        <LoadingBlock />
      ) : wallet.isError ? (
        <ErrorState title="예치금 정보를 불러오지 못했습니다." onRetry={() => void wallet.refetch()} />
      ) : (
        <div className="stack">
          <dl className="summary-cards">
            <div className="summary-card">
              <dt>예치금</dt>
              <dd>{formatWon(wallet.data.balance)}</dd>
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
              <VaccountCard vaccount={wallet.data.vaccount} />
              <SandboxDepositForm />
            </>
          ) : (
            <EmptyState title="가상계좌가 없습니다.">
              <Link to="/user/create_vaccount">가상계좌를 먼저 발급해 주세요.</Link>
            </EmptyState>
          )}
          <section aria-labelledby="tx-heading">
            <h2 id="tx-heading" className="section-title">
              최근 거래 내역
            </h2>
            <Transactions />
          </section>
        </div>
      )}
    </Page>
  );
}
