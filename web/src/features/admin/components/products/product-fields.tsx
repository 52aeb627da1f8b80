import type { InputHTMLAttributes } from 'react';
import type { Draft } from './product-draft';
import { FIELD_LABELS } from './product-draft';

type FieldKey = Exclude<keyof Draft, 'investor_only' | 'is_pf'>;
type DraftProps = { draft: Draft; errors: Record<string, string>; onField: (key: keyof Draft, value: string) => void };

/** One text input of the draft with the server's error for it underneath. */
export function DraftField({ name, label, draft, errors, onField, ...input }: DraftProps & { name: FieldKey; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="field__input" value={draft[name]} onChange={(e) => onField(name, e.target.value)} aria-invalid={errors[name] ? true : undefined} {...input} />
      {errors[name] ? (
        <span className="field__error">
          {FIELD_LABELS[name] ?? name}: {errors[name]}
        </span>
      ) : null}
    </label>
  );
}

/** The collateral of an apartment or real-estate product. */
export function CollateralFields(props: DraftProps) {
  return (
    <fieldset className="stack">
      <legend>담보 정보</legend>
      <DraftField {...props} name="address" label="담보물 소재지" />
      <DraftField {...props} name="appraisal_amount" label="감정가 (원)" inputMode="numeric" />
      <DraftField {...props} name="senior_debt_amount" label="선순위 채권 (원)" inputMode="numeric" />
      <DraftField {...props} name="lien_rank" label="설정 순위" inputMode="numeric" />
      {props.errors.collateral ? <span className="field__error">담보: {props.errors.collateral}</span> : null}
    </fieldset>
  );
}

/** The loan's terms: type, borrower, grade, rate, term and repayment method. */
export function TermsFields(props: DraftProps) {
  const { draft, onField } = props;
  return (
    <>
      <label className="field">
        <span className="field__label">유형</span>
        <select className="field__input" value={draft.type} onChange={(e) => onField('type', e.target.value)}>
          <option value="apt">아파트 담보</option>
          <option value="realty">부동산 담보</option>
          <option value="credit">개인 신용</option>
          <option value="corporate">법인 대출</option>
        </select>
      </label>
      <DraftField {...props} name="borrower_id" label="차입자 ID" />
      <DraftField {...props} name="borrower_name" label="차입자명" />
      <DraftField {...props} name="grade" label="등급 (A1~E5)" maxLength={4} />
      <DraftField {...props} name="rate_bp" label="연 수익률 (bp, 1200 = 12.00%)" inputMode="numeric" />
      <DraftField {...props} name="term_months" label="기간 (개월)" inputMode="numeric" />
      <label className="field">
        <span className="field__label">상환 방식</span>
        <select className="field__input" value={draft.repayment_method} onChange={(e) => onField('repayment_method', e.target.value)}>
          <option value="equal_installment">원리금균등</option>
          <option value="bullet">만기일시</option>
        </select>
      </label>
    </>
  );
}

/** 부동산 PF: only for apt and realty, set before funding (the investors' PF limit counts it). */
export function PfCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="field field--inline">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span className="field__label">부동산 PF (투자자의 부동산 PF 한도에 포함, 모집 시작 전까지만 변경 가능)</span>
    </label>
  );
}
