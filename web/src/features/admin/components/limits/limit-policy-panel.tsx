// The investor limit policy (docs/api.md "Investor limits"): the values in force, a form that
// schedules a change from a date (after a confirmation naming each value old → new and the date),
// and every effective date.
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { AsyncBoundary } from '@/components/async-boundary';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { formatDate, formatDateTime, formatWon } from '@/lib/format';
import { messageForFailCode } from '@/lib/fail-messages';
import { useBusinessToday } from '../../api/sandbox/get-business-clock';
import { useLimitPolicy, type LimitPolicyChange, type LimitPolicyView } from '../../api/limit-policy/get-limit-policy';
import { useSaveLimitPolicy } from '../../api/limit-policy/save-limit-policy';
import { baseOn, changesOf, inputOf, LIMIT_FIELDS, LIMIT_TYPES, refusedFields, SHARE_KEY, valueOf, type LimitChange, type LimitDraft } from './limit-policy-values';

const STATUS_LABELS: Record<LimitPolicyChange['status'], string> = { past: '지난 정책', in_force: '적용 중', scheduled: '예정' };
const short = (l: { total: number; realty: number; pf: number; per_borrower: number }) =>
  `${formatWon(l.total)} / ${formatWon(l.realty)} / PF ${formatWon(l.pf)} / 차입자 ${formatWon(l.per_borrower)}`;

const HISTORY_COLUMNS: Column<LimitPolicyChange>[] = [
  { key: 'effective', header: '적용 시작일', primary: true, cell: (h) => formatDate(h.effective_on) },
  { key: 'general', header: '일반 (총 / 부동산 / PF / 동일 차입자)', cell: (h) => short(h.general) },
  { key: 'iq', header: '소득적격 (총 / 부동산 / PF / 동일 차입자)', cell: (h) => short(h.income_qualified) },
  { key: 'share', header: '전문·법인 한 상품', numeric: true, cell: (h) => `${h.institutional_share_bp / 100}%` },
  { key: 'changed', header: '변경 시각', cell: (h) => (h.changed_by ? formatDateTime(h.changed_at) : '최초 설정') },
  { key: 'state', header: '상태', cell: (h) => STATUS_LABELS[h.status] },
];

/** Asks before a change is scheduled: each value old → new, and the date it applies from. */
function ChangeConfirm(props: { effectiveOn: string; changes: LimitChange[]; busy: boolean; error: string | null; onConfirm: () => void; onClose: () => void }) {
  const { effectiveOn, changes, busy, error, onConfirm, onClose } = props;
  return (
    <ConfirmDialog open title="투자 한도 변경 확인" confirmLabel={`${formatDate(effectiveOn)}부터 적용`} busyLabel="저장하는 중…" busy={busy} error={error} onConfirm={onConfirm} onClose={onClose}>
      <p>
        <strong>{formatDate(effectiveOn)}</strong>부터 투자하는 건에 다음 한도를 적용합니다.
      </p>
      <ul>
        {changes.map((c) => (
          <li key={c.key}>
            {c.label}: {c.before} → <strong>{c.after}</strong>
          </li>
        ))}
      </ul>
      <p className="muted">이미 투자한 건은 그대로 유지됩니다. 같은 날짜에 이미 예정된 변경이 있으면 이 변경으로 바뀝니다.</p>
    </ConfirmDialog>
  );
}

/** The fields of one change: each investor type's limits in won, the institutional share in bp. */
function LimitInputs({ policy, draft, effectiveOn, onField }: { policy: LimitPolicyView; draft: LimitDraft; effectiveOn: string; onField: (key: string, value: string) => void }) {
  const base = baseOn(policy, effectiveOn);
  const input = (key: string, label: string) => (
    <TextField key={key} label={label} inputMode="numeric" value={draft[key] ?? String(valueOf(base, key))} onChange={(e) => onField(key, e.target.value.replace(/[^\d]/g, ''))} />
  );
  return (
    <>
      {LIMIT_TYPES.map(([type, typeLabel]) => (
        <fieldset key={type} className="stack">
          <legend>{typeLabel} (원)</legend>
          {LIMIT_FIELDS.map(([field, label]) => input(`${type}.${field}`, label))}
        </fieldset>
      ))}
      {input(SHARE_KEY, '전문·법인 투자자 한 상품 보유 한도 (bp, 4000 = 모집 금액의 40%)')}
    </>
  );
}

