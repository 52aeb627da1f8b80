// /admin/overdue_notices: per product with an overdue installment, its notices (온투법 22조⑤: the
// fact and the reason told within 5 business days) with the deadline and whether it was met, and
// the form to publish or revise the reason of the latest one.
import { Link } from 'react-router-dom';
import { AsyncBoundary } from '@/components/async-boundary';
import { DataTable, type Column } from '@/components/data-table';
import { Page } from '@/components/page';
import { formatDate, formatDateTime } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { PRODUCT_STATUS_LABELS } from '@/lib/labels';
import type { ProductStatus } from '@/api/types';
import { useOverdueBoard, type OverdueNotice, type OverdueProduct } from '@/features/admin/api/overdue/get-overdue-notices';
import { OverdueReasonForm } from '@/features/admin/components/overdue/overdue-reason-form';
import '@/features/admin/components/overdue/overdue-notices.css';

const COLUMNS: Column<OverdueNotice>[] = [
  { key: 'seq', header: '회차', primary: true, cell: (n) => `${n.seq}회차 (지급 예정일 ${formatDate(n.due_on)})` },
  { key: 'posted', header: '공지일', cell: (n) => formatDate(n.posted_on) },
  { key: 'deadline', header: '공지 기한', cell: (n) => formatDate(n.deadline_on) },
  {
    key: 'late',
    header: '기한 준수',
    cell: (n) => (n.late ? <span className="badge badge--overdue">기한 초과</span> : <span className="badge badge--funding">기한 내</span>),
  },
  { key: 'settled', header: '상환', cell: (n) => (n.settled ? '상환됨' : '미상환') },
  { key: 'reason', header: '연체 사유', cell: (n) => (n.reason ? <span className="overdue-notices__reason">{n.reason}</span> : <span className="muted">확인 중 (사유 미게시)</span>) },
  { key: 'sent', header: '사유 안내', cell: (n) => (n.reason_at ? `${n.revision}회 · ${formatDateTime(n.reason_at)}` : '-') },
  {
    key: 'post',
    header: '공지 글',
    actions: true,
    cell: (n) => (
      <Link className="button button--ghost button--small" to={`/overdue/${n.article_id}`}>
        공지 글 보기
      </Link>
    ),
  },
];

/** Eight columns beside the admin menu need a wide screen; tablets (portrait and landscape) get cards. */
const CARDS_QUERY = '(max-width: 1100px)';

const statusLabel = (status: string) => PRODUCT_STATUS_LABELS[status as ProductStatus] ?? status;

function ProductNotices({ product, layout }: { product: OverdueProduct; layout: 'table' | 'cards' }) {
  const [latest] = product.notices;
  const headingId = `overdue-${product.product_id}`;
  return (
    <section className="card stack overdue-notices__product" aria-labelledby={headingId}>
      <div className="overdue-notices__head">
        <h2 id={headingId} className="card__title">
          {product.title}
        </h2>
        <span className={`badge badge--${product.status}`}>{statusLabel(product.status)}</span>
      </div>
      <DataTable caption={`${product.title} 연체 공지`} columns={COLUMNS} rows={product.notices} rowKey={(n) => String(n.seq)} layout={layout} />
      {latest ? <OverdueReasonForm key={`${latest.seq}-${latest.revision}`} productId={product.product_id} latest={latest} /> : null}
    </section>
  );
}

export function AdminOverdueNoticesPage() {
  const board = useOverdueBoard();
  const layout = useMediaQuery(CARDS_QUERY) ? 'cards' : 'table';
  return (
    <Page
      title="연체 공지"
      heading="연체 공지"
      lead="상환일이 지나도 입금되지 않은 회차는 다음 상환 배치에서 연체 공지 게시판에 올라가고 투자자에게 알림이 갑니다. 법정 기한(지급 예정일로부터 5영업일) 안에 연체 사유를 게시해 주세요."
      wide
    >
      <AsyncBoundary
        query={board}
        errorTitle="연체 공지를 불러오지 못했습니다."
        isEmpty={(items) => items.length === 0}
        empty={{ title: '연체 중인 상품이 없습니다.', body: '상환일이 지나도 입금되지 않은 회차가 생기면 이곳에 표시됩니다.' }}
      >
        {(items) => (
          <div className="stack">
            {items.map((product) => (
              <ProductNotices key={product.product_id} product={product} layout={layout} />
            ))}
          </div>
        )}
      </AsyncBoundary>
    </Page>
  );
}
