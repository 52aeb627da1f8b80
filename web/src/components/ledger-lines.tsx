// The investor's ledger lines (GET /wallet/transactions), newest first, filtered by kind, with
// "더 보기" paging: the 예치금 page and the dashboard's 거래 내역 tab show the same list.
import { useState } from 'react';
import { useWalletTransactions } from '@/api/get-wallet-transactions';
import type { TransactionType, WalletTransaction } from '@/api/types';
import { formatDateTime } from '@/lib/format';
import { TRANSACTION_LABELS } from '@/lib/labels';
import { AsyncBoundary } from './async-boundary';
import { DataTable, type Column } from './data-table';
import { Money } from './money';

const COLUMNS: Column<WalletTransaction>[] = [
  { key: 'at', header: '일시', cell: (t) => formatDateTime(t.at) },
  {
    key: 'type',
    header: '구분',
    primary: true,
    cell: (t) => (
      <>
        {TRANSACTION_LABELS[t.type] ?? t.type}
        {t.memo ? <span className="ledger-memo">{t.memo}</span> : null}
      </>
    ),
  },
  { key: 'amount', header: '예치금 변동', cell: (t) => <Money won={t.amount} signed tone />, numeric: true },
  { key: 'held', header: '투자 대기 변동', cell: (t) => (t.held_change === 0 ? '-' : <Money won={t.held_change} signed />), numeric: true },
  { key: 'after', header: '거래 후 예치금', cell: (t) => <Money won={t.balance_after} />, numeric: true },
];

export function LedgerLines({ limit = 20, initialType = '' }: { limit?: number; initialType?: TransactionType | '' }) {
  const [type, setType] = useState<TransactionType | ''>(initialType);
  const lines = useWalletTransactions({ type, limit });
  return (
    <div className="stack">
      <div className="field field--inline">
        <label className="field__label" htmlFor="ledger-type">
          구분
        </label>
        <select id="ledger-type" className="field__input" value={type} onChange={(e) => setType(e.target.value as TransactionType | '')}>
          <option value="">전체</option>
          {Object.entries(TRANSACTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <AsyncBoundary query={lines} errorTitle="거래 내역을 불러오지 못했습니다." isEmpty={(data) => data.pages.every((p) => p.items.length === 0)} empty={{ title: '거래 내역이 없습니다.' }}>
        {(data) => <DataTable caption="예치금 거래 내역" columns={COLUMNS} rows={data.pages.flatMap((p) => p.items)} rowKey={(t) => t.id} />}
      </AsyncBoundary>
      {lines.hasNextPage ? (
        <button type="button" className="button button--ghost" onClick={() => void lines.fetchNextPage()} disabled={lines.isFetchingNextPage}>
          {lines.isFetchingNextPage ? '불러오는 중…' : '더 보기'}
        </button>
      ) : null}
    </div>
  );
}
