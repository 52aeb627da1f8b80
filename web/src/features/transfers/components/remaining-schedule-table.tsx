// The claim's remaining installments as a buyer gets them: the seller's rows from the first one
// sold, principal, interest, each tax, the fee and the net (a table on wide screens, cards on phones).
import { DataTable, type Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { formatDate } from '@/lib/format';
import type { RemainingScheduleRow } from '@/api/transfer.types';

type Amount = 'principal' | 'interest' | 'tax_income' | 'tax_local' | 'fee' | 'net';
const AMOUNTS: { key: Amount; label: string }[] = [
  { key: 'principal', label: '원금' },
  { key: 'interest', label: '이자' },
  { key: 'tax_income', label: '이자소득세' },
  { key: 'tax_local', label: '지방소득세' },
  { key: 'fee', label: '수수료' },
  { key: 'net', label: '세후 수령액' },
];

export function RemainingScheduleTable({ rows, caption = '남은 상환 일정' }: { rows: readonly RemainingScheduleRow[]; caption?: string }) {
  const columns: Column<RemainingScheduleRow>[] = [
    { key: 'seq', header: '회차', cell: (r) => `${r.seq}회 · ${formatDate(r.due_on)}`, primary: true },
    ...AMOUNTS.map((a): Column<RemainingScheduleRow> => ({
      key: a.key, header: a.label, cell: (r) => <Money won={r[a.key]} />, numeric: true, total: <Money won={rows.reduce((s, r) => s + r[a.key], 0)} />,
    })),
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(r) => String(r.seq)} totalLabel={`합계 (${rows.length}회)`} />;
}
