import { useState } from 'react';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatDateTime, formatWon } from '@/lib/format';
import { TRANSACTION_LABELS, useWalletTransactions, type TransactionType } from '../api/get-wallet-transactions';
import './wallet.css';

const signed = (amount: number) => (amount > 0 ? `+${formatWon(amount)}` : formatWon(amount));

/** The investor's ledger lines, newest first, filtered by kind, with "더 보기" paging. */
export function TransactionsTable({ limit = 20, initialType = '' }: { limit?: number; initialType?: TransactionType | '' }) {
  const [type, setType] = useState<TransactionType | ''>(initialType);
  const transactions = useWalletTransactions({ type, limit });
  const items = transactions.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div>
      <div className="wallet-filter">
        <div className="field field--inline">
          <label className="field__label" htmlFor="tx-type">
            구분
          </label>
          <select id="tx-type" className="field__input" value={type} onChange={(e) => setType(e.target.value as TransactionType | '')}>
            <option value="">전체</option>
            {Object.entries(TRANSACTION_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
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
                <th scope="col">예치금 변동</th>
                <th scope="col">투자 대기 변동</th>
                <th scope="col">거래 후 예치금</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{formatDateTime(item.at)}</td>
                  <td>
                    {TRANSACTION_LABELS[item.type] ?? item.type}
                    <br />
                    <span className="wallet-memo">{item.memo}</span>
                  </td>
                  <td className={item.amount < 0 ? 'num negative' : 'num positive'}>{signed(item.amount)}</td>
                  <td className="num">{item.held_change === 0 ? '-' : signed(item.held_change)}</td>
                  <td className="num">{formatWon(item.balance_after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {transactions.hasNextPage ? (
        <button type="button" className="button button--ghost" onClick={() => void transactions.fetchNextPage()} disabled={transactions.isFetchingNextPage}>
          {transactions.isFetchingNextPage ? '불러오는 중…' : '더 보기'}
        </button>
      ) : null}
    </div>
  );
}
