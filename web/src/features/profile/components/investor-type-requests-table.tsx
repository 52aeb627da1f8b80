import type { InvestorTypeRequest } from '@/api/types';
import { DataTable, type Column } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import { INVESTOR_TYPE_LABELS, INVESTOR_TYPE_REQUEST_STATUS } from '@/lib/labels';

const COLUMNS: Column<InvestorTypeRequest>[] = [
  { key: 'created', header: '신청일', cell: (r) => formatDate(r.created_at) },
  { key: 'type', header: '신청 유형', primary: true, cell: (r) => INVESTOR_TYPE_LABELS[r.investor_type] },
  { key: 'status', header: '상태', cell: (r) => <span className={INVESTOR_TYPE_REQUEST_STATUS[r.status].badge}>{INVESTOR_TYPE_REQUEST_STATUS[r.status].label}</span> },
  { key: 'decided', header: '처리일', cell: (r) => (r.decided_at ? formatDate(r.decided_at) : '-') },
];

/** The investor's applications for another type and where each one stands. */
export function InvestorTypeRequestsTable({ requests }: { requests: InvestorTypeRequest[] }) {
  return <DataTable caption="투자자 유형 신청 내역" columns={COLUMNS} rows={requests} rowKey={(r) => r.id} />;
}
