// One checklist item of the form: its question, 적합 / 부적합 / 해당없음, and a note (for 부적합,
// what is being done about it), with the server's refusal under each.
import { useId } from 'react';
import { FieldNote } from '@/components/text-field';
import { SELF_CHECK_STATUS_LABELS, type ChecklistItem, type SelfCheckStatus } from '@/api/security-self-check.types';

type Answer = { status: SelfCheckStatus | null; note: string };

const STATUSES = Object.entries(SELF_CHECK_STATUS_LABELS) as [SelfCheckStatus, string][];

export function SelfCheckItem(props: { item: ChecklistItem; answer: Answer; errors: Record<string, string>; onChange: (answer: Answer) => void }) {
  const { item, answer, errors, onChange } = props;
  const id = useId();
  const statusError = errors[`items.${item.key}.status`];
  const noteError = errors[`items.${item.key}.note`];
  return (
    <fieldset className="self-check-item" aria-describedby={`${id}-question`}>
      <legend className="self-check-item__label">{item.label}</legend>
      <p id={`${id}-question`} className="muted self-check-item__question">{item.question}</p>
      <div className="self-check-item__choices" role="radiogroup" aria-label={`${item.label} 점검 결과`} aria-invalid={statusError ? true : undefined}>
        {STATUSES.map(([status, label]) => (
          <label key={status} className="checkbox">
            <input type="radio" name={`${id}-status`} value={status} checked={answer.status === status} onChange={() => onChange({ ...answer, status })} />
            <span>{label}</span>
          </label>
        ))}
      </div>
      <FieldNote id={`${id}-status-note`} error={statusError} />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>
          {answer.status === 'non_compliant' ? '조치 계획 (필수)' : '비고'}
        </label>
        <textarea
          id={`${id}-note`} className="field__input" rows={2} maxLength={1000} value={answer.note}
          aria-invalid={noteError ? true : undefined} aria-describedby={noteError ? `${id}-note-note` : undefined}
          onChange={(e) => onChange({ ...answer, note: e.target.value })}
        />
        <FieldNote id={`${id}-note-note`} error={noteError} />
      </div>
    </fieldset>
  );
}
