import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { AsyncBoundary } from '@/components/async-boundary';
import { Card } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { TextField } from '@/components/text-field';
import { formatDate, formatDateTime } from '@/lib/format';
import { useBusinessToday } from '../../api/sandbox/get-business-clock';
import { useRepaymentPolicy, type RepaymentPolicyChange, type RepaymentPolicyView } from '../../api/repayment-policy/get-repayment-policy';
import { useSaveRepaymentPolicy } from '../../api/repayment-policy/save-repayment-policy';

function historyColumns(inForceOn: string): Column<RepaymentPolicyChange>[] {
  return [
    { key: 'effective', header: '적용 시작일', primary: true, cell: (h) => formatDate(h.effective_on) },
    { key: 'tax', header: '이자소득세', numeric: true, cell: (h) => `${h.income_tax_bp / 100}%${h.platform_registered ? '' : ' (미등록)'}` },
    { key: 'fee', header: '수수료', numeric: true, cell: (h) => `${h.fee_bp / 100}%` },
    { key: 'changed', header: '변경 시각', cell: (h) => formatDateTime(h.changed_at) },
    { key: 'state', header: '상태', cell: (h) => (h.effective_on > inForceOn ? '예정' : '적용됨') },
  ];
}

/** A new policy from a date on: registration (the tax rate follows it) and the platform fee. */
function PolicyForm({ policy }: { policy: RepaymentPolicyView }) {
  const businessToday = useBusinessToday();
  const [draft, setDraft] = useState<{ registered: boolean; feeBp: string } | null>(null);
  const [chosenEffectiveOn, setEffectiveOn] = useState<string | null>(null);
  const effectiveOn = chosenEffectiveOn ?? businessToday;
  const save = useSaveRepaymentPolicy();
  const current = draft ?? { registered: policy.platform_registered, feeBp: String(policy.fee_bp) };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { platform_registered: current.registered, fee_bp: Number(current.feeBp || 0), effective_on: effectiveOn },
      {
        onSuccess: (_view, input) => {
          toast.success(`원천징수 정책을 저장했습니다. ${formatDate(input.effective_on)}부터 지급하는 이자의 세금과 그날부터 실행하는 대출의 수수료에 적용됩니다.`);
          setDraft(null);
          setEffectiveOn(null);
        },
      },
    );
  };
  return (
    <form className="form form--inline" onSubmit={onSubmit}>
      <label className="checkbox">
        <input type="checkbox" checked={current.registered} onChange={(e) => setDraft({ ...current, registered: e.target.checked })} /> 온라인투자연계금융업 등록 플랫폼 (미등록이면 이자소득세 25%)
      </label>
      <TextField label="수수료 (bp, 이자 기준)" inputMode="numeric" value={current.feeBp} onChange={(e) => setDraft({ ...current, feeBp: e.target.value.replace(/[^\d]/g, '') })} />
      <TextField label="적용 시작일" type="date" value={effectiveOn} min={businessToday} onChange={(e) => setEffectiveOn(e.target.value)} help={`오늘(${formatDate(businessToday)}) 또는 이후 날짜만 지정할 수 있습니다.`} required />
      <button type="submit" className="button button--primary" disabled={save.isPending || (draft === null && chosenEffectiveOn === null)}>
        정책 저장
      </button>
    </form>
  );
}

function Policy({ policy }: { policy: RepaymentPolicyView }) {
  return (
    <>
      <p className="muted">
        {formatDate(policy.in_force_on)} 기준 이자소득세 {policy.income_tax_bp / 100}% · 지방소득세 이자소득세의 {policy.local_tax_rate_pct}% (각 10원 미만 절사) · 플랫폼 수수료 이자의 {policy.fee_bp / 100}%
      </p>
      <p className="muted">세금은 지급일에 적용 중인 정책을, 수수료는 대출 실행일에 적용 중이던 정책을 따릅니다. 정책을 바꾸면 아직 지급되지 않은 투자자 상환 예정 내역의 세금도 각 상환 예정일에 적용될 정책으로 다시 계산됩니다.</p>
      <PolicyForm policy={policy} />
      <h3 className="section-title">변경 이력</h3>
      {policy.history.length === 0 ? (
        <p className="muted">변경 이력이 없습니다. 등록 플랫폼, 수수료 0%가 적용됩니다.</p>
      ) : (
        <DataTable caption="원천징수·수수료 정책 변경 이력 (적용 시작일 최신순)" columns={historyColumns(policy.in_force_on)} rows={policy.history} rowKey={(h) => `${h.effective_on}-${h.changed_at}`} />
      )}
    </>
  );
}

/** The withholding tax and fee policy in force, a form for the next one, and the history. */
export function PolicyPanel() {
  const policy = useRepaymentPolicy();
  return (
    <Card title="원천징수·수수료 정책" className="stack">
      <AsyncBoundary query={policy}>{(data) => <Policy policy={data} />}</AsyncBoundary>
    </Card>
  );
}
