import { Link } from 'react-router-dom';
import { AsyncBoundary } from '@/components/async-boundary';
import { DataTable, type Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { formatDate } from '@/lib/format';
import { useAdminLoans } from '../../api/loans/get-admin-loans';
import type { LoanStatus, LoanSummary } from '../../api/loans/loan.types';
import { LOAN_STATUS_BADGES, LOAN_STATUS_LABELS } from './loan-labels';

type Props = { status: LoanStatus | ''; selected: string | null; onSelect: (id: string) => void };

function loanColumns({ selected, onSelect }: Omit<Props, 'status'>): Column<LoanSummary>[] {
  return [
    { key: 'title', header: '상품', primary: true, cell: (loan) => <Link to={`/admin/loans/${loan.product_id}`}>{loan.title}</Link> },
    {
      key: 'status',
      header: '상태',
      cell: (loan) => (
        <>
          <span className={LOAN_STATUS_BADGES[loan.status]}>{LOAN_STATUS_LABELS[loan.status]}</span>
          {loan.overdue_since ? <span className="muted"> ({formatDate(loan.overdue_since)}부터)</span> : null}
        </>
      ),
    },
    { key: 'principal', header: '대출 원금', numeric: true, cell: (loan) => <Money won={loan.principal} /> },
    { key: 'outstanding', header: '남은 원금', numeric: true, cell: (loan) => <Money won={loan.outstanding_principal} /> },
    { key: 'next', header: '다음 상환일', cell: (loan) => formatDate(loan.next_due_on) },
    { key: 'overdue', header: '연체 회차', numeric: true, cell: (loan) => loan.overdue_installments },
    { key: 'credit', header: '미배정 입금액', numeric: true, cell: (loan) => <Money won={loan.credit} /> },
    {
      key: 'select',
      header: '선택',
      actions: true,
      cell: (loan) => (
        <button type="button" className="button button--ghost button--small" aria-pressed={selected === loan.product_id} onClick={() => onSelect(loan.product_id)}>
          {selected === loan.product_id ? '선택됨' : '선택'}
        </button>
      ),
    },
  ];
}

function emptyTitle(status: LoanStatus | ''): string {
  if (status === 'overdue') return '연체 중인 상품이 없습니다.';
  if (status === '' || status === 'repaying') return '상환 중인 대출이 없습니다.';
  return `${LOAN_STATUS_LABELS[status]} 상태인 대출이 없습니다.`;
}

/** Executed loans with where their repayment stands; "선택" opens one below. */
export function LoansTable({ status, selected, onSelect }: Props) {
  const loans = useAdminLoans(status);
  return (
    <AsyncBoundary query={loans} isEmpty={(data) => data.length === 0} empty={{ title: emptyTitle(status) }}>
      {(data) => <DataTable caption="대출 현황" columns={loanColumns({ selected, onSelect })} rows={data} rowKey={(loan) => loan.product_id} />}
    </AsyncBoundary>
  );
}
