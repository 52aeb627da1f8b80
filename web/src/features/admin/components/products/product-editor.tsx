// The operators' product form: create (every field) or edit (sends only what changed). Money in
// won, rates in basis points shown as %, times in Korea time.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { LoadingBlock } from '@/components/states';
import { isApiError } from '@/lib/api-client';
import { useBusinessClock } from '../../api/business-clock';
import { createProduct } from '../../api/products/create-product';
import { updateProduct } from '../../api/products/update-product';
import type { AdminProduct, ProductForm } from '../../api/products/admin-product.types';

const SEOUL_OFFSET_MS = 9 * 3600_000;
/** An instant as the value of a datetime-local input, in Korea time. */
const toLocalInput = (iso: string) => new Date(Date.parse(iso) + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
const fromLocalInput = (value: string) => new Date(Date.parse(`${value}:00Z`) - SEOUL_OFFSET_MS).toISOString();

type Draft = Record<keyof Omit<ProductForm, 'collateral' | 'investor_only'>, string> & {
  investor_only: boolean;
  address: string;
  appraisal_amount: string;
  senior_debt_amount: string;
  lien_rank: string;
};

/** `now`: the business clock's now, so a new product's default window opens tomorrow by the business calendar. */
function draftOf(p: AdminProduct | null, now: number = Date.now()): Draft {
  return {
    title: p?.title ?? '',
    type: p?.type ?? 'apt',
    borrower_id: p?.borrower_id ?? '',
    borrower_name: p?.borrower_name ?? '',
    grade: p?.grade ?? 'A2',
    rate_bp: String(p?.rate_bp ?? 1200),
    term_months: String(p?.term_months ?? 12),
    repayment_method: p?.repayment_method ?? 'equal_installment',
    target_amount: String(p?.target_amount ?? 100_000_000),
    max_per_user: String(p?.max_per_user ?? 0),
    opens_at: toLocalInput(p?.opens_at ?? new Date(now + 86400_000).toISOString()),
    closes_at: toLocalInput(p?.closes_at ?? new Date(now + 8 * 86400_000).toISOString()),
    investor_only: p?.investor_only ?? false,
    description: p?.description ?? '',
    address: p?.collateral?.address ?? '',
    appraisal_amount: String(p?.collateral?.appraisal_amount ?? ''),
    senior_debt_amount: String(p?.collateral?.senior_debt_amount ?? 0),
    lien_rank: String(p?.collateral?.lien_rank ?? 1),
  };
}

function formOf(d: Draft): ProductForm {
  const realty = d.type === 'apt' || d.type === 'realty';
  return {
    title: d.title, type: d.type as ProductForm['type'], borrower_id: d.borrower_id, borrower_name: d.borrower_name, grade: d.grade,
    rate_bp: Number(d.rate_bp), term_months: Number(d.term_months), repayment_method: d.repayment_method as ProductForm['repayment_method'],
    target_amount: Number(d.target_amount), max_per_user: Number(d.max_per_user), opens_at: fromLocalInput(d.opens_at), closes_at: fromLocalInput(d.closes_at),
    investor_only: d.investor_only, description: d.description,
    collateral: realty
      ? { address: d.address, appraisal_amount: Number(d.appraisal_amount), senior_debt_amount: Number(d.senior_debt_amount), lien_rank: Number(d.lien_rank) }
      : null,
  };
}

const FIELD_LABELS: Record<string, string> = {
  title: '상품명', type: '유형', borrower_id: '차입자 ID', borrower_name: '차입자명', grade: '등급', rate_bp: '수익률(bp)', term_months: '기간(개월)',
  repayment_method: '상환 방식', target_amount: '모집 금액', max_per_user: '1인당 한도', opens_at: '모집 시작', closes_at: '모집 마감', description: '설명', collateral: '담보',
};

/** Waits for the business clock (sandbox) so a new product's default dates follow the business calendar. */
export function ProductEditor({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const clock = useBusinessClock();
  if (clock.isPending) return <LoadingBlock />;
  return <ProductEditorForm product={product} onDone={onDone} nowMs={clock.data ? Date.parse(clock.data.now) : Date.now()} />;
}

function ProductEditorForm({ product, onDone, nowMs }: { product: AdminProduct | null; onDone: () => void; nowMs: number }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(product, nowMs));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async () => {
      const form = formOf(draft);
      if (!product) return createProduct(form);
      const before = formOf(draftOf(product));
      const changes = Object.fromEntries(Object.entries(form).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k as keyof ProductForm])));
      return updateProduct(product.id, changes);
    },
    onSuccess: () => {
      toast.success(product ? '상품을 수정했습니다.' : '상품을 등록했습니다.');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      onDone();
    },
    onError: (error) => setFieldErrors(isApiError(error) ? error.data.fields ?? {} : {}),
  });
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));
  const realty = draft.type === 'apt' || draft.type === 'realty';
  const text = (key: keyof Draft, label: string, props: Record<string, unknown> = {}) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="field__input" value={draft[key] as string} onChange={set(key)} aria-invalid={fieldErrors[key] ? true : undefined} {...props} />
      {fieldErrors[key] ? <span className="field__error">{FIELD_LABELS[key] ?? key}: {fieldErrors[key]}</span> : null}
    </label>
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    save.mutate();
  };
  return (
    <form className="card stack" onSubmit={onSubmit} aria-label={product ? '상품 수정' : '상품 등록'}>
      <h2 className="card__title">{product ? `상품 수정: ${product.title}` : '새 상품 등록'}</h2>
      {text('title', '상품명', { maxLength: 100, required: true })}
      <label className="field">
        <span className="field__label">유형</span>
        <select className="field__input" value={draft.type} onChange={set('type')}>
          <option value="apt">아파트 담보</option>
          <option value="realty">부동산 담보</option>
          <option value="credit">개인 신용</option>
          <option value="corporate">법인 대출</option>
        </select>
      </label>
      {text('borrower_id', '차입자 ID')}
      {text('borrower_name', '차입자명')}
      {text('grade', '등급 (A1~E5)', { maxLength: 4 })}
      {text('rate_bp', '연 수익률 (bp, 1200 = 12.00%)', { inputMode: 'numeric' })}
      {text('term_months', '기간 (개월)', { inputMode: 'numeric' })}
      <label className="field">
        <span className="field__label">상환 방식</span>
        <select className="field__input" value={draft.repayment_method} onChange={set('repayment_method')}>
          <option value="equal_installment">원리금균등</option>
          <option value="bullet">만기일시</option>
        </select>
      </label>
      {text('target_amount', '모집 금액 (원, 1만 원 단위)', { inputMode: 'numeric' })}
      {text('max_per_user', '1인당 투자 한도 (원, 0 = 없음)', { inputMode: 'numeric' })}
      {text('opens_at', '모집 시작 (한국 시간)', { type: 'datetime-local' })}
      {text('closes_at', '모집 마감 (한국 시간)', { type: 'datetime-local' })}
      <label className="field field--inline">
        <input type="checkbox" checked={draft.investor_only} onChange={(e) => setDraft((d) => ({ ...d, investor_only: e.target.checked }))} />
        <span className="field__label">투자자 전용 상품 (투자한 회원만 상세를 볼 수 있음)</span>
      </label>
      <label className="field">
        <span className="field__label">상품 설명</span>
        <textarea className="field__input" rows={5} value={draft.description} onChange={set('description')} />
      </label>
      {realty ? (
        <fieldset className="stack">
          <legend>담보 정보</legend>
          {text('address', '담보물 소재지')}
          {text('appraisal_amount', '감정가 (원)', { inputMode: 'numeric' })}
          {text('senior_debt_amount', '선순위 채권 (원)', { inputMode: 'numeric' })}
          {text('lien_rank', '설정 순위', { inputMode: 'numeric' })}
          {fieldErrors.collateral ? <span className="field__error">담보: {fieldErrors.collateral}</span> : null}
        </fieldset>
      ) : null}
      {Object.keys(fieldErrors).length > 0 ? (
        <p className="field__error" role="alert">
          {Object.entries(fieldErrors).map(([k, v]) => `${FIELD_LABELS[k] ?? k}: ${v}`).join(' · ')}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {product ? '수정 저장' : '등록'}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          닫기
        </button>
      </div>
    </form>
  );
}
