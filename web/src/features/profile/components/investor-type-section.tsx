import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { applyInvestorType } from '../api/apply-investor-type';
import { myInvestorTypeRequestsKey, useMyInvestorTypeRequests } from '../api/investor-type-requests';
import { INVESTOR_TYPE_LABELS, type Profile, type RequestableType } from '../api/profile';
import { fieldCodeMessage } from '../api/profile-rules';

const STATUS_LABELS = { pending: '심사 중', approved: '승인', rejected: '반려' } as const;
const STATUS_BADGES = { pending: 'badge badge--scheduled', approved: 'badge badge--primary', rejected: 'badge badge--canceled' } as const;

/** Investor type: the current one, the applications and their status, and a new application. */
export function InvestorTypeSection({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const requests = useMyInvestorTypeRequests();
  const [type, setType] = useState<RequestableType>(profile.investor_type === 'income_qualified' ? 'professional' : 'income_qualified');
  const [evidence, setEvidence] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: applyInvestorType,
    onSuccess: () => {
      setEvidence('');
      toast.success('투자자 유형 변경을 신청했습니다. 심사 결과는 이 화면에서 확인할 수 있습니다.');
      void queryClient.invalidateQueries({ queryKey: myInvestorTypeRequestsKey });
    },
    onError: (err) => {
      const fields = isApiError(err) ? err.data.fields : undefined;
      if (fields) setError(fieldCodeMessage(fields.investor_type ?? fields.evidence));
    },
  });
  const pending = requests.data?.some((r) => r.status === 'pending') ?? false;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!evidence.trim()) return setError('증빙 내용을 입력해 주세요.');
    if (evidence.trim().length > 2000) return setError('증빙 내용은 2,000자 이하로 입력해 주세요.');
    setError(undefined);
    mutation.mutate({ investor_type: type, evidence: evidence.trim() });
  };
  return (
    <section className="card" aria-labelledby="investor-type-heading">
      <h2 id="investor-type-heading" className="card__title">
        투자자 유형
      </h2>
      <p>
        현재 유형: <strong>{INVESTOR_TYPE_LABELS[profile.investor_type]}</strong>
      </p>
      <p className="muted">유형에 따라 투자 한도가 달라집니다. 승인되면 다음 투자부터 새 한도가 적용됩니다.</p>
      {requests.data && requests.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">투자자 유형 신청 내역</caption>
            <thead>
              <tr>
                <th scope="col">신청일</th>
                <th scope="col">신청 유형</th>
                <th scope="col">상태</th>
                <th scope="col">처리일</th>
              </tr>
            </thead>
            <tbody>
              {requests.data.map((r) => (
                <tr key={r.id}>
                  <td>{formatDate(r.created_at)}</td>
                  <td>{INVESTOR_TYPE_LABELS[r.investor_type]}</td>
                  <td>
                    <span className={STATUS_BADGES[r.status]}>{STATUS_LABELS[r.status]}</span>
                  </td>
                  <td>{r.decided_at ? formatDate(r.decided_at) : '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {profile.investor_type === 'professional' ? null : pending ? (
        <p role="status">심사 중인 신청이 있습니다. 결과가 나오면 이곳에 표시됩니다.</p>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor="investor-type">
              신청할 유형
            </label>
            <select id="investor-type" className="field__input" value={type} onChange={(e) => setType(e.target.value as RequestableType)}>
              {profile.investor_type !== 'income_qualified' ? <option value="income_qualified">소득적격 투자자</option> : null}
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
              maxLength={2000}
              value={evidence}
              onChange={(e) => setEvidence(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby="investor-type-evidence-note"
            />
            <span id="investor-type-evidence-note" className={error ? 'field__error' : 'field__help'}>
              {error ?? '예: 2025년 근로소득 원천징수영수증 (이자·배당소득 2,000만 원 초과 또는 사업·근로소득 1억 원 초과)'}
            </span>
          </div>
          <button type="submit" className="button button--ghost" disabled={mutation.isPending}>
            심사 신청
          </button>
        </form>
      )}
    </section>
  );
}
