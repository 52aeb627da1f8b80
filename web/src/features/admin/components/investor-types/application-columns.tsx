import type { InvestorTypeApplication } from '@/api/types';
import type { Column } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import { INVESTOR_TYPE_REQUEST_STATUS, INVESTOR_TYPE_SHORT_LABELS } from '@/lib/labels';
import type { Decision } from '../../api/decide-investor-type-request';

type Decide = { busy: boolean; onDecide: (item: InvestorTypeApplication, decision: Decision) => void };

function DecisionButtons({ item, busy, onDecide }: { item: InvestorTypeApplication } & Decide) {
  if (item.status !== 'pending') return <>{formatDate(item.decided_at)}</>;
  return (
    <>
      <button type="button" className="button button--primary button--small" disabled={busy} aria-label={`${item.user_name}님 신청 승인`} onClick={() => onDecide(item, 'approve')}>
        승인
      </button>
      <button type="button" className="button button--ghost button--small" disabled={busy} aria-label={`${item.user_name}님 신청 반려`} onClick={() => onDecide(item, 'reject')}>
        반려
      </button>
    </>
  );
}

/** The review table's columns; the last one approves or rejects a pending application. */
export function applicationColumns(decide: Decide): Column<InvestorTypeApplication>[] {
  return [
    { key: 'created', header: '신청일', cell: (item) => formatDate(item.created_at) },
    {
      key: 'user',
      header: '회원',
      primary: true,
      cell: (item) => (
        <>
          {item.user_name}
          <br />
          <span className="muted">{item.email}</span>
        </>
      ),
    },
    { key: 'current', header: '현재 유형', cell: (item) => INVESTOR_TYPE_SHORT_LABELS[item.current_investor_type] },
    { key: 'requested', header: '신청 유형', cell: (item) => INVESTOR_TYPE_SHORT_LABELS[item.investor_type] },
    { key: 'evidence', header: '증빙', cell: (item) => <span className="prewrap">{item.evidence}</span> },
    { key: 'status', header: '상태', cell: (item) => <span className={INVESTOR_TYPE_REQUEST_STATUS[item.status].badge}>{INVESTOR_TYPE_REQUEST_STATUS[item.status].label}</span> },
    { key: 'decide', header: '처리', actions: true, cell: (item) => <DecisionButtons item={item} {...decide} /> },
  ];
}
