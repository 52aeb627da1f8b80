import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Card } from '@/components/card';
import type { Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { PagedTable } from '@/components/paged-table';
import { formatDateTime } from '@/lib/format';
import { useAssignUnmatchedDeposit } from '../../api/sandbox/assign-unmatched-deposit';
import { useUnmatchedDeposits, type UnmatchedDeposit } from '../../api/sandbox/unmatched-deposits';

function AssignCell({ item }: { item: UnmatchedDeposit }) {
  const [userId, setUserId] = useState('');
  const assign = useAssignUnmatchedDeposit(({ status }) => toast.success(status === 'credited' ? '회원 예치금으로 입금 처리했습니다.' : '입금 처리를 요청했습니다.'));
  if (item.assigned_user_id) return <span className="muted">처리 완료 ({item.assigned_user_id.slice(0, 8)}…)</span>;
  return (
    <form
      className="field--inline"
      aria-label={`${item.tid} 입금 처리`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        assign.mutate({ tid: item.tid, userId: userId.trim() });
      }}
    >
      <input className="field__input" aria-label="회원 ID" placeholder="회원 ID (UUID)" value={userId} onChange={(e) => setUserId(e.target.value)} required />
      <button type="submit" className="button button--ghost button--small" disabled={assign.isPending || !userId.trim()}>
        입금 처리
      </button>
    </form>
  );
}

const COLUMNS: Column<UnmatchedDeposit>[] = [
  { key: 'at', header: '입금 일시', cell: (item) => formatDateTime(item.at) },
  { key: 'account', header: '계좌번호', cell: (item) => item.account_number },
  { key: 'depositor', header: '입금자', primary: true, cell: (item) => item.depositor_name },
  { key: 'amount', header: '금액', numeric: true, cell: (item) => <Money won={item.amount} /> },
  { key: 'tid', header: '거래 번호', cell: (item) => item.tid },
  { key: 'assign', header: '처리', actions: true, cell: (item) => <AssignCell item={item} /> },
];

/** Deposits the bank reported for an account nobody has: the operator credits them to the investor or sends them back. */
export function UnmatchedDeposits() {
  const [page, setPage] = useState(1);
  const list = useUnmatchedDeposits(page);
  return (
    <Card title="주인을 찾지 못한 입금" className="stack">
      <p className="muted">은행이 알려 온 입금 중 어느 회원의 가상계좌와도 맞지 않는 건입니다. 입금자를 확인해 회원 예치금으로 처리하거나 은행을 통해 반환해 주세요.</p>
      <PagedTable query={list} caption="주인을 찾지 못한 입금" columns={COLUMNS} rowKey={(item) => item.tid} emptyTitle="주인을 찾지 못한 입금이 없습니다." onPage={setPage} />
    </Card>
  );
}