/** A change from a date on: the values typed over those in force before that date, confirmed before it is sent. */
function LimitPolicyForm({ policy }: { policy: LimitPolicyView }) {
  const businessToday = useBusinessToday();
  const [draft, setDraft] = useState<LimitDraft>({});
  const [chosenOn, setChosenOn] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const effectiveOn = chosenOn ?? businessToday;
  const changes = changesOf(baseOn(policy, effectiveOn), draft);
  const save = useSaveLimitPolicy();
  const close = () => {
    setConfirming(false);
    save.reset();
  };
  const onConfirm = () =>
    save.mutate(inputOf(effectiveOn, changes, draft), {
      onSuccess: () => {
        toast.success(`투자 한도 변경을 저장했습니다. ${formatDate(effectiveOn)}부터 투자하는 건에 적용됩니다.`);
        setDraft({});
        setChosenOn(null);
        setConfirming(false);
      },
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (changes.length > 0) setConfirming(true);
  };
  const error = save.error ? `${messageForFailCode(isApiError(save.error) ? save.error.data.fail_code : undefined)} ${isApiError(save.error) ? refusedFields(save.error.data.fields) : ''}` : null;
  return (
    <form className="form stack" onSubmit={onSubmit} aria-label="투자 한도 변경">
      <LimitInputs policy={policy} draft={draft} effectiveOn={effectiveOn} onField={(key, value) => setDraft((d) => ({ ...d, [key]: value }))} />
      <TextField label="적용 시작일" type="date" value={effectiveOn} min={businessToday} onChange={(e) => setChosenOn(e.target.value)} help={`오늘(${formatDate(businessToday)}) 또는 이후 날짜만 지정할 수 있습니다.`} required />
      <button type="submit" className="button button--primary" disabled={changes.length === 0}>
        한도 변경 예약
      </button>
      {confirming ? <ChangeConfirm effectiveOn={effectiveOn} changes={changes} busy={save.isPending} error={error} onConfirm={onConfirm} onClose={close} /> : null}
    </form>
  );
}

function LimitPolicy({ policy }: { policy: LimitPolicyView }) {
  return (
    <>
      <p className="muted">
        {formatDate(policy.in_force_on)} 기준 ({formatDate(policy.effective_on)}부터 적용): 일반 투자자 {short(policy.general)} · 소득적격 투자자 {short(policy.income_qualified)} ·
        전문·법인 투자자는 금액 한도 없이 한 상품 모집 금액의 {policy.institutional_share_bp / 100}%까지
      </p>
      <p className="muted">투자 한도는 투자하는 날(업무일) 적용 중인 정책을 따르며, 정책을 바꿔도 이미 투자한 건은 취소되지 않습니다.</p>
      <LimitPolicyForm policy={policy} />
      <h3 className="section-title">적용 이력</h3>
      <DataTable caption="투자 한도 정책 적용 이력 (적용 시작일 최신순)" columns={HISTORY_COLUMNS} rows={policy.history} rowKey={(h) => h.effective_on} />
    </>
  );
}

/** The investor limit policy in force, a form for a scheduled change, and the history. */
export function LimitPolicyPanel() {
  const policy = useLimitPolicy();
  return (
    <Card title="투자 한도 정책" className="stack">
      <AsyncBoundary query={policy}>{(data) => <LimitPolicy policy={data} />}</AsyncBoundary>
    </Card>
  );
}
