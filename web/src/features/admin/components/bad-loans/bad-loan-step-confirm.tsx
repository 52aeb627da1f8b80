// The confirmation before a step on a bad loan: the server's dry run of the step on the loan as it
// stands (the rule that then books it) shows where the money goes, what each investor type gets,
// is taxed or loses, and what the borrower still owes afterwards; only the confirming button sends.
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { FactList } from '@/components/fact-list';
import { Money } from '@/components/money';
import { Spinner } from '@/components/spinner';
import { isApiError } from '@/lib/api-client';
import { messageForFailCode } from '@/lib/fail-messages';
import { formatDate, formatWon } from '@/lib/format';
import { INVESTOR_TYPE_LABELS } from '@/lib/labels';
import { useBadLoanPreview, type BadLoanAction, type BadLoanStep } from '../../api/loans/bad-loan-steps';
import type { InvestorTypeShare, StepPreview } from '../../api/loans/loan.types';
import { ACTION_LABELS, RECOVERY_SOURCE_LABELS, SHARE_AMOUNT_LABELS, shareAmountsFor, stepFieldsMessage } from './bad-loan-labels';

/** What will happen, said before the amounts. */
const CONSEQUENCES: Record<BadLoanAction, string> = {
  accelerate: '상품이 기한이익상실 상태가 되어 남은 원금 전액과 그날까지의 이자를 한꺼번에 갚아야 합니다. 정해진 이자는 멈추고, 다음 날부터 남은 원금 전체에 연체이자가 붙습니다. 투자자에게 알림을 보내고 연체 공지에 싣습니다.',
  recoveries: '회수 금액에서 비용을 먼저 빼고, 연체이자, 이자, 원금 순서로 투자자의 남은 원금에 비례해 나눠 지급합니다. 이자에는 세금을 원천징수합니다.',
  sale: '매각 대금에서 비용을 뺀 금액을 투자자의 원금으로 돌려드리고, 돌려드리지 못한 원금은 상각합니다. 매각한 채권에는 더 이상 입금을 받지 않습니다.',
  write_off: '투자자별 남은 원금을 상각 원금으로 옮깁니다(돈은 움직이지 않습니다). 차입자에 대한 채권은 남아 이후 회수금은 투자자에게 배분됩니다.',
};

function inputFacts(step: BadLoanStep): { label: string; value: ReactNode }[] {
  switch (step.action) {
    case 'accelerate':
    case 'write_off':
      return [
        { label: '기준일', value: formatDate(step.body.on) },
        { label: '사유', value: step.body.reason },
      ];
    case 'recoveries':
      return [
        { label: '회수 금액', value: <Money won={step.body.amount} /> },
        { label: '회수 비용', value: <Money won={step.body.costs} /> },
        { label: '입금일', value: formatDate(step.body.received_on) },
        { label: '회수 경로', value: RECOVERY_SOURCE_LABELS[step.body.source] },
      ];
    case 'sale':
      return [
        { label: '매각 대금', value: <Money won={step.body.price} /> },
        { label: '매각 비용', value: <Money won={step.body.costs} /> },
        { label: '매수인', value: step.body.buyer_name },
        { label: '매각일', value: formatDate(step.body.sold_on) },
      ];
  }
}

function shareColumns(action: BadLoanAction, shares: InvestorTypeShare[]): Column<InvestorTypeShare>[] {
  const sum = (key: keyof InvestorTypeShare) => shares.reduce((total, share) => total + Number(share[key]), 0);
  return [
    { key: 'type', header: '투자자 유형', primary: true, cell: (s) => INVESTOR_TYPE_LABELS[s.investor_type] ?? s.investor_type },
    { key: 'investors', header: '투자자 수', numeric: true, cell: (s) => `${s.investors.toLocaleString('ko-KR')}명`, total: `${sum('investors').toLocaleString('ko-KR')}명` },
    ...shareAmountsFor(action, shares).map(
      (key): Column<InvestorTypeShare> => ({ key, header: SHARE_AMOUNT_LABELS[action][key], numeric: true, cell: (s) => <Money won={s[key]} />, total: <Money won={sum(key)} /> }),
    ),
  ];
}

