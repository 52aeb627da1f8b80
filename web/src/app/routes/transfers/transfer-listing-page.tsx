// /transfers/:listingId: one listing as a buyer weighs it (온투법 34조: the same disclosure as an
// investment): its figures at the asking price, whether the viewer may buy and why not, the buy
// box with its confirmation, the claim's remaining schedule, the loan's payment history and the
// product's full disclosure. The listing is read from the market (the API lists, it has no
// single-listing read); one sold, withdrawn or ended meanwhile says so.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useBusinessNowMs } from '@/api/get-stats';
import { useWallet } from '@/api/get-wallet';
import type { MarketListing, PaymentHistoryRow, TransferEligibility } from '@/api/transfer.types';
import { AsyncBoundary } from '@/components/async-boundary';
import { DataTable, type Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { EmptyState } from '@/components/states';
import { isApiError } from '@/lib/api-client';
import { failMessages, messageForFailCode } from '@/lib/fail-messages';
import { formatDate, todayInKorea } from '@/lib/format';
import { lazyToast } from '@/lib/lazy-toast';
import { PRODUCT_TYPE_LABELS } from '@/lib/labels';
import { ProductDisclosureSection } from '@/features/products/components/product-disclosure-section';
import { useTransferMarket } from '@/features/transfers/api/get-transfer-market';
import { useBuyListing, useRefreshMarket } from '@/features/transfers/api/buy-listing';
import { BuyConfirmDialog } from '@/features/transfers/components/buy-confirm-dialog';
import { ListingFacts } from '@/features/transfers/components/listing-summary';
import { RemainingScheduleTable } from '@/features/transfers/components/remaining-schedule-table';
import { WithdrawListingButton } from '@/features/transfers/components/withdraw-listing-button';
import { historyStatusLabel } from '@/features/transfers/lib/transfer-copy';
import { EligibilityNote } from './transfer-market-page';
import '@/features/transfers/components/transfers.css';

const HISTORY_COLUMNS: Column<PaymentHistoryRow>[] = [
  { key: 'seq', header: '회차', cell: (r) => `${r.seq}회 · ${formatDate(r.due_on)}`, primary: true },
  {
    key: 'status',
    header: '상태',
    cell: (r) => (
      <>
        <span className={`badge ${r.status === 'distributed' || r.status === 'funded' ? 'badge--funded' : 'badge--scheduled'}`}>{historyStatusLabel(r.status)}</span>
        {r.was_overdue ? <span className="badge badge--defaulted">연체 이력</span> : null}
      </>
    ),
  },
  { key: 'paid_on', header: '상환일', cell: (r) => (r.paid_on ? formatDate(r.paid_on) : '-') },
];

/** The purchase's refusal in Korean (docs/api.md "Transfers": the fail codes in their order). */
function buyFailMessage(error: unknown): string {
  if (!isApiError(error)) return failMessages.unknown_error;
  if (error.data.fail_code === 'invalid_input' && error.data.fields?.listing_id === 'own_listing') return '내 매물은 살 수 없습니다.';
  return messageForFailCode(error.data.fail_code);
}

function BuyBox({ listing, eligibility }: { listing: MarketListing; eligibility: TransferEligibility }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const wallet = useWallet();
  const buy = useBuyListing();
  const refreshMarket = useRefreshMarket();
  const totalWon = listing.price + listing.accrued_interest;
  const confirm = () =>
    buy.mutate(listing.id, {
      onSuccess: (answer) => {
        setConfirming(false);
        void lazyToast((toast) => toast.success(`${answer.purchase.paid.toLocaleString('ko-KR')}원에 원리금수취권을 구매했습니다.`));
        navigate(`/user/repay/${answer.purchase.product_id}`);
      },
    });
  if (listing.own) {
    return (
      <div className="card stack">
        <h2 className="card__title">내 매물</h2>
        <p className="muted">회원님이 양도 신청한 채권입니다. 팔리기 전에는 언제든 철회할 수 있습니다.</p>
        <WithdrawListingButton listingId={listing.id} priceWon={listing.price} />
      </div>
    );
  }
  return (
    <div className="card stack">
      <h2 className="card__title">구매하기</h2>
      <p>
        오늘 사면 양도 가격 <Money won={listing.price} />에 경과이자 <Money won={listing.accrued_interest} />를 더한 <strong><Money won={totalWon} /></strong>을 예치금에서 결제합니다.
      </p>
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!eligibility.eligible}
        onClick={() => {
          buy.reset();
          setConfirming(true);
        }}
      >
        구매하기
      </button>
      {eligibility.eligible ? null : <p className="field__help">구매 자격이 없어 살 수 없습니다. 위 안내를 확인해 주십시오.</p>}
      <BuyConfirmDialog
        open={confirming}
        listing={listing}
        balanceWon={wallet.data?.balance}
        busy={buy.isPending}
        error={buy.isError ? buyFailMessage(buy.error) : null}
        onConfirm={confirm}
        onClose={() => {
          setConfirming(false);
          if (buy.isError) refreshMarket();
        }}
      />
    </div>
  );
}

