// 오픈 알림 settings (issue 31, item 13): product types and grade families as chips, the lowest
// rate and the longest term as selects; saving subscribes (or changes the criteria), and 해지
// asks first in the app's own dialog. The subscription is the investor's own request for these
// notices, so it needs no marketing consent; the screen says so, and that it stops at once.
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { PRODUCT_TYPE_LABELS } from '@/lib/labels';
import { useDeleteOpenAlert } from '../api/delete-open-alert';
import type { OpenAlert, OpenAlertCriteria } from '../api/get-open-alert';
import { useSaveOpenAlert } from '../api/save-open-alert';
import { ALERT_GRADES, ALERT_TYPES, MAX_TERM_CHOICES, MIN_RATE_CHOICES } from '../lib/open-alert-choices';
import { Chips, Select } from '@/components/choice-chips';
import './open-alerts.css';

const TYPES_REQUIRED = '알림을 받을 상품 유형을 하나 이상 선택해 주십시오.';

const messageOf = (error: unknown) => (isApiError(error) ? error.data.message : '잠시 후 다시 시도해 주십시오.');

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

type Props = {
  /** The standing subscription, or null. */
  alert: OpenAlert | null;
  /** Where a new subscription starts (the product list's filters), when there is none. */
  initial: OpenAlertCriteria;
};

export function OpenAlertForm({ alert, initial }: Props) {
  const [criteria, setCriteria] = useState<OpenAlertCriteria>(alert ?? initial);
  const [typesError, setTypesError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveOpenAlert();
  const remove = useDeleteOpenAlert();
  const set = (change: Partial<OpenAlertCriteria>) => setCriteria((c) => ({ ...c, ...change }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (criteria.types.length === 0) return setTypesError(TYPES_REQUIRED);
    setTypesError(null);
    save.mutate(criteria, { onSuccess: () => toast.success(alert ? '오픈 알림 조건을 저장했습니다.' : '오픈 알림을 신청했습니다.', { duration: 2000 }) });
  };
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('오픈 알림을 해지했습니다.', { duration: 2000 });
      },
    });

  return (
    <form className="card form open-alert-form" onSubmit={onSubmit} noValidate aria-labelledby="open-alert-heading">
      <h2 id="open-alert-heading" className="card__title">
        알림 받을 상품 조건
      </h2>
      <p className="open-alert-form__status" aria-live="polite">
        {alert ? `${formatDateTime(alert.created_at)}부터 오픈 알림을 받고 계십니다.` : '아직 오픈 알림을 신청하지 않으셨습니다.'}
      </p>
      <Chips legend="상품 유형" help="하나 이상 선택해 주십시오." values={ALERT_TYPES} chosen={criteria.types} label={(t) => PRODUCT_TYPE_LABELS[t]} onToggle={(t) => { set({ types: toggle(criteria.types, t) }); setTypesError(null); }} error={typesError} />
      <Chips legend="등급" help="선택하지 않으면 모든 등급의 상품을 알려 드립니다." values={ALERT_GRADES} chosen={criteria.grades} label={(g) => `${g}등급`} onToggle={(g) => set({ grades: toggle(criteria.grades, g) })} />
      <div className="open-alert-form__selects">
        <Select label="최소 수익률" value={criteria.min_rate_bp} choices={MIN_RATE_CHOICES} onChange={(v) => set({ min_rate_bp: v })} />
        <Select label="최대 투자 기간" value={criteria.max_term_months} choices={MAX_TERM_CHOICES} onChange={(v) => set({ max_term_months: v })} />
      </div>
      {save.isError ? <p className="field__error" role="alert">{messageOf(save.error)}</p> : null}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? '저장하는 중…' : alert ? '조건 저장' : '오픈 알림 받기'}
        </button>
        {alert ? (
          <button type="button" className="button button--ghost" onClick={() => { remove.reset(); setConfirming(true); }}>
            오픈 알림 해지
          </button>
        ) : null}
      </div>
      <ConfirmDialog open={confirming} title="오픈 알림 해지" confirmLabel="해지하기" busyLabel="해지하는 중…" busy={remove.isPending} error={remove.isError ? messageOf(remove.error) : null} onConfirm={onDelete} onClose={() => setConfirming(false)}>
        <p>오픈 알림을 해지하면 조건에 맞는 상품이 등록되거나 모집을 시작해도 더 이상 알림과 메일을 보내 드리지 않습니다. 해지하시겠습니까?</p>
      </ConfirmDialog>
    </form>
  );
}
