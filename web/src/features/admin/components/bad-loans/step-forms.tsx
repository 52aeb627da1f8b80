// The four small forms of a bad loan's steps. Each only gathers what the operator means and hands
// it on as a BadLoanStep: nothing is sent from here (bad-loan-actions.tsx asks for the preview and
// the confirmation first). Dates default to, and may not pass, the business today.
import { useState, type FormEvent, type ReactNode } from 'react';
import { MoneyField } from '@/components/money-input';
import { TextField } from '@/components/text-field';
import { formatWon } from '@/lib/format';
import type { BadLoanStep } from '../../api/loans/bad-loan-steps';
import type { RecoverySource } from '../../api/loans/loan.types';
import { ACTION_LABELS, RECOVERY_SOURCE_LABELS } from './bad-loan-labels';

type FormProps = { today: string; busy: boolean; onStep: (step: BadLoanStep) => void };

function StepForm({ label, busy, canSubmit, onSubmit, children }: { label: string; busy: boolean; canSubmit: boolean; onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };
  return (
    <form className="form form--inline" onSubmit={submit} aria-label={label}>
      {children}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy || !canSubmit}>
          {label} 확인
        </button>
      </div>
    </form>
  );
}

/** 기한이익상실 and 상각 both take a date (default today) and the reason the investors are told. */
function DatedReasonForm({ action, today, busy, onStep, help }: FormProps & { action: 'accelerate' | 'write_off'; help: string }) {
  const [on, setOn] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  return (
    <StepForm label={ACTION_LABELS[action]} busy={busy} canSubmit={reason.trim().length > 0} onSubmit={() => onStep({ action, body: { on: on ?? today, reason: reason.trim() } })}>
      <TextField label="기준일" type="date" value={on ?? today} max={today} onChange={(e) => setOn(e.target.value)} required />
      <TextField label="사유" value={reason} onChange={(e) => setReason(e.target.value)} help={help} maxLength={500} required />
    </StepForm>
  );
}

export const AccelerateForm = (props: FormProps) => (
  <DatedReasonForm {...props} action="accelerate" help="투자자 알림과 연체 공지에 실립니다. 남은 원금 전액을 한꺼번에 갚아야 하는 상태가 됩니다." />
);

export const WriteOffForm = (props: FormProps) => (
  <DatedReasonForm {...props} action="write_off" help="회계상 처리이며 채권은 남습니다. 이후 회수금은 투자자에게 배분됩니다." />
);

const costsError = (costsWon: number | null, amountWon: number | null, of: string) => (costsWon !== null && amountWon !== null && costsWon > amountWon ? `비용은 ${of}(${formatWon(amountWon)})보다 클 수 없습니다.` : undefined);

export function RecoveryForm({ today, busy, onStep }: FormProps) {
  const [amount, setAmount] = useState<number | null>(null);
  const [costs, setCosts] = useState<number | null>(0);
  const [receivedOn, setReceivedOn] = useState<string | null>(null);
  const [source, setSource] = useState<RecoverySource>('borrower');
  const [memo, setMemo] = useState('');
  const costsWrong = costsError(costs, amount, '회수 금액');
  const canSubmit = amount !== null && amount > 0 && !costsWrong;
  // A blank memo is left out: the server reads an empty one as a missing required memo (400 {memo: required}).
  const note = memo.trim();
  const submit = () => onStep({ action: 'recoveries', body: { amount: amount ?? 0, received_on: receivedOn ?? today, source, costs: costs ?? 0, ...(note ? { memo: note } : {}) } });
  return (
    <StepForm label={ACTION_LABELS.recoveries} busy={busy} canSubmit={canSubmit} onSubmit={submit}>
      <MoneyField label="회수 금액 (원)" valueWon={amount} onValueWon={setAmount} required />
      <MoneyField label="회수 비용 (원)" valueWon={costs} onValueWon={setCosts} error={costsWrong} help="추심·법적 비용: 회수 금액에서 먼저 뺍니다." />
      <TextField label="입금일" type="date" value={receivedOn ?? today} max={today} onChange={(e) => setReceivedOn(e.target.value)} required />
      <div className="field">
        <label className="field__label" htmlFor="recovery-source">
          회수 경로
        </label>
        <select id="recovery-source" className="field__input" value={source} onChange={(e) => setSource(e.target.value as RecoverySource)}>
          {Object.entries(RECOVERY_SOURCE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <TextField label="메모" value={memo} onChange={(e) => setMemo(e.target.value)} maxLength={500} />
    </StepForm>
  );
}

export function SaleForm({ today, busy, onStep }: FormProps) {
  const [price, setPrice] = useState<number | null>(null);
  const [costs, setCosts] = useState<number | null>(0);
  const [buyer, setBuyer] = useState('');
  const [soldOn, setSoldOn] = useState<string | null>(null);
  const costsWrong = costsError(costs, price, '매각 대금');
  const canSubmit = price !== null && price > 0 && buyer.trim().length > 0 && !costsWrong;
  const submit = () => onStep({ action: 'sale', body: { price: price ?? 0, buyer_name: buyer.trim(), sold_on: soldOn ?? today, costs: costs ?? 0 } });
  return (
    <StepForm label={ACTION_LABELS.sale} busy={busy} canSubmit={canSubmit} onSubmit={submit}>
      <MoneyField label="매각 대금 (원)" valueWon={price} onValueWon={setPrice} required />
      <MoneyField label="매각 비용 (원)" valueWon={costs} onValueWon={setCosts} error={costsWrong} />
      <TextField label="매수인" value={buyer} onChange={(e) => setBuyer(e.target.value)} maxLength={200} required />
      <TextField label="매각일" type="date" value={soldOn ?? today} max={today} onChange={(e) => setSoldOn(e.target.value)} required />
    </StepForm>
  );
}
