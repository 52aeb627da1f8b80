import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { ProductType } from '@/api/types';
import { Chips } from '@/components/choice-chips';
import { MoneyField } from '@/components/money-input';
import { TextField } from '@/components/text-field';
import { formatDate } from '@/lib/format';
import { PRODUCT_TYPE_LABELS } from '@/lib/labels';
import { useBusinessToday } from '../../api/sandbox/get-business-clock';
import type { RepaymentPolicyView } from '../../api/repayment-policy/get-repayment-policy';
import { useSaveRepaymentPolicy } from '../../api/repayment-policy/save-repayment-policy';

type Draft = {
  registered: boolean;
  feeBp: string;
  lateInterestBp: string;
  maxRateBp: string;
  accelerationDays: string;
  personalTypes: ProductType[];
  personalMax: string;
  noticeDays: string;
};

const digits = (value: string) => value.replace(/[^\d]/g, '');

function draftOf(policy: RepaymentPolicyView): Draft {
  return {
    registered: policy.platform_registered, feeBp: String(policy.fee_bp), lateInterestBp: String(policy.late_interest_bp), maxRateBp: String(policy.max_rate_bp),
    accelerationDays: String(policy.acceleration_days), personalTypes: policy.personal_debtor_types, personalMax: String(policy.personal_debtor_max_principal),
    noticeDays: String(policy.acceleration_notice_days),
  };
}

/**
 * The next policy from a date on: registration (the tax rate follows it), the platform fee, the
 * bad-loan terms (late interest, the legal maximum rate, the days to acceleration) and the
 * 개인채무자보호법 switches. Every field is sent; the server keeps a dated history.
 */
export function PolicyForm({ policy }: { policy: RepaymentPolicyView }) {
  const businessToday = useBusinessToday();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [chosenEffectiveOn, setEffectiveOn] = useState<string | null>(null);
  const effectiveOn = chosenEffectiveOn ?? businessToday;
  const save = useSaveRepaymentPolicy();
  const current = draft ?? draftOf(policy);
  const change = (patch: Partial<Draft>) => setDraft({ ...current, ...patch });
  const toggleType = (type: ProductType) =>
    change({ personalTypes: current.personalTypes.includes(type) ? current.personalTypes.filter((t) => t !== type) : [...current.personalTypes, type] });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        platform_registered: current.registered, fee_bp: Number(current.feeBp || 0), late_interest_bp: Number(current.lateInterestBp || 0),
        max_rate_bp: Number(current.maxRateBp || 0), acceleration_days: Number(current.accelerationDays || 1), personal_debtor_types: current.personalTypes,
        personal_debtor_max_principal: Number(current.personalMax || 0), acceleration_notice_days: Number(current.noticeDays || 0), effective_on: effectiveOn,
      },
      {
        onSuccess: (_view, input) => {
          toast.success(`상환 정책을 저장했습니다. ${formatDate(input.effective_on)}부터 지급하는 이자의 세금과 그날부터 실행하는 대출의 계약 조건에 적용됩니다.`);
          setDraft(null);
          setEffectiveOn(null);
        },
      },
    );
  };
  return (
    <form className="form stack" onSubmit={onSubmit}>
      <label className="checkbox">
        <input type="checkbox" checked={current.registered} onChange={(e) => change({ registered: e.target.checked })} /> 온라인투자연계금융업 등록 플랫폼 (미등록이면 이자소득세 25%)
      </label>
      <TextField label="수수료 (bp, 이자 기준)" inputMode="numeric" value={current.feeBp} onChange={(e) => change({ feeBp: digits(e.target.value) })} />
      <fieldset className="fieldset">
        <legend>연체·기한이익상실</legend>
        <TextField label="연체 가산 이율 (bp)" inputMode="numeric" value={current.lateInterestBp} onChange={(e) => change({ lateInterestBp: digits(e.target.value) })} help="대출 이율에 더합니다. 실행 시 대출 계약 조건으로 기록됩니다." />
        <TextField label="법정 최고 이율 (bp)" inputMode="numeric" value={current.maxRateBp} onChange={(e) => change({ maxRateBp: digits(e.target.value) })} help="대출 이율과 연체 가산 이율의 합은 이 이율을 넘지 않습니다." />
        <TextField label="기한이익상실까지 연체 일수" inputMode="numeric" value={current.accelerationDays} onChange={(e) => change({ accelerationDays: digits(e.target.value) })} help="가장 오래된 미상환 회차가 이 일수만큼 지나면 매일 실행되는 상환 배치가 기한이익을 상실시킵니다." />
      </fieldset>
      <fieldset className="fieldset">
        <legend>개인채무자보호법 적용</legend>
        <p className="muted">P2P 대출에 적용되는지 확인 전이므로 설정으로 둡니다. 선택한 상품 유형의 대출 중 기준 금액 미만은 기한이익상실 전에 통지하고, 상실 후 연체이자는 이미 연체된 원금에만 붙습니다.</p>
        <Chips legend="적용할 상품 유형" help="선택하지 않으면 적용하지 않습니다." values={Object.keys(PRODUCT_TYPE_LABELS) as ProductType[]} chosen={current.personalTypes} label={(type) => PRODUCT_TYPE_LABELS[type]} onToggle={toggleType} />
        <MoneyField label="적용 기준 대출 원금 (원 미만)" valueWon={current.personalMax === '' ? null : Number(current.personalMax)} onValueWon={(won) => change({ personalMax: won === null ? '' : String(won) })} />
        <TextField label="기한이익상실 사전 통지 일수" inputMode="numeric" value={current.noticeDays} onChange={(e) => change({ noticeDays: digits(e.target.value) })} />
      </fieldset>
      <TextField label="적용 시작일" type="date" value={effectiveOn} min={businessToday} onChange={(e) => setEffectiveOn(e.target.value)} help={`오늘(${formatDate(businessToday)}) 또는 이후 날짜만 지정할 수 있습니다.`} required />
      <button type="submit" className="button button--primary" disabled={save.isPending || (draft === null && chosenEffectiveOn === null)}>
        정책 저장
      </button>
    </form>
  );
}