function Gone() {
  return (
    <EmptyState title="이미 판매되었거나 철회·종료된 양도 매물입니다.">
      <Link to="/transfers">양도 마켓</Link>에서 다른 매물을 확인해 주십시오.
    </EmptyState>
  );
}

export function TransferListingPage() {
  const { listingId = '' } = useParams();
  const market = useTransferMarket();
  const today = todayInKorea(new Date(useBusinessNowMs()));
  const listing = market.data?.items.find((l) => l.id === listingId);
  const p = listing?.product;
  return (
    <Page title={p ? `${p.title} 양도` : '양도 매물'} heading={p?.title ?? '양도 매물'} lead={p ? `원리금수취권 양도 · ${PRODUCT_TYPE_LABELS[p.type] ?? p.type} · ${p.grade}등급` : undefined}>
      <AsyncBoundary query={market} loadingLabel="양도 매물을 불러오는 중입니다." errorTitle="양도 매물을 불러오지 못했습니다.">
        {(m) => {
          const found = m.items.find((l) => l.id === listingId);
          if (!found) return <Gone />;
          return (
            <div className="stack">
              <EligibilityNote eligibility={m.eligibility} today={today} />
              <div className="detail-grid">
                <div className="detail-grid__summary">
                  <div className="card">
                    <ListingFacts listing={found} today={today} />
                    <p className="fine-print">
                      세후 수익률은 오늘 양도 가격과 경과이자를 내고 남은 회차의 세후 수령액을 지급일마다 받는 것으로 계산한 연 수익률입니다. 원천징수 세금과 수수료를 뺐습니다.
                    </p>
                  </div>
                </div>
                <aside className="detail-grid__side" aria-label="구매하기">
                  <BuyBox listing={found} eligibility={m.eligibility} />
                </aside>
                <div className="detail-grid__main">
                  <section className="stack stack--tight" aria-labelledby="remaining-heading">
                    <h2 id="remaining-heading" className="card__title">
                      남은 상환 일정
                    </h2>
                    <p className="muted">구매하면 받는 돈입니다. 세금은 회원님 명의로 원천징수되며, 금액은 매도인의 일정 그대로입니다.</p>
                    <RemainingScheduleTable rows={found.remaining_schedule} caption="남은 상환 일정 (구매 시 받는 돈)" />
                  </section>
                  <section className="stack stack--tight" aria-labelledby="history-heading">
                    <h2 id="history-heading" className="card__title">
                      대출 상환 내역
                    </h2>
                    <DataTable caption="대출 상환 내역" columns={HISTORY_COLUMNS} rows={found.payment_history} rowKey={(r) => String(r.seq)} />
                  </section>
                  <ProductDisclosureSection disclosure={found.disclosure ?? undefined} />
                  <Link className="button button--ghost" to="/transfers">
                    양도 마켓으로
                  </Link>
                </div>
              </div>
            </div>
          );
        }}
      </AsyncBoundary>
    </Page>
  );
}
