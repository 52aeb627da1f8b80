// The seller's 양도 신청 on the holding's page (docs/api.md "Transfers"): offered only for a
// repaying loan's holding with nothing past due (and says why not otherwise); a price inside the
// band of the policy in force (the range shown, 100 % to start with), what the buyer will see
// (the price, the principal, the installments they would be paid), the confirmation with the
// law's statement; and, while a listing is open, the listing with its withdrawal.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBusinessNowMs } from '@/api/get-stats';
import type { MarketListing } from '@/api/transfer.types';
import { FactList } from '@/components/fact-list';
import { Money } from '@/components/money';
import { MoneyInput } from '@/components/money-input';
import { isApiError } from '@/lib/api-client';
import { failMessages, messageForFailCode } from '@/lib/fail-messages';
import { formatDate, todayInKorea } from '@/lib/format';
import { lazyToast } from '@/lib/lazy-toast';
import { useTransferMarket } from '../api/get-transfer-market';
import { useOpenListing } from '../api/listing-commands';
import { holdingSale, SALE_BLOCK_MESSAGES, type Holding, type HoldingRow } from '../lib/holding-sale';
import { DEFAULT_PRICE_BP, percentText, priceAtBp, priceBandWon, priceBpOf, priceError, transferPricePolicyOn, type TransferPricePolicy } from '../lib/price-band';
import { RemainingScheduleTable } from './remaining-schedule-table';
import { SellConfirmDialog } from './sell-confirm-dialog';
import { WithdrawListingButton } from './withdraw-listing-button';
import './transfers.css';

const QUICK_BP = [9_000, 9_500, 10_000, 10_200];

function sellFailMessage(error: unknown): string {
  if (!isApiError(error)) return failMessages.unknown_error;
  if (error.data.fail_code === 'invalid_input' && error.data.fields?.investment_id === 'already_listed') return '이미 양도 신청 중인 채권입니다. 새 가격으로 내려면 먼저 철회해 주십시오.';
  if (error.data.fail_code === 'product_state_conflict') return '지금은 이 채권을 양도할 수 없습니다. 상환이 멈췄거나 지급일이 지난 회차가 있는지 확인해 주십시오.';
  // The server names the band in force in its message.
  if (error.data.fail_code === 'transfer_price_out_of_range' && error.data.message) return error.data.message;
  return messageForFailCode(error.data.fail_code);
}

function OpenListing({ listing }: { listing: MarketListing }) {
  return (
    <section className="card stack" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading" className="card__title">
        양도 신청 중 <span className="badge badge--primary">양도 마켓 공개</span>
      </h2>
      <FactList
        facts={[
          { label: '양도 가격', value: <Money won={listing.price} /> },
          { label: '양도 원금', value: <Money won={listing.outstanding_principal} /> },
          { label: '원금 대비', value: percentText(priceBpOf(listing.price, listing.outstanding_principal)) },
          { label: '신청일', value: formatDate(listing.listed_on) },
        ]}
      />
      <p className="muted">팔리면 알림으로 알려 드리고, 대금(수수료 제외)과 경과이자가 예치금으로 들어옵니다.</p>
      <div className="button-row">
        <Link className="button button--ghost" to={`/transfers/${listing.id}`}>
          양도 마켓에서 보기
        </Link>
        <WithdrawListingButton listingId={listing.id} priceWon={listing.price} />
      </div>
    </section>
  );
}

function Blocked({ why }: { why: string }) {
  return (
    <section className="card" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading" className="card__title">
        양도 신청
      </h2>
      <p className="muted">{why}</p>
    </section>
  );
}

/** What the buyer will see of the claim at the price typed: the figures and the rows they would be paid. */
function BuyerPreview({ priceWon, outstandingPrincipalWon, rows }: { priceWon: number; outstandingPrincipalWon: number; rows: readonly HoldingRow[] }) {
  return (
    <>
      <h3 className="dialog__subtitle">매수인에게 보이는 내용</h3>
      <FactList
        facts={[
          { label: '양도 가격', value: <Money won={priceWon} /> },
          { label: '남은 원금', value: <Money won={outstandingPrincipalWon} /> },
          { label: '원금 대비', value: percentText(priceBpOf(priceWon, outstandingPrincipalWon)) },
          { label: '남은 회차', value: `${rows.length}회 (${formatDate(rows[0]?.due_on)} ~ ${formatDate(rows.at(-1)?.due_on)})` },
        ]}
      />
      <p className="fine-print">
        매수인은 이 밖에 상품 공시와 대출의 상환 내역을 보고, 구매일까지의 경과이자를 가격과 별도로 회원님께 지급합니다. 매수인의 세후 수익률은 구매일 기준으로 양도 마켓에 표시됩니다.
      </p>
      {/* The rows are the schedule above from the next installment: folded, so the phone's page does not repeat them open. */}
      <details className="transfer-rows">
        <summary>매수인이 받을 남은 상환 일정 ({rows.length}회)</summary>
        <RemainingScheduleTable rows={rows} caption="매수인이 받을 남은 상환 일정" />
      </details>
    </>
  );
}

