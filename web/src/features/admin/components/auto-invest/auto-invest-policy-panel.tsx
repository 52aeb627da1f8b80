// The auto-invest policy (docs/api.md "Auto-invest"): the share of a product's target
// auto-placements may take and the most a contract invests per product, in force now; a form that
// schedules a change from a date (after a confirmation naming each value old → new and the date);
// and every effective date. Laid out like the investor limit policy beside it.
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
import { useAutoInvestPolicy, type AutoInvestPolicyChange, type AutoInvestPolicyValues, type AutoInvestPolicyView } from '../../api/auto-invest-policy/get-auto-invest-policy';
import { useSaveAutoInvestPolicy, type AutoInvestPolicyInput } from '../../api/auto-invest-policy/save-auto-invest-policy';

type Field = 'auto_invest_share_bp' | 'max_amount_per_product';
const FIELDS: readonly { key: Field; label: string; input: string; shown: (v: number) => string }[] = [
  { key: 'auto_invest_share_bp', label: '자동투자 배정 한도', input: '자동투자 배정 한도 (bp, 5000 = 모집 금액의 50%)', shown: (v) => `모집 금액의 ${v / 100}%` },
  { key: 'max_amount_per_product', label: '상품당 자동투자 최대 금액', input: '상품당 자동투자 최대 금액 (원, 1만~10만 원, 1만 원 단위)', shown: (v) => formatWon(v) },
];
const STATUS_LABELS: Record<AutoInvestPolicyChange['status'], string> = { past: '지난 정책', in_force: '적용 중', scheduled: '예정' };
const REASONS: Record<string, string> = { invalid_amount: '1만 원 단위로 입력해 주세요', before_business_today: '오늘 이전 날짜는 지정할 수 없습니다', too_small: '너무 작습니다', too_large: '너무 큽니다' };

const HISTORY_COLUMNS: Column<AutoInvestPolicyChange>[] = [
  { key: 'effective', header: '적용 시작일', primary: true, cell: (h) => formatDate(h.effective_on) },
  { key: 'share', header: '배정 한도', numeric: true, cell: (h) => `${h.auto_invest_share_bp / 100}%` },
  { key: 'amount', header: '상품당 최대', numeric: true, cell: (h) => formatWon(h.max_amount_per_product) },
  { key: 'changed', header: '변경 시각', cell: (h) => (h.changed_by ? formatDateTime(h.changed_at) : '최초 설정') },
  { key: 'state', header: '상태', cell: (h) => STATUS_LABELS[h.status] },
];

/** The values a change effective `on` starts from: the latest effective date before it (the server's rule). */
const baseOn = (policy: AutoInvestPolicyView, on: string): AutoInvestPolicyValues => policy.history.find((h) => h.effective_on < on) ?? policy;

function refused(fields: Record<string, string> | undefined): string {
  return Object.entries(fields ?? {}).map(([key, code]) => `${key === 'effective_on' ? '적용 시작일' : FIELDS.find((f) => f.key === key)?.label ?? key}: ${REASONS[code] ?? '허용 범위를 벗어났습니다'}`).join(' · ');
}

function AutoInvestPolicyForm({ policy }: { policy: AutoInvestPolicyView }) {
  const businessToday = useBusinessToday();
  const [draft, setDraft] = useState<Partial<Record<Field, string>>>({});
  const [chosenOn, setChosenOn] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const effectiveOn = chosenOn ?? businessToday;
  const base = baseOn(policy, effectiveOn);
  const changes = FIELDS.filter((f) => draft[f.key] !== undefined && draft[f.key] !== '' && Number(draft[f.key]) !== base[f.key]);
  const save = useSaveAutoInvestPolicy();
  const close = () => {
    setConfirming(false);
    save.reset();
  };
  const input = (): AutoInvestPolicyInput => ({ effective_on: effectiveOn, ...Object.fromEntries(changes.map((f) => [f.key, Number(draft[f.key])])) });
  const onConfirm = () =>
    save.mutate(input(), {
      onSuccess: () => {
        toast.success(`자동투자 정책 변경을 저장했습니다. ${formatDate(effectiveOn)}부터 모집을 시작하는 상품에 적용됩니다.`);
        setDraft({});
        setChosenOn(null);
        setConfirming(false);
      },
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (changes.length > 0) setConfirming(true);
  };
  const error = save.error ? `${messageForFailCode(isApiError(save.error) ? save.error.data.fail_code : undefined)} ${isApiError(save.error) ? refused(save.error.data.fields) : ''}` : null;
  return (
    <form className="form stack" onSubmit={onSubmit} aria-label="자동투자 정책 변경">
      {FIELDS.map((f) => (
        <TextField key={f.key} label={f.input} inputMode="numeric" value={draft[f.key] ?? String(base[f.key])} onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value.replace(/[^\d]/g, '') }))} />
      ))}
      <TextField label="적용 시작일" type="date" value={effectiveOn} min={businessToday} onChange={(e) => setChosenOn(e.target.value)} help={`오늘(${formatDate(businessToday)}) 또는 이후 날짜만 지정할 수 있습니다.`} required />
      <button type="submit" className="button button--primary" disabled={changes.length === 0}>
        자동투자 정책 변경 예약
      </button>
      {confirming ? (
        <ConfirmDialog open title="자동투자 정책 변경 확인" confirmLabel={`${formatDate(effectiveOn)}부터 적용`} busyLabel="저장하는 중…" busy={save.isPending} error={error} onConfirm={onConfirm} onClose={close}>
          <p>
            <strong>{formatDate(effectiveOn)}</strong>부터 모집을 시작하는 상품에 다음 정책을 적용합니다.
          </p>
          <ul>
            {changes.map((f) => (
              <li key={f.key}>
                {f.label}: {f.shown(base[f.key])} → <strong>{f.shown(Number(draft[f.key]))}</strong>
              </li>
            ))}
          </ul>
          <p className="muted">이미 자동투자된 건은 그대로 유지됩니다. 같은 날짜에 이미 예정된 변경이 있으면 이 변경으로 바뀝니다.</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

function AutoInvestPolicy({ policy }: { policy: AutoInvestPolicyView }) {
  return (
    <>
      <p className="muted">
        {formatDate(policy.in_force_on)} 기준 ({formatDate(policy.effective_on)}부터 적용): 자동투자는 한 상품 모집 금액의 {policy.auto_invest_share_bp / 100}%까지 배정되고, 나머지는 모든
        투자자에게 열려 있습니다. 기본계약 한 건이 상품당 투자하는 금액은 {formatWon(policy.max_amount_per_product)}을 넘을 수 없습니다.
      </p>
      <AutoInvestPolicyForm policy={policy} />
      <h3 className="section-title">적용 이력</h3>
      <DataTable caption="자동투자 정책 적용 이력 (적용 시작일 최신순)" columns={HISTORY_COLUMNS} rows={policy.history} rowKey={(h) => h.effective_on} />
    </>
  );
}

/** The auto-invest policy in force, a form for a scheduled change, and the history. */
export function AutoInvestPolicyPanel() {
  const policy = useAutoInvestPolicy();
  return (
    <Card title="자동투자 정책" className="stack">
      <AsyncBoundary query={policy}>{(data) => <AutoInvestPolicy policy={data} />}</AsyncBoundary>
    </Card>
  );
}
