import { useState } from 'react';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatDateTime, formatWon } from '@/lib/format';
import { TRANSACTION_LABELS, useTransactions, type TransactionType } from '../api/get-transactions';

const FILTERS: { value: TransactionType | ''; label: string }[] = [
  { value: '', label: '전체' },
  { value: 'deposit', label: '입금' },
  { value: 'withdrawal', label: '출금' },
  { value: 'invest_hold', label: '투자 신청' },
  { value: 'repayment_principal', label: '원금 상환' },
  { value: 'repayment_interest', label: '이자 지급' },
  { value: 'tax', label: '세금' },
];

/** /user/dashboard/transactions: deposits, withdrawals, holds, payouts and taxes from the wallet. */
export function TransactionsTab() {
  const [type, setType] = useState<TransactionType | ''>('');
  const transactions = useTransactions(type);
  const items = transactions.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="stack">
      <div className="button-row" role="group" aria-label="거래 종류">
        {FILTERS.map((f) => (
          <button key={f.value || 'all'} type="button" className={`button button--small ${type === f.value ? 'button--primary' : 'button--ghost'}`} aria-pressed={type === f.value} onClick={() => setType(f.value)}>
            {f.label}
          </button>
        ))}
      </div>
      {transactions.isPending ? (
        <LoadingBlock />
      ) : transactions.isError ? (
        <ErrorState title="거래 내역을 불러오지 못했습니다." onRetry={() => void transactions.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="거래 내역이 없습니다." />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">예치금 거래 내역</caption>
            <thead>
              <tr>
                <th scope="col">일시</th>
                <th scope="col">구분</th>
                <th scope="col">금액</th>
                <th scope="col">투자 대기 변동</th>
                <th scope="col">거래 후 예치금</th>
                <th scope="col">내용</th>
              </tr>
            </thead>
            <tbody>
              {items.map((t) => (
                <tr key={t.id}>
                  <td>{formatDateTime(t.at)}</td>
                  <td>{TRANSACTION_LABELS[t.type] ?? t.type}</td>
                  <td className={`num ${t.amount < 0 ? 'negative' : t.amount > 0 ? 'positive' : ''}`}>{formatWon(t.amount)}</td>
                  <td className="num">{t.held_change === 0 ? '-' : formatWon(t.held_change)}</td>
                  <td className="num">{formatWon(t.balance_after)}</td>
                  <td>{t.memo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {transactions.hasNextPage ? (
        <button type="button" className="button button--ghost" onClick={() => void transactions.fetchNextPage()} disabled={transactions.isFetchingNextPage}>
          더 보기
        </button>
      ) : null}
    </div>
  );
}
