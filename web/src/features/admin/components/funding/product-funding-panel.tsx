// Operators' view of one product's investors: the disclosure version each confirmed when investing
// (온투법 22조③), where a lowered target's reconfirmation stands, and the form that lowers the
// target of a product that raised less than it asked for (12조②③: the loan waits for full funding).
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { AsyncBoundary } from '@/components/async-boundary';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { TextField } from '@/components/text-field';
import { formatDateTime, formatWon } from '@/lib/format';
import { useProductInvestments, type AdminInvestmentLine } from '../../api/products/get-product-investments';
import { useLowerTarget } from '../../api/products/lower-target';
import type { AdminProduct } from '../../api/products/admin-product.types';

const STATUS = { placed: '투자 대기', executed: '대출 실행', canceled: '취소' } as const;
const CANCEL_REASONS: Record<string, string> = { investor: '투자자 취소', product_canceled: '모집 취소', not_reconfirmed: '기한 내 미확인' };

function reconfirmText(line: AdminInvestmentLine): string {
  if (line.status === 'canceled') return CANCEL_REASONS[line.cancel_reason ?? ''] ?? '취소';
  if (line.reconfirm_status === 'confirmed') return '유지 확인';
  if (line.reconfirm_status === 'pending') return `답변 대기 (${formatDateTime(line.reconfirm_by)}까지)`;
  return '-';
}

const COLUMNS: Column<AdminInvestmentLine>[] = [
  { key: 'who', header: '투자자', primary: true, cell: (l) => `${l.name ?? '-'} (${l.email ?? l.user_id})` },
  { key: 'amount', header: '금액', numeric: true, cell: (l) => <Money won={l.amount} /> },
  { key: 'status', header: '상태', cell: (l) => STATUS[l.status] },
  { key: 'at', header: '투자 시각', cell: (l) => formatDateTime(l.invested_at) },
  { key: 'version', header: '확인한 공시 버전', cell: (l) => <code>{l.disclosure_version ?? '기록 없음'}</code> },
  { key: 'reconfirm', header: '금액 변경 확인', cell: reconfirmText },
];

/** What lowering the target does, concretely: from how much to how much, who is asked, what happens to the silent. */
export function lowerTargetText(product: AdminProduct, targetWon: number, hours: number): string {
  const investors = `투자자 ${product.investor_count.toLocaleString('ko-KR')}명`;
  return `모집 금액을 ${formatWon(product.target_amount)}에서 ${formatWon(targetWon)}으로 낮춥니다. ${investors}에게 ${hours}시간 안에 투자를 유지할지 묻고, 기한까지 답하지 않은 투자는 취소되어 투자금이 각자의 예치금으로 돌아갑니다.`;
}

function LowerTargetForm({ product }: { product: AdminProduct }) {
  const [target, setTarget] = useState(String(product.raised_amount));
  const [hours, setHours] = useState('24');
  const [asking, setAsking] = useState(false);
  const lower = useLowerTarget(product.id, () => toast.success('모집 금액을 낮추고 투자자에게 확인을 요청했습니다.'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsking(true);
  };
  const confirm = () => lower.mutate({ target_amount: Number(target), reconfirm_hours: Number(hours) }, { onSettled: () => setAsking(false) });
  return (
    <form className="stack" onSubmit={submit} aria-labelledby="lower-target-heading">
      <h3 id="lower-target-heading" className="dialog__subtitle">
        모집 금액 낮추기
      </h3>
      <p className="muted">
        지금 <Money won={product.raised_amount} />을 모았습니다. 목표에 못 미친 상품은 대출을 실행할 수 없습니다. 모집 금액을 낮추면 투자자마다 기한 안에 투자 유지 또는
        취소를 고르게 하고, 답하지 않은 투자는 기한에 취소됩니다.
      </p>
      <div className="stack">
        <TextField label="새 모집 금액 (원)" type="number" inputMode="numeric" min={10_000} step={10_000} value={target} onChange={(e) => setTarget(e.target.value)} required />
        <TextField label="답변 기한 (시간)" type="number" inputMode="numeric" min={1} max={168} value={hours} onChange={(e) => setHours(e.target.value)} required />
      </div>
      <button type="submit" className="button button--small" disabled={lower.isPending}>
        {lower.isPending ? '처리하는 중…' : '모집 금액 낮추기'}
      </button>
      <ConfirmDialog open={asking} title="모집 금액 낮추기" confirmLabel="모집 금액 낮추기" busyLabel="처리하는 중…" busy={lower.isPending} onConfirm={confirm} onClose={() => setAsking(false)}>
        <p>{lowerTargetText(product, Number(target), Number(hours))}</p>
      </ConfirmDialog>
    </form>
  );
}

export function ProductFundingPanel({ product }: { product: AdminProduct }) {
  const lines = useProductInvestments(product.id);
  return (
    <Card title="투자 내역과 공시 확인" className="stack">
      <AsyncBoundary query={lines} isEmpty={(data) => data.length === 0} empty={{ title: '아직 투자한 회원이 없습니다.' }}>
        {(data) => <DataTable caption={`${product.title} 투자 내역`} columns={COLUMNS} rows={data} rowKey={(l) => l.id} />}
      </AsyncBoundary>
      {product.status === 'funding' && product.raised_amount > 0 ? <LowerTargetForm product={product} /> : null}
    </Card>
  );
}
