import { useState } from 'react';
import { lazyToast } from '@/lib/lazy-toast';
import { Link } from 'react-router-dom';
import { AsyncBoundary } from '@/components/async-boundary';
import { DataTable, type Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { isApiError } from '@/lib/api-client';
import { messageForFailCode } from '@/lib/fail-messages';
import { formatDate } from '@/lib/format';
import { investmentStatus } from '@/lib/labels';
import { useCancelInvestment } from '@/api/cancel-investment';
import { investmentDocumentUrl, useInvestments, type Investment, type InvestmentDocument } from '../api/get-investments';
import { CancelInvestmentDialog } from './cancel-investment-dialog';
import './inquiry-tab.css';

// A claim bought on the transfer market lists its 원리금수취권 양수도 계약서 (docs/api.md "Transfers").
const DOCUMENT_NAMES: Record<InvestmentDocument['kind'], string> = { prospectus: '투자설명서', contract: '계약서', transfer_contract: '양수도 계약서' };

/** 서류: the investment's 연계투자설명서 and 계약서 (a claim bought: its 양수도 계약서) as PDF links (온투법 23조). */
function Documents({ investment }: { investment: Investment }) {
  const documents = investment.documents ?? [];
  if (documents.length === 0) return <span className="muted">-</span>;
  return (
    <span className="inquiry-documents">
      {documents.map((d) => (
        <a key={d.kind} href={investmentDocumentUrl(investment.id, d.kind)} target="_blank" rel="noopener" aria-label={`${investment.title} ${DOCUMENT_NAMES[d.kind]} PDF`}>
          {DOCUMENT_NAMES[d.kind]}
        </a>
      ))}
    </span>
  );
}

const live = (items: Investment[]) => items.filter((i) => i.status !== 'canceled');
const total = (items: Investment[], pick: (i: Investment) => number) => live(items).reduce((s, i) => s + pick(i), 0);

function columns(items: Investment[], onCancel: (i: Investment) => void): Column<Investment>[] {
  return [
    { key: 'title', header: '상품', cell: (i) => <Link to={`/products/${i.product_id}`}>{i.title}</Link>, primary: true },
    { key: 'at', header: '투자일', cell: (i) => formatDate(i.invested_at) },
    { key: 'amount', header: '투자 금액', cell: (i) => <Money won={i.amount} />, numeric: true, total: <Money won={total(items, (i) => i.amount)} /> },
    { key: 'outstanding', header: '남은 원금', cell: (i) => <Money won={i.outstanding_principal} />, numeric: true, total: <Money won={total(items, (i) => i.outstanding_principal)} /> },
    { key: 'interest', header: '받은 이자', cell: (i) => <Money won={i.received_interest} />, numeric: true, total: <Money won={total(items, (i) => i.received_interest)} /> },
    {
      key: 'status',
      header: '상태',
      cell: (i) => {
        const status = investmentStatus(i);
        return <span className={`badge badge--${status.tone}`}>{status.label}</span>;
      },
    },
    { key: 'documents', header: '서류', cell: (i) => <Documents investment={i} /> },
    {
      key: 'manage',
      header: '관리',
      actions: true,
      cell: (i) =>
        i.status === 'placed' && (i.product_status ?? 'funding') === 'funding' ? (
          <button type="button" className="button button--ghost button--small" onClick={() => onCancel(i)} aria-label={`${i.title} 투자 취소`}>
            투자 취소
          </button>
        ) : i.status === 'executed' ? (
          <Link className="button button--ghost button--small" to={`/user/repay/${i.product_id}`} aria-label={`${i.title} 상환 내역`}>
            상환 내역
          </Link>
        ) : null,
    },
  ];
}

/** /user/dashboard/inquiry: every investment with what came back, the totals, and cancelling while it is still raising. */
export function InquiryTab() {
  const investments = useInvestments();
  const cancel = useCancelInvestment();
  const [target, setTarget] = useState<Investment | null>(null);
  const open = (investment: Investment) => {
    cancel.reset();
    setTarget(investment);
  };
  const confirm = () =>
    target &&
    cancel.mutate(target.id, {
      onSuccess: () => {
        void lazyToast((toast) => toast.success('투자를 취소했습니다. 투자 금액이 예치금으로 돌아왔습니다.'));
        setTarget(null);
      },
    });
  const error = cancel.isError ? messageForFailCode(isApiError(cancel.error) ? cancel.error.data.fail_code : undefined) : null;
  return (
    <AsyncBoundary
      query={investments}
      errorTitle="투자 내역을 불러오지 못했습니다."
      isEmpty={(items) => items.length === 0}
      empty={{ title: '아직 투자 내역이 없습니다.', body: <Link to="/products?status=funding">모집 중인 상품 보기</Link> }}
    >
      {(items) => (
        <>
          <DataTable caption="투자 내역" columns={columns(items, open)} rows={items} rowKey={(i) => i.id} totalLabel={`합계 (${live(items).length}건)`} />
          <CancelInvestmentDialog investment={target} busy={cancel.isPending} error={error} onConfirm={confirm} onClose={() => setTarget(null)} />
        </>
      )}
    </AsyncBoundary>
  );
}
