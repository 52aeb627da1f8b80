// /transfers: the transfer market (원리금수취권 양도, docs/api.md "Transfers"): the open listings,
// narrowed by type, grade, remaining term and yield, each with its key figures and a link to its
// page; and, first, whether the viewer may buy and why not (시행령 29조).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBusinessNowMs } from '@/api/get-stats';
import type { MarketListing, TransferEligibility } from '@/api/transfer.types';
import { AsyncBoundary } from '@/components/async-boundary';
import { Page } from '@/components/page';
import { EmptyState } from '@/components/states';
import { todayInKorea } from '@/lib/format';
import { PRODUCT_TYPE_LABELS } from '@/lib/labels';
import { useTransferMarket } from '@/features/transfers/api/get-transfer-market';
import { ListingFacts } from '@/features/transfers/components/listing-summary';
import { MarketFilterBar } from '@/features/transfers/components/market-filter-bar';
import { filterListings, NO_FILTERS, type MarketFilters } from '@/features/transfers/lib/market-filters';
import { transferPricePolicyOn } from '@/features/transfers/lib/price-band';
import { eligibilityText } from '@/features/transfers/lib/transfer-copy';
import '@/features/transfers/components/transfers.css';

export function EligibilityNote({ eligibility, today }: { eligibility: TransferEligibility; today: string }) {
  return (
    <p className={eligibility.eligible ? 'transfer-eligibility' : 'transfer-eligibility transfer-eligibility--no'} role="note" aria-label="구매 자격">
      {eligibilityText(eligibility, transferPricePolicyOn(today).lookbackYears)}
      {eligibility.eligible ? null : (
        <>
          {' '}
          <Link to="/user/profile">투자자 유형 신청</Link>
        </>
      )}
    </p>
  );
}

function ListingCard({ listing, today }: { listing: MarketListing; today: string }) {
  const p = listing.product;
  return (
    <li className="card listing-card">
      <div className="product-card__top">
        <span className="product-card__type">{p ? `${PRODUCT_TYPE_LABELS[p.type] ?? p.type} · ${p.grade}등급` : '상품'}</span>
        {listing.own ? <span className="badge badge--primary">내 매물</span> : null}
      </div>
      <h2 className="listing-card__title">
        <Link to={`/transfers/${listing.id}`}>{p?.title ?? '양도 매물'}</Link>
      </h2>
      <ListingFacts listing={listing} today={today} />
    </li>
  );
}

export function TransferMarketPage() {
  const market = useTransferMarket();
  const today = todayInKorea(new Date(useBusinessNowMs()));
  const [filters, setFilters] = useState<MarketFilters>(NO_FILTERS);
  return (
    <Page
      title="양도 마켓"
      lead="다른 투자자가 보유한 채권의 남은 원리금을 받을 권리(원리금수취권)를 사고팔 수 있습니다. 상환 중이고 연체가 없는 대출의 채권만 올라오며, 사면 구매일 이후 지급일이 오는 회차부터 받습니다."
      wide
    >
      <AsyncBoundary query={market} loadingLabel="양도 매물을 불러오는 중입니다." errorTitle="양도 매물을 불러오지 못했습니다.">
        {(m) => {
          const shown = filterListings(m.items, filters, today);
          return (
            <div className="stack">
              <EligibilityNote eligibility={m.eligibility} today={today} />
              <MarketFilterBar filters={filters} onChange={setFilters} shown={shown.length} total={m.total} />
              {shown.length === 0 ? (
                <EmptyState title={m.items.length === 0 ? '지금 올라온 양도 매물이 없습니다.' : '조건에 맞는 양도 매물이 없습니다.'}>
                  보유한 채권은 투자 내역의 상환 내역 화면에서 양도 신청할 수 있습니다.
                </EmptyState>
              ) : (
                <ul className="listing-list" aria-label="양도 매물">
                  {shown.map((l) => (
                    <ListingCard key={l.id} listing={l} today={today} />
                  ))}
                </ul>
              )}
            </div>
          );
        }}
      </AsyncBoundary>
    </Page>
  );
}
