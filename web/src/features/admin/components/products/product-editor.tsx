// The operators' product form: create (every field) or edit (sends only what changed). Money in
// won, rates in basis points shown as %, times in Korea time.
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { LoadingBlock } from '@/components/states';
import { isApiError } from '@/lib/api-client';
import { useBusinessClock } from '../../api/sandbox/get-business-clock';
import type { AdminProduct } from '../../api/products/admin-product.types';
import { useCreateProduct } from '../../api/products/create-product';
import { useUpdateProduct } from '../../api/products/update-product';
import { CollateralFields, DraftField, PfCheckbox, TermsFields } from './product-fields';
import { changesOf, draftOf, FIELD_LABELS, formOf, type Draft } from './product-draft';

/** Waits for the business clock (sandbox) so a new product's default dates follow the business calendar. */
export function ProductEditor({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const clock = useBusinessClock();
  if (clock.isPending) return <LoadingBlock />;
  return <ProductEditorForm product={product} onDone={onDone} nowMs={clock.data ? Date.parse(clock.data.now) : Date.now()} />;
}

/** Creates the product, or sends an edit's changed fields; the server's field errors come back to the form. */
function useSaveProduct(product: AdminProduct | null, onDone: () => void) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const options = {
    onSuccess: () => {
      toast.success(product ? '상품을 수정했습니다.' : '상품을 등록했습니다.');
      onDone();
    },
    onError: (error: unknown) => setFieldErrors(isApiError(error) ? (error.data.fields ?? {}) : {}),
  };
  const save = (draft: Draft) => {
    setFieldErrors({});
    const form = formOf(draft);
    if (product) update.mutate({ productId: product.id, changes: changesOf(product, form) }, options);
    else create.mutate(form, options);
  };
  return { save, fieldErrors, pending: create.isPending || update.isPending };
}

function ProductEditorForm({ product, onDone, nowMs }: { product: AdminProduct | null; onDone: () => void; nowMs: number }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(product, nowMs));
  const { save, fieldErrors, pending } = useSaveProduct(product, onDone);
  const fields = { draft, errors: fieldErrors, onField: (key: keyof Draft, value: string) => setDraft((d) => ({ ...d, [key]: value })) };
  const realty = draft.type === 'apt' || draft.type === 'realty';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save(draft);
  };
  return (
    <form className="card stack" onSubmit={onSubmit} aria-label={product ? '상품 수정' : '상품 등록'}>
      <h2 className="card__title">{product ? `상품 수정: ${product.title}` : '새 상품 등록'}</h2>
      <DraftField {...fields} name="title" label="상품명" maxLength={100} required />
      <TermsFields {...fields} />
      <DraftField {...fields} name="target_amount" label="모집 금액 (원, 1만 원 단위)" inputMode="numeric" />
      <DraftField {...fields} name="max_per_user" label="1인당 투자 한도 (원, 0 = 없음)" inputMode="numeric" />
      <DraftField {...fields} name="opens_at" label="모집 시작 (한국 시간)" type="datetime-local" />
      <DraftField {...fields} name="closes_at" label="모집 마감 (한국 시간)" type="datetime-local" />
      <label className="field field--inline">
        <input type="checkbox" checked={draft.investor_only} onChange={(e) => setDraft((d) => ({ ...d, investor_only: e.target.checked }))} />
        <span className="field__label">투자자 전용 상품 (투자한 회원만 상세를 볼 수 있음)</span>
      </label>
      <label className="field">
        <span className="field__label">상품 설명</span>
        <textarea className="field__input" rows={5} value={draft.description} onChange={(e) => fields.onField('description', e.target.value)} />
      </label>
      {realty ? <PfCheckbox checked={draft.is_pf} onChange={(isPf) => setDraft((d) => ({ ...d, is_pf: isPf }))} /> : null}
      {realty ? <CollateralFields {...fields} /> : null}
      {Object.keys(fieldErrors).length > 0 ? (
        <p className="field__error" role="alert">
          {Object.entries(fieldErrors)
            .map(([k, v]) => `${FIELD_LABELS[k] ?? k}: ${v}`)
            .join(' · ')}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={pending}>
          {product ? '수정 저장' : '등록'}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          닫기
        </button>
      </div>
    </form>
  );
}
