import { useState } from 'react';
import { useBusinessNowMs } from '@/api/get-stats';
import type { ProductStatus } from '@/api/types';
import { AsyncBoundary } from '@/components/async-boundary';
import type { Column } from '@/components/data-table';
import { Page } from '@/components/page';
import { PagedTable } from '@/components/paged-table';
import { formatDate, formatRateBp, formatWon, percentOf } from '@/lib/format';
import { operatorStatusBadge } from '@/lib/funding-deadline';
import { PRODUCT_STATUS_LABELS } from '@/lib/labels';
import { useAdminProduct } from '@/features/admin/api/products/get-admin-product';
import { useAdminProductList } from '@/features/admin/api/products/get-admin-products';
import type { AdminProductRow } from '@/features/admin/api/products/admin-product.types';
import { ProductFundingPanel } from '@/features/admin/components/funding/product-funding-panel';
import { ProductActions } from '@/features/admin/components/products/product-actions';
import { ProductEditor } from '@/features/admin/components/products/product-editor';

/** The investors' words for a product's status (공개예정, 모집 중…), so both sides name it alike. */
const STATUS_LABELS: Record<string, string> = PRODUCT_STATUS_LABELS satisfies Record<ProductStatus, string>;

/** The product's status badge: 모집 실패 취소 apart from an operator's cancel, and 모집 마감 once past closes_at unfilled. */
function StatusCell({ product, nowMs }: { product: AdminProductRow; nowMs: number }) {
  const { label, tone } = operatorStatusBadge(product, nowMs);
  return <span className={`badge badge--${tone}`}>{label}</span>;
}

/**
 * The products' columns: a table on tablets and desktops, a card per product on phones (the title
 * on top, the actions below). `nowMs`: the business clock's now, for the funding deadline.
 */
function productColumns(onEdit: (productId: string) => void, nowMs: number): Column<AdminProductRow>[] {
  return [
    {
      key: 'title',
      header: '상품',
      primary: true,
      cell: (p) => (
        <>
          <button type="button" className="link-button" onClick={() => onEdit(p.id)} aria-label={`${p.title} 수정`}>
            {p.title}
          </button>
          {p.investor_only ? <span className="badge badge--muted">투자자 전용</span> : null}
        </>
      ),
    },
    { key: 'borrower', header: '차입자', cell: (p) => <>{p.borrower_name} <span className="muted">({p.borrower_id})</span></> },
    { key: 'grade', header: '등급', cell: (p) => p.grade },
    { key: 'rate', header: '수익률', numeric: true, cell: (p) => formatRateBp(p.rate_bp) },
    {
      key: 'raised',
      header: '모집',
      numeric: true,
      cell: (p) => `${formatWon(p.raised_amount)} / ${formatWon(p.target_amount)} (${percentOf(p.raised_amount, p.target_amount)}%) · ${p.investor_count}명`,
    },
    { key: 'period', header: '모집 기간', cell: (p) => `${formatDate(p.opens_at)} ~ ${formatDate(p.closes_at)}` },
    {
      key: 'status',
      header: '상태',
      cell: (p) => (
        <>
          <StatusCell product={p} nowMs={nowMs} />
          {p.suspended ? <span className="badge badge--muted">중지</span> : null}
        </>
      ),
    },
    { key: 'actions', header: '작업', actions: true, cell: (p) => <ProductActions product={p} /> },
  ];
}

function EditorFor({ productId, onDone }: { productId: string; onDone: () => void }) {
  const product = useAdminProduct(productId);
  return (
    <AsyncBoundary query={product}>
      {(data) => (
        <>
          <ProductEditor key={productId} product={data} onDone={onDone} />
          <ProductFundingPanel product={data} />
        </>
      )}
    </AsyncBoundary>
  );
}

export function AdminProductsPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const products = useAdminProductList(page, status);
  const nowMs = useBusinessNowMs();
  return (
    <Page
      title="상품 관리"
      heading="상품 관리"
      lead="상품을 등록·수정하고 모집 상태를 바꾸며 대출을 실행합니다."
      wide
      actions={
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          새 상품 등록
        </button>
      }
    >
      {editing === 'new' ? <ProductEditor product={null} onDone={() => setEditing(null)} /> : editing ? <EditorFor productId={editing} onDone={() => setEditing(null)} /> : null}
      <label className="field field--inline">
        <span className="field__label">상태</span>
        <select className="field__input" value={status} onChange={(e) => { setStatus(e.target.value); setPage(1); }}>
          <option value="">전체</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>{label}</option>
          ))}
        </select>
      </label>
      <PagedTable query={products} caption="상품 목록" columns={productColumns(setEditing, nowMs)} rowKey={(p) => p.id} emptyTitle="등록된 상품이 없습니다." onPage={setPage} />
    </Page>
  );
}
