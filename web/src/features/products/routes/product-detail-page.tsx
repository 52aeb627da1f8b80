import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { ErrorState, LoadingBlock } from '@/components/states';
import { INVEST_UNIT_WON, MIN_INVEST_AMOUNT_WON } from '@/config/site';
import { isApiError } from '@/lib/api-client';
import { failMessages } from '@/lib/fail-messages';
import { formatDate, formatRateBp, formatWon, percentOf } from '@/lib/format';
import { useLoginedUser } from '@/lib/session';
import {
  PRODUCT_TYPE_LABELS,
  REPAYMENT_METHOD_LABELS,
  putBasketItem,
  useProduct,
  type ProductDetail,
} from '../api/products-api';
import { FundingProgress, StatusBadge } from '../components/product-card';

function describe(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, v]) => `${key}: ${String(v)}`)
      .join(' · ');
  }
  return String(value);
}

function validateAmount(amountWon: number): string | null {
  if (!Number.isInteger(amountWon) || amountWon < MIN_INVEST_AMOUNT_WON) return failMessages.min_invest_amount;
  if (amountWon % INVEST_UNIT_WON !== 0) return failMessages.invalid_amount;
  return null;
}

function BasketForm({ product }: { product: ProductDetail }) {
  const user = useLoginedUser();
  const location = useLocation();
  const [amount, setAmount] = useState(String(Math.max(product.min_amount || 0, MIN_INVEST_AMOUNT_WON)));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (amountWon: number) => putBasketItem(product.id, amountWon),
    onSuccess: () => toast.success('장바구니에 담았습니다.'),
  });
  const investable = product.status === 'funding' && !product.suspended;

  if (!user) {
    return (
      <div className="invest-box">
        <p>투자하려면 로그인해 주세요.</p>
        <Link className="button button--primary button--block" to={`/user/login?redirect=${encodeURIComponent(location.pathname)}`}>
          로그인하고 투자하기
        </Link>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amountWon = Number(amount.replaceAll(',', ''));
    const error = validateAmount(amountWon);
    setFieldError(error);
    if (!error) add.mutate(amountWon);
  };

  return (
    <form className="invest-box" onSubmit={onSubmit} noValidate>
      <label className="field">
        <span className="field__label">투자 금액 (원)</span>
        <input
          className="field__input"
          inputMode="numeric"
          name="amount"
          value={amount}
          onChange={(event) => setAmount(event.target.value.replace(/[^\d]/g, ''))}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby="amount-help"
          disabled={!investable}
        />
        <span id="amount-help" className={fieldError ? 'field__error' : 'field__help'}>
          {fieldError ?? '10,000원 이상, 10,000원 단위로 입력해 주세요.'}
        </span>
      </label>
      <button type="submit" className="button button--primary button--block" disabled={!investable || add.isPending}>
        {investable ? '장바구니에 담기' : '지금은 투자할 수 없습니다'}
      </button>
      {add.isSuccess ? (
        <Link className="button button--ghost button--block" to="/user/basket">
          장바구니로 이동
        </Link>
      ) : null}
    </form>
  );
}

export function ProductDetailPage() {
  const { productId = '' } = useParams();
  const product = useProduct(productId);

  if (product.isPending) {
    return (
      <Page title="상품 상세" heading="상품 상세">
        <LoadingBlock label="상품 정보를 불러오는 중입니다…" />
      </Page>
    );
  }
  if (product.isError) {
    const code = isApiError(product.error) ? product.error.data.fail_code : '';
    const title = code === 'investor_only' ? failMessages.investor_only : '상품을 찾을 수 없습니다.';
    return (
      <Page title="상품 상세" heading="상품 상세">
        <ErrorState title={title} />
        <Link to="/products" className="button button--ghost">
          상품 목록으로
        </Link>
      </Page>
    );
  }
  const p = product.data;
  return (
    <Page title={p.title} heading={p.title} lead={`${PRODUCT_TYPE_LABELS[p.type] ?? p.type} · ${p.grade}등급`} actions={<StatusBadge status={p.status} suspended={p.suspended} />}>
      <div className="detail-grid">
        <div className="detail-grid__main">
          <div className="card">
            <dl className="key-facts">
              <div>
                <dt>연 수익률</dt>
                <dd className="key-facts__accent">{formatRateBp(p.rate_bp)}</dd>
              </div>
              <div>
                <dt>투자 기간</dt>
                <dd>{p.term_months}개월</dd>
              </div>
              <div>
                <dt>상환 방식</dt>
                <dd>{REPAYMENT_METHOD_LABELS[p.repayment_method] ?? p.repayment_method}</dd>
              </div>
              <div>
                <dt>모집 금액</dt>
                <dd>{formatWon(p.target_amount)}</dd>
              </div>
            </dl>
            <FundingProgress raised={p.raised_amount} target={p.target_amount} />
            <p className="product-card__progress-text">
              <span>
                {formatWon(p.raised_amount)} 모집 ({percentOf(p.raised_amount, p.target_amount)}%)
              </span>
              <span>투자자 {p.investor_count.toLocaleString('ko-KR')}명</span>
            </p>
            <p className="muted">
              모집 기간 {formatDate(p.opens_at)} ~ {formatDate(p.closes_at)}
              {p.max_per_user ? ` · 1인당 최대 ${formatWon(p.max_per_user)}` : ''}
            </p>
          </div>
          <div className="card">
            <h2 className="card__title">상품 설명</h2>
            <p className="prewrap">{p.description || '상품 설명이 아직 등록되지 않았습니다.'}</p>
            <dl className="info-list">
              <div>
                <dt>차입자</dt>
                <dd>{describe(p.borrower)}</dd>
              </div>
              <div>
                <dt>담보</dt>
                <dd>{describe(p.collateral)}</dd>
              </div>
            </dl>
          </div>
          {p.schedule_preview && p.schedule_preview.length > 0 ? (
            <div className="card">
              <h2 className="card__title">예상 상환 일정</h2>
              <div className="table-wrap">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">회차</th>
                      <th scope="col">지급 예정일</th>
                      <th scope="col">원금</th>
                      <th scope="col">이자</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.schedule_preview.map((row) => (
                      <tr key={row.seq}>
                        <td>{row.seq}회</td>
                        <td>{formatDate(row.due_on)}</td>
                        <td className="num">{formatWon(row.principal)}</td>
                        <td className="num">{formatWon(row.interest)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          ) : null}
        </div>
        <aside className="detail-grid__side" aria-label="투자하기">
          <BasketForm product={p} />
        </aside>
      </div>
    </Page>
  );
}