/** The price in won, the band under it, and quick shares of the principal (the band's floor rounded up, as the server's). */
function PriceField({ priceWon, error, outstandingPrincipalWon, policy, onPrice }: {
  priceWon: number | null; error: string | null; outstandingPrincipalWon: number; policy: TransferPricePolicy; onPrice: (won: number | null) => void;
}) {
  const band = priceBandWon(outstandingPrincipalWon, policy);
  const quick = (bp: number) => (bp === policy.minPriceBp ? band.minWon : priceAtBp(outstandingPrincipalWon, bp));
  return (
    <div className="field">
      <label className="field__label" htmlFor="transfer-price">
        양도 가격 (원)
      </label>
      <MoneyInput id="transfer-price" name="price" valueWon={priceWon} onValueWon={onPrice} aria-invalid={error ? true : undefined} aria-describedby="transfer-price-note" />
      <span id="transfer-price-note" className={error ? 'field__error' : 'field__help'} role={error ? 'alert' : undefined}>
        {error ?? (
          <>
            남은 원금의 {percentText(policy.minPriceBp)}~{percentText(policy.maxPriceBp)}: <Money won={band.minWon} /> ~ <Money won={band.maxWon} />
          </>
        )}
      </span>
      <div className="button-row" role="group" aria-label="원금 대비 가격">
        {QUICK_BP.filter((bp) => bp >= policy.minPriceBp && bp <= policy.maxPriceBp).map((bp) => (
          <button key={bp} type="button" className="button button--ghost button--small" aria-pressed={priceWon === quick(bp)} onClick={() => onPrice(quick(bp))}>
            {percentText(bp)}
          </button>
        ))}
      </div>
    </div>
  );
}

function SellForm({ title, investmentId, outstandingPrincipalWon, rows, today }: {
  title: string; investmentId: string; outstandingPrincipalWon: number; rows: readonly HoldingRow[]; today: string;
}) {
  const policy = transferPricePolicyOn(today);
  const band = priceBandWon(outstandingPrincipalWon, policy);
  const [priceWon, setPriceWon] = useState<number | null>(() => priceAtBp(outstandingPrincipalWon, DEFAULT_PRICE_BP));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = useOpenListing();
  const ask = () => {
    const error = priceError(priceWon, band);
    setFieldError(error);
    if (error) return;
    list.reset();
    setConfirming(true);
  };
  const confirm = () =>
    list.mutate(
      { investmentId, priceWon: priceWon ?? 0 },
      {
        onSuccess: () => {
          setConfirming(false);
          void lazyToast((toast) => toast.success('양도 신청을 등록했습니다. 양도 마켓에 공개됩니다.'));
        },
      },
    );
  const shown = priceWon ?? 0;
  return (
    <section className="card stack" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading" className="card__title">
        양도 신청
      </h2>
      <p className="muted">남은 원리금을 받을 권리 전부를 투자 요건을 갖춘 다른 투자자에게 팔 수 있습니다. 팔리기 전에는 언제든 철회할 수 있습니다.</p>
      <PriceField
        priceWon={priceWon}
        error={fieldError}
        outstandingPrincipalWon={outstandingPrincipalWon}
        policy={policy}
        onPrice={(won) => {
          setPriceWon(won);
          setFieldError(null);
        }}
      />
      <BuyerPreview priceWon={shown} outstandingPrincipalWon={outstandingPrincipalWon} rows={rows} />
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={ask}>
          양도 신청
        </button>
      </div>
      <SellConfirmDialog
        open={confirming}
        title={title}
        priceWon={shown}
        outstandingPrincipalWon={outstandingPrincipalWon}
        installments={rows.length}
        lastDueOn={rows.at(-1)?.due_on}
        busy={list.isPending}
        error={list.isError ? sellFailMessage(list.error) : null}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}

/**
 * `investmentId`: one of the holder's holdings in the loan — an investment, or a claim bought on
 * the market (GET /investments lists it by its listing, and it is resold like any holding; a
 * listing names one and sells the whole claim) — undefined while unknown, `null` when none.
 */
export function SellHoldingPanel({ holding, investmentId }: { holding: Holding; investmentId: string | null | undefined }) {
  const today = todayInKorea(new Date(useBusinessNowMs()));
  const sale = holdingSale(holding, today);
  const market = useTransferMarket();
  const own = market.data?.items.find((l) => l.own && l.product_id === holding.product.id);
  if (own) return <OpenListing listing={own} />;
  if (!sale.sellable) return <Blocked why={SALE_BLOCK_MESSAGES[sale.why]} />;
  if (market.isPending || !investmentId) return null;
  return <SellForm title={holding.product.title} investmentId={investmentId} outstandingPrincipalWon={sale.outstandingPrincipalWon} rows={sale.rows} today={today} />;
}
