// Expected payout per installment for the amount in the invest box: principal, interest, both
// withholding taxes and the net the investor receives (실수령액).
import type { ProductDetail, SchedulePreviewRow } from '@/api/types';
import { DataTable, type Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { formatDate, formatWon } from '@/lib/format';

const sum = (rows: SchedulePreviewRow[], pick: (row: SchedulePreviewRow) => number) => rows.reduce((s, row) => s + pick(row), 0);

function columns(rows: SchedulePreviewRow[]): Column<SchedulePreviewRow>[] {
  return [
    { key: 'seq', header: '회차', cell: (r) => `${r.seq}회 · ${formatDate(r.due_on)}`, primary: true },
    { key: 'principal', header: '원금', cell: (r) => <Money won={r.principal} />, numeric: true, total: <Money won={sum(rows, (r) => r.principal)} /> },
    { key: 'interest', header: '이자', cell: (r) => <Money won={r.interest} />, numeric: true, total: <Money won={sum(rows, (r) => r.interest)} /> },
    { key: 'tax_income', header: '이자소득세', cell: (r) => <Money won={r.tax_income} />, numeric: true, total: <Money won={sum(rows, (r) => r.tax_income)} /> },
    { key: 'tax_local', header: '지방소득세', cell: (r) => <Money won={r.tax_local} />, numeric: true, total: <Money won={sum(rows, (r) => r.tax_local)} /> },
    { key: 'net', header: '실수령액', cell: (r) => <Money won={r.net} />, numeric: true, total: <Money won={sum(rows, (r) => r.net)} /> },
  ];
}

export function PayoutPreview({ preview }: { preview: ProductDetail['schedule_preview'] }) {
  if (preview.items.length === 0) return null;
  return (
    <section className="card" aria-labelledby="payout-preview-title">
      <h2 id="payout-preview-title" className="card__title">
        {formatWon(preview.amount)} 투자 시 예상 지급 일정
      </h2>
      <DataTable caption="예상 지급 일정" columns={columns(preview.items)} rows={preview.items} rowKey={(r) => String(r.seq)} totalLabel="합계" />
      <p className="fine-print">지급일은 대출 실행일에 따라 달라질 수 있으며, 세금은 지급 건마다 10원 미만을 절사해 계산한 예상치입니다.</p>
    </section>
  );
}
