import { useState } from 'react';
import toast from 'react-hot-toast';
import { formatDateTime } from '@/lib/format';
import { FORM_STATUS_LABELS, useUpdateFormHandling, type FormStatus } from '../api/update-form-handling';

type Props = { kind: 'inquiries' | 'loan_applications'; id: string; status: FormStatus; memo: string; handledAt: string | null; label: string };

/** One submission's follow-up: status and memo, saved together. */
export function HandlingCell({ kind, id, status, memo, handledAt, label }: Props) {
  const [draftStatus, setDraftStatus] = useState<FormStatus>(status);
  const [draftMemo, setDraftMemo] = useState(memo);
  const save = useUpdateFormHandling(kind, id);
  const changed = draftStatus !== status || draftMemo !== memo;
  return (
    <div className="stack">
      <select className="field__input" aria-label={`${label} 처리 상태`} value={draftStatus} onChange={(e) => setDraftStatus(e.target.value as FormStatus)}>
        {(Object.keys(FORM_STATUS_LABELS) as FormStatus[]).map((key) => (
          <option key={key} value={key}>
            {FORM_STATUS_LABELS[key]}
          </option>
        ))}
      </select>
      <input className="field__input" aria-label={`${label} 메모`} placeholder="상담 메모" maxLength={1000} value={draftMemo} onChange={(e) => setDraftMemo(e.target.value)} />
      <button type="button" className="button button--ghost button--small" disabled={!changed || save.isPending} onClick={() => save.mutate({ status: draftStatus, memo: draftMemo }, { onSuccess: () => toast.success('처리 상태를 저장했습니다.') })}>
        저장
      </button>
      {handledAt ? <span className="muted">{formatDateTime(handledAt)} 처리</span> : null}
    </div>
  );
}