function Preview({ action, preview }: { action: BadLoanAction; preview: StepPreview }) {
  const { allocation, owed_after: after } = preview;
  const moves = action === 'recoveries' || action === 'sale';
  return (
    <>
      {moves ? (
        <FactList
          className="dialog__facts"
          facts={[
            { label: '비용', value: <Money won={allocation.costs} /> },
            { label: '연체이자', value: <Money won={allocation.late_interest} /> },
            { label: '이자', value: <Money won={allocation.interest} /> },
            { label: '원금', value: <Money won={allocation.principal} /> },
            allocation.written_off > 0 && { label: '상각되는 원금', value: <Money won={allocation.written_off} /> },
            allocation.credit > 0 && { label: '갚을 금액을 넘는 금액 (차입자 예치금)', value: <Money won={allocation.credit} /> },
          ]}
        />
      ) : null}
      {/* Cards whatever the viewport: a dialog is too narrow for six columns of amounts. */}
      <DataTable caption="투자자 유형별 금액" columns={shareColumns(action, preview.by_investor_type)} rows={preview.by_investor_type} rowKey={(s) => s.investor_type} totalLabel="합계" layout="cards" />
      <FactList
        className="dialog__facts"
        facts={[
          { label: '처리 후 남는 원금', value: <Money won={after.principal} /> },
          { label: '처리 후 남는 이자', value: <Money won={after.interest} /> },
          { label: '처리 후 남는 연체이자', value: <Money won={after.late_interest} /> },
        ]}
      />
    </>
  );
}

function confirmLabel(step: BadLoanStep): string {
  if (step.action === 'recoveries') return `${formatWon(step.body.amount)} 회수 기록하기`;
  if (step.action === 'sale') return `${formatWon(step.body.price)}에 매각하기`;
  return `${ACTION_LABELS[step.action]} 처리하기`;
}

type Props = { productId: string; step: BadLoanStep; busy: boolean; error: string | null; onConfirm: () => void; onClose: () => void };

export function BadLoanStepConfirm({ productId, step, busy, error, onConfirm, onClose }: Props) {
  const preview = useBadLoanPreview(productId, step);
  return (
    <ConfirmDialog open title={`${ACTION_LABELS[step.action]} 확인`} confirmLabel={confirmLabel(step)} busyLabel="처리하는 중…" busy={busy} disabled={!preview.data} error={error} onConfirm={onConfirm} onClose={onClose}>
      <p>{CONSEQUENCES[step.action]}</p>
      <FactList className="dialog__facts" facts={inputFacts(step)} />
      {preview.data ? <Preview action={step.action} preview={preview.data} /> : null}
      {preview.isPending ? <Spinner label="투자자별 금액을 계산하는 중입니다" /> : null}
      {preview.isError ? (
        <p className="field__error" role="alert">
          투자자별 금액을 확인하지 못해 처리할 수 없습니다. {previewFailure(preview.error)}
        </p>
      ) : null}
      <p className="muted">확인하면 바로 처리되며 되돌릴 수 없습니다.</p>
    </ConfirmDialog>
  );
}

/** Why the dry run refused: the fields to fix, the loan's status, or the server's own words. */
function previewFailure(error: unknown): string {
  if (!isApiError(error)) return '서버의 응답을 받지 못했습니다. 잠시 후 다시 확인해 주세요.';
  const { fail_code: code, message, fields } = error.data;
  if (code === 'invalid_input' && fields) return stepFieldsMessage(fields);
  if (code === 'product_state_conflict') return '대출의 현재 상태에서는 할 수 없는 처리입니다.';
  return message || messageForFailCode(code);
}
