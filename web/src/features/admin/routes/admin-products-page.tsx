import { useState } from 'react';
import { DataTable, type Column } from '@/components/data-table';
import { Page } from '@/components/page';
import { Pagination } from '@/components/pagination';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatDate, formatRateBp, formatWon, percentOf } from '@/lib/format';
import { useAdminProduct } from '../api/products/get-admin-product';
import { useAdminProductList } from '../api/products/get-admin-products';
import type { AdminProductRow } from '../api/products/admin-product.types';
import { ProductFundingPanel } from '../components/funding/product-funding-panel';
import { ProductActions } from '../components/products/product-actions';
import { ProductEditor } from '../components/products/product-editor';

const STATUS_LABELS: Record<string, string> = {
  scheduled: '모집 예정', funding: '모집 중', funded: '모집 완료', repaying: '상환 중', completed: '상환 완료', overdue: '연체', canceled: '모집 취소',
};

/** The products' columns: a table on tablets and desktops, a card per product on phones (the title on top, the actions below). */
function productColumns(onEdit: (productId: string) => void): Column<AdminProductRow>[] {
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
          <span className={`badge badge--${p.status}`}>{STATUS_LABELS[p.status] ?? p.status}</span>
          {p.suspended ? <span className="badge badge--muted">중지</span> : null}
        </>
      ),
    },
    { key: 'actions', header: '작업', actions: true, cell: (p) => <ProductActions product={p} /> },
  ];
}

function EditorFor({ productId, onDone }: { productId: string; onDone: () => void }) {
  const product = useAdminProduct(productId);
  if (product.isPending) return <LoadingBlock />;
  if (product.isError) return <ErrorState onRetry={() => void product.refetch()} />;
  return (
    <>
      <ProductEditor key={productId} product={product.data} onDone={onDone} />
      <ProductFundingPanel product={product.data} />
    </>
  );
}

export function AdminProductsPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const products = useAdminProductList(page, status);
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
      {products.isPending ? (
        <LoadingBlock />
      ) : products.isError ? (
        <ErrorState onRetry={() => void products.refetch()} />
      ) : products.data.items.length === 0 ? (
        <EmptyState title="등록된 상품이 없습니다." />
      ) : (
        <>
          <DataTable caption="상품 목록" columns={productColumns(setEditing)} rows={products.data.items} rowKey={(p) => p.id} />
          <Pagination page={products.data.page} size={products.data.size} total={products.data.total} onChange={setPage} />
        </>
      )}
    </Page>
  );
}
