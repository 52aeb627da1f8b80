import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { InvestorType, RequestableType } from '@/api/types';
import { fieldCodeMessage } from '@/lib/account-rules';
import { isApiError } from '@/lib/api-client';
import { useApplyInvestorType } from '../api/apply-investor-type';

const EVIDENCE_MAX_CHARS = 2000;

/** A new application: the type to become and the evidence the operators review. */
export function InvestorTypeApplyForm({ current }: { current: InvestorType }) {
  const [type, setType] = useState<RequestableType>(current === 'income_qualified' ? 'professional' : 'income_qualified');
  const [evidence, setEvidence] = useState('');
  const [error, setError] = useState<string | undefined>();
  const apply = useApplyInvestorType();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!evidence.trim()) return setError('증빙 내용을 입력해 주세요.');
    if (evidence.trim().length > EVIDENCE_MAX_CHARS) return setError('증빙 내용은 2,000자 이하로 입력해 주세요.');
    setError(undefined);
    apply.mutate(
      { investor_type: type, evidence: evidence.trim() },
      {
        onSuccess: () => {
          setEvidence('');
          toast.success('투자자 유형 변경을 신청했습니다. 심사 결과는 이 화면에서 확인할 수 있습니다.');
        },
        onError: (err) => {
          const fields = isApiError(err) ? err.data.fields : undefined;
          if (fields) setError(fieldCodeMessage(fields.investor_type ?? fields.evidence));
        },
      },
    );
  };
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor="investor-type">
          신청할 유형
        </label>
        <select id="investor-type" className="field__input" value={type} onChange={(e) => setType(e.target.value as RequestableType)}>
          {current !== 'income_qualified' ? <option value="income_qualified">소득적격 투자자</option> : null}
          <option value="professional">전문 투자자</option>
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="investor-type-evidence">
          증빙 내용
        </label>
        <textarea
          id="investor-type-evidence"
          className="field__input"
          rows={3}
          maxLength={EVIDENCE_MAX_CHARS}
          value={evidence}
          onChange={(e) => setEvidence(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="investor-type-evidence-note"
        />
        <span id="investor-type-evidence-note" className={error ? 'field__error' : 'field__help'}>
          {error ?? '예: 2025년 근로소득 원천징수영수증 (이자·배당소득 2,000만 원 초과 또는 사업·근로소득 1억 원 초과)'}
        </span>
      </div>
      <button type="submit" className="button button--ghost" disabled={apply.isPending}>
        심사 신청
      </button>
    </form>
  );
}
