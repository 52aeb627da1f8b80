// The product form's draft: every field as the input shows it (strings, Korea time), and back to
// the API's shape (won, basis points, instants).
import type { AdminProduct, ProductForm } from '../../api/products/admin-product.types';

const SEOUL_OFFSET_MS = 9 * 3600_000;
/** An instant as the value of a datetime-local input, in Korea time. */
const toLocalInput = (iso: string) => new Date(Date.parse(iso) + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
const fromLocalInput = (value: string) => new Date(Date.parse(`${value}:00Z`) - SEOUL_OFFSET_MS).toISOString();

export type Draft = Record<keyof Omit<ProductForm, 'collateral' | 'investor_only' | 'is_pf'>, string> & {
  investor_only: boolean;
  is_pf: boolean;
  address: string;
  appraisal_amount: string;
  senior_debt_amount: string;
  lien_rank: string;
};

/** `now`: the business clock's now, so a new product's default window opens tomorrow by the business calendar. */
export function draftOf(p: AdminProduct | null, now: number = Date.now()): Draft {
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
    is_pf: p?.is_pf ?? false,
    description: p?.description ?? '',
    address: p?.collateral?.address ?? '',
    appraisal_amount: String(p?.collateral?.appraisal_amount ?? ''),
    senior_debt_amount: String(p?.collateral?.senior_debt_amount ?? 0),
    lien_rank: String(p?.collateral?.lien_rank ?? 1),
  };
}

export function formOf(d: Draft): ProductForm {
  const realty = d.type === 'apt' || d.type === 'realty';
  return {
    title: d.title, type: d.type as ProductForm['type'], borrower_id: d.borrower_id, borrower_name: d.borrower_name, grade: d.grade,
    rate_bp: Number(d.rate_bp), term_months: Number(d.term_months), repayment_method: d.repayment_method as ProductForm['repayment_method'],
    target_amount: Number(d.target_amount), max_per_user: Number(d.max_per_user), opens_at: fromLocalInput(d.opens_at), closes_at: fromLocalInput(d.closes_at),
    investor_only: d.investor_only, is_pf: realty && d.is_pf, description: d.description,
    collateral: realty
      ? { address: d.address, appraisal_amount: Number(d.appraisal_amount), senior_debt_amount: Number(d.senior_debt_amount), lien_rank: Number(d.lien_rank) }
      : null,
  };
}

export const FIELD_LABELS: Record<string, string> = {
  title: '상품명', type: '유형', borrower_id: '차입자 ID', borrower_name: '차입자명', grade: '등급', rate_bp: '수익률(bp)', term_months: '기간(개월)',
  repayment_method: '상환 방식', target_amount: '모집 금액', max_per_user: '1인당 한도', opens_at: '모집 시작', closes_at: '모집 마감', description: '설명', collateral: '담보', is_pf: '부동산 PF',
};

/** What an edit sends: only the fields whose value differs from the product as loaded. */
export function changesOf(product: AdminProduct, form: ProductForm): Partial<ProductForm> {
  const before = formOf(draftOf(product));
  return Object.fromEntries(Object.entries(form).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k as keyof ProductForm])));
}
