// A listing's key figures, the same on the market's card and at the top of its page: the price,
// the principal, 경과이자 today, the yield after tax at the asking price and the time left.
import type { MarketListing } from '@/api/transfer.types';
import { FactList } from '@/components/fact-list';
import { Money } from '@/components/money';
import { formatRateBp } from '@/lib/format';
import { remainingMonths } from '../lib/market-filters';
import { percentText, priceBpOf } from '../lib/price-band';

export function ListingFacts({ listing, today }: { listing: MarketListing; today: string }) {
  return (
    <FactList
      className="key-facts"
      facts={[
        { label: '세후 수익률', value: listing.yield_bp === null ? '-' : `연 ${formatRateBp(listing.yield_bp)}`, valueClassName: 'key-facts__accent' },
        { label: '양도 가격', value: <Money won={listing.price} /> },
        { label: '남은 원금', value: <Money won={listing.outstanding_principal} /> },
        { label: '원금 대비', value: percentText(priceBpOf(listing.price, listing.outstanding_principal)) },
        { label: '경과이자 (오늘)', value: <Money won={listing.accrued_interest} /> },
        { label: '남은 기간', value: `${remainingMonths(listing, today)}개월 · ${listing.remaining_schedule.length}회` },
      ]}
    />
  );
}
