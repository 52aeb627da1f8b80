import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { Pagination } from '@/components/pagination';
import { Tabs, type TabOption } from '@/components/tabs';
import { AsyncBoundary } from '@/components/async-boundary';
import { LoadingBlock } from '@/components/states';
import { useProducts } from '@/api/get-products';
import { useBusinessNowMs } from '@/api/get-stats';
import { PRODUCT_LIST_PAGE_SIZE } from '@/config/first-reads';
import { ProductCard } from '@/features/products/components/product-card';
import { ProductListFilters } from '@/features/products/components/product-list-filters';
import { hasChoices, listParams } from '@/features/products/lib/product-list-query';
import { CreditLanding } from '@/features/credit/components/credit-landing';
import { openAlertsLinkFrom } from '@/features/open-alerts/lib/open-alert-choices';

const STATUS_TABS: TabOption<string>[] = [
  { value: '', label: '전체' },
  { value: 'funding', label: '모집 중' },
  { value: 'scheduled', label: '공개예정' },
  { value: 'repaying', label: '상환 중' },
  { value: 'funded', label: '모집 완료' },
  { value: 'completed', label: '상환 완료' },
];

export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  const products = useProducts(listParams(params, PRODUCT_LIST_PAGE_SIZE));
  const nowMs = useBusinessNowMs();

  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };

  return (
    <Page
      title="상품 목록"
      heading="투자상품"
      lead="심사를 통과한 대출 상품에 1만 원부터 나누어 투자할 수 있습니다."
      // 오픈 알림: starts from the list's own filters, so the products being looked at are the ones announced.
      actions={
        <Link className="button button--ghost open-alerts-shortcut" to={openAlertsLinkFrom(params)}>
          오픈 알림 받기
        </Link>
      }
    >
      <div className="filter-bar">
        <Tabs label="모집 상태" options={STATUS_TABS} value={status} onChange={(value) => update({ status: value, page: '' })} />
      </div>
      <ProductListFilters params={params} onChange={update} />
      {type === 'credit' && <CreditLanding />}
      <AsyncBoundary
        query={products}
        // Holds a screen's height while loading: the fine print below starts under the fold and the cards do not push it (CLS).
        loading={
          <div className="list-placeholder">
            <LoadingBlock label="상품을 불러오는 중입니다…" />
          </div>
        }
        errorTitle="상품 목록을 불러오지 못했습니다."
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: '조건에 맞는 상품이 없습니다.', body: hasChoices(params) ? '조건을 줄이거나 초기화해 보세요.' : '다른 모집 상태를 선택해 보세요.' }}
      >
        {(data) => (
          <>
            <div className="product-grid">
              {data.items.map((product) => (
                <ProductCard key={product.id} product={product} nowMs={nowMs} />
              ))}
            </div>
            <Pagination page={data.page} size={data.size} total={data.total} onChange={(p) => update({ page: String(p) })} />
          </>
        )}
      </AsyncBoundary>
      <p className="fine-print">
        투자 상품은 원금이 보장되지 않으며 예금자보호법에 따라 보호되지 않습니다. 최소 투자 금액은 10,000원이며 10,000원 단위로 투자할 수 있습니다.
      </p>
    </Page>
  );
}
