import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Card } from '@/components/card';
import type { Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { PagedTable } from '@/components/paged-table';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAssignUnmatchedDeposit } from '../../api/sandbox/assign-unmatched-deposit';
import { useUnmatchedDeposits, type UnmatchedDeposit, type UnmatchedReason } from '../../api/sandbox/unmatched-deposits';

/** What the operator does with money out of bounds: it is never credited, it goes back. */
const RETURN_TO_SENDER = '입금 한도를 벗어난 금액이라 예치금으로 처리할 수 없습니다. 은행을 통해 보낸 분에게 반환해 주십시오.';

/** Borrower money into a loan that takes no more (completed, say): it goes back to the borrower. */
const RETURN_TO_BORROWER = '더 받을 돈이 없는 대출의 상환 계좌로 들어온 차입자의 입금입니다. 차입자에게 반환해 주십시오.';

const REASONS: Record<UnmatchedReason, { label: string; badge: string }> = {
  unknown_account: { label: '계좌 불일치', badge: 'badge' },
  amount_out_of_bounds: { label: '입금 한도 초과', badge: 'badge badge--overdue' },
  payment_refused: { label: '대출 상환 불가', badge: 'badge badge--overdue' },
};

/** The Korean answer to a refused assignment, by the field the server names. */
function refusalMessage(error: unknown): string {
  const fields = isApiError(error) ? error.data.fields ?? {} : {};
  if (fields.amount === 'out_of_bounds') return `이 회원의 예치금 한도를 넘어 처리하지 않았습니다. ${RETURN_TO_SENDER}`;
  if (fields.tid === 'already_assigned') return '이미 다른 회원에게 처리한 입금입니다.';
  if (fields.user_id) return '회원 ID를 확인해 주십시오. 투자 회원의 ID(UUID)여야 합니다.';
  return '입금 처리하지 못했습니다. 입력한 내용을 다시 확인해 주십시오.';
}

function AssignCell({ item }: { item: UnmatchedDeposit }) {
  const [userId, setUserId] = useState('');
  const assign = useAssignUnmatchedDeposit(({ status }) => toast.success(status === 'credited' ? '회원 예치금으로 입금 처리했습니다.' : '입금 처리를 요청했습니다.'));
  if (item.assigned_user_id) return <span className="muted">처리 완료 ({item.assigned_user_id.slice(0, 8)}…)</span>;
  if (item.reason === 'amount_out_of_bounds') return <span role="note">반환 대상: {RETURN_TO_SENDER}</span>;
  if (item.reason === 'payment_refused') return <span role="note">반환 대상: {RETURN_TO_BORROWER}</span>;
  const refusal = assign.isError ? refusalMessage(assign.error) : null;
  return (
    <form
      className="field--inline"
      aria-label={`${item.tid} 입금 처리`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        assign.mutate({ tid: item.tid, userId: userId.trim() });
      }}
    >
      <input className="field__input" aria-label="회원 ID" placeholder="회원 ID (UUID)" value={userId} onChange={(e) => setUserId(e.target.value)} aria-invalid={refusal ? true : undefined} required />
      <button type="submit" className="button button--ghost button--small" disabled={assign.isPending || !userId.trim()}>
        입금 처리
      </button>
      {refusal ? <p role="alert" className="field__error">{refusal}</p> : null}
    </form>
  );
}

const COLUMNS: Column<UnmatchedDeposit>[] = [
  { key: 'at', header: '입금 일시', cell: (item) => formatDateTime(item.at) },
  { key: 'account', header: '계좌번호', cell: (item) => item.account_number },
  { key: 'depositor', header: '입금자', primary: true, cell: (item) => item.depositor_name },
  { key: 'amount', header: '금액', numeric: true, cell: (item) => <Money won={item.amount} /> },
  { key: 'reason', header: '사유', cell: (item) => <span className={REASONS[item.reason]?.badge ?? 'badge'}>{REASONS[item.reason]?.label ?? item.reason}</span> },
  { key: 'tid', header: '거래 번호', cell: (item) => item.tid },
  { key: 'assign', header: '처리', actions: true, cell: (item) => <AssignCell item={item} /> },
];

/**
 * Deposits the bank reported that were credited to nobody: for an account nobody has (the
 * operator credits them to the investor or sends them back), or out of bounds (sent back).
 */
export function UnmatchedDeposits() {
  const [page, setPage] = useState(1);
  const list = useUnmatchedDeposits(page);
  return (
    <Card title="주인을 찾지 못한 입금" className="stack">
      <p className="muted">
        은행이 알려 온 입금 중 예치금으로 처리하지 않은 건입니다. 사유가 ‘계좌 불일치’이면 어느 회원의 가상계좌와도 맞지 않는 입금이니 입금자를 확인해 회원 예치금으로
        처리하거나 은행을 통해 반환해 주십시오. ‘입금 한도 초과’는 1회 입금 한도를 넘었거나 예치금이 처리할 수 있는 최대 금액을 넘는 입금이라 예치금으로 처리할 수 없으니
        보낸 분에게 반환해 주십시오.
      </p>
      <PagedTable query={list} caption="주인을 찾지 못한 입금" columns={COLUMNS} rowKey={(item) => item.tid} emptyTitle="주인을 찾지 못한 입금이 없습니다." onPage={setPage} />
    </Card>
  );
}
