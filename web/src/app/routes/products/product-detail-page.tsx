import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useProduct } from '@/api/get-product';
import { useBusinessNowMs } from '@/api/get-stats';
import type { ProductDetail } from '@/api/types';
import { FactList } from '@/components/fact-list';
import { Money } from '@/components/money';
import { Page } from '@/components/page';
import { ErrorState, LoadingBlock } from '@/components/states';
import { PRODUCT_PREVIEW_WON } from '@/config/first-reads';
import { MIN_INVEST_AMOUNT_WON } from '@/config/site';
import { isApiError } from '@/lib/api-client';
import { failMessages } from '@/lib/fail-messages';
import { formatDate, formatDateTime, formatRateBp, percentOf } from '@/lib/format';
import { forgetInvestAmount, keptInvestAmount } from '@/lib/session-ended';
import { PRODUCT_TYPE_LABELS, REPAYMENT_METHOD_LABELS } from '@/lib/labels';
import { Collateral } from '@/features/products/components/collateral';
import { InvestBox } from '@/features/products/components/invest-box';
import { ReturnCalculator } from '@/features/products/components/return-calculator';
import { ProductDisclosureSection } from '@/features/products/components/product-disclosure-section';
import { ReconfirmationNotice } from '@/features/products/components/reconfirmation-notice';
import { FundingProgress, InvestorOnlyBadge, StatusBadge } from '@/features/products/components/product-card';
import { validateAmount } from '@/features/products/components/use-invest-flow';

function KeyFacts({ p, nowMs }: { p: ProductDetail; nowMs: number }) {
  return (
    <div className="card">
      <div className="product-card__top">
        <span className="product-card__type">{PRODUCT_TYPE_LABELS[p.type] ?? p.type}</span>
        <span className="badge-row">
          {p.investor_only ? <InvestorOnlyBadge /> : null}
          <StatusBadge product={p} nowMs={nowMs} />
        </span>
      </div>
      <FactList
        className="key-facts"
        facts={[
          { label: '연 수익률', value: formatRateBp(p.rate_bp), valueClassName: 'key-facts__accent' },
          { label: '투자 기간', value: `${p.term_months}개월` },
          { label: '상환 방식', value: REPAYMENT_METHOD_LABELS[p.repayment_method] ?? p.repayment_method },
          { label: '모집 금액', value: <Money won={p.target_amount} /> },
        ]}
      />
      <FundingProgress raised={p.raised_amount} target={p.target_amount} />
      <p className="product-card__progress-text">
        <span>
          <Money won={p.raised_amount} /> 모집 ({percentOf(p.raised_amount, p.target_amount)}%)
        </span>
        <span>투자자 {p.investor_count.toLocaleString('ko-KR')}명</span>
      </p>
      <p className="muted">
        모집 기간 {formatDateTime(p.opens_at)} ~ {formatDate(p.closes_at)} · 최소 <Money won={Math.max(p.min_amount, MIN_INVEST_AMOUNT_WON)} />
        {p.max_per_user ? (
          <>
            {' '}
            · 1인당 최대 <Money won={p.max_per_user} />
          </>
        ) : null}
      </p>
    </div>
  );
}

function Description({ p }: { p: ProductDetail }) {
  return (
    <div className="card">
      <h2 className="card__title">상품 설명</h2>
      <p className="prewrap">{p.description || '상품 설명이 아직 등록되지 않았습니다.'}</p>
      <FactList
        facts={[
          {
            label: '차입자',
            value: (
              <>
                {p.borrower.name} <span className="muted">({p.borrower.id})</span>
              </>
            ),
          },
        ]}
      />
    </div>
  );
}

function NotOpen({ error }: { error: unknown }) {
  const investorOnly = isApiError(error) && error.data.fail_code === 'investor_only';
  return (
    <Page title="상품 상세" heading="상품 상세">
      <ErrorState title={investorOnly ? failMessages.investor_only : '상품을 찾을 수 없습니다.'} error={error} />
      <Link to="/products?status=funding" className="button button--ghost">
        모집 중인 상품 보기
      </Link>
    </Page>
  );
}

export function ProductDetailPage() {
  const { productId = '' } = useParams();
  // The amount typed before a session ended comes back after the login (lib/session-ended).
  const [amount, setAmount] = useState(() => keptInvestAmount(productId) ?? PRODUCT_PREVIEW_WON);
  useEffect(() => forgetInvestAmount(productId), [productId]);
  // The preview follows the invest box, but only for amounts the server would accept.
  const deferred = useDeferredValue(amount);
  const previewAmount = validateAmount(deferred) ? PRODUCT_PREVIEW_WON : deferred;
  const product = useProduct(productId, previewAmount);
  const nowMs = useBusinessNowMs();

  if (product.isPending) {
    return (
      <Page title="상품 상세" heading="상품 상세">
        <LoadingBlock label="상품 정보를 불러오는 중입니다…" />
      </Page>
    );
  }
  if (product.isError) return <NotOpen error={product.error} />;
  const p = product.data;
  return (
    <Page title={p.title} heading={p.title} lead={`${PRODUCT_TYPE_LABELS[p.type] ?? p.type} · ${p.grade}등급${p.investor_only ? ' · 투자자 전용' : ''}`}>
      <ReconfirmationNotice productId={p.id} />
      {/* Phones read the key facts, then the invest box, then the details; wide screens keep the box beside them. */}
      <div className="detail-grid">
        <div className="detail-grid__summary">
          <KeyFacts p={p} nowMs={nowMs} />
        </div>
        <aside className="detail-grid__side" aria-label="투자하기">
          <InvestBox product={p} amount={amount} onAmount={setAmount} nowMs={nowMs} />
        </aside>
        <div className="detail-grid__main">
          <Description p={p} />
          <ProductDisclosureSection disclosure={p.disclosure} />
          {p.collateral ? <Collateral collateral={p.collateral} /> : null}
          <ReturnCalculator productId={p.id} initialAmountWon={PRODUCT_PREVIEW_WON} />
        </div>
      </div>
    </Page>
  );
}
