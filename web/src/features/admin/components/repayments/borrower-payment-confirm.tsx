// The confirmation before a borrower payment is recorded: the server's dry run of the payment on
// the loan as it stands (the same rule that then books it) shows, installment by installment,
// what goes to interest and to principal, and what is left over; only the confirming button sends.
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { FactList } from '@/components/fact-list';
import { Money } from '@/components/money';
import { Spinner } from '@/components/spinner';
import { formatDate, formatWon } from '@/lib/format';
import type { AllocatedInstallment } from '../../api/loans/loan.types';
import type { BorrowerPaymentInput, BorrowerPaymentPreview } from '../../api/loans/preview-borrower-payment';
import { useBorrowerPaymentPreview } from '../../api/loans/preview-borrower-payment';

const INSTALLMENT_COLUMNS: Column<AllocatedInstallment>[] = [
  { key: 'seq', header: '회차', primary: true, cell: (i) => `${i.seq}회` },
  { key: 'due', header: '상환일', cell: (i) => formatDate(i.due_on) },
  { key: 'interest', header: '이자', numeric: true, cell: (i) => <Money won={i.interest} /> },
  { key: 'principal', header: '원금', numeric: true, cell: (i) => <Money won={i.principal} /> },
];

function Allocation({ preview }: { preview: BorrowerPaymentPreview }) {
  const { allocation, installments } = preview;
  const chargesWon = allocation.costs + allocation.late_interest;
  return (
    <>
      {installments.length > 0 ? (
        <DataTable caption="이 입금으로 채워지는 회차" columns={INSTALLMENT_COLUMNS} rows={installments} rowKey={(i) => String(i.seq)} />
      ) : (
        <p>이 금액으로 다 채워지는 회차가 없습니다. 입금액은 모두 남은 금액으로 보관되어 다음 회차에 쓰입니다.</p>
      )}
      <FactList
        className="dialog__facts"
        facts={[
          chargesWon > 0 && { label: '비용·연체이자', value: <Money won={chargesWon} /> },
          { label: '이자 합계', value: <Money won={allocation.interest} /> },
          { label: '원금 합계', value: <Money won={allocation.principal} /> },
          allocation.credit_used > 0 && { label: '이전에 남아 있던 금액에서 함께 쓰는 금액', value: <Money won={allocation.credit_used} /> },
          { label: '회차에 쓰이지 않고 남는 금액', value: <Money won={allocation.credit} /> },
        ]}
      />
      {allocation.credit > 0 ? <p className="muted">남는 금액은 다음 회차에 쓰이며, 차입자에게 돌려줄 수도 있습니다.</p> : null}
    </>
  );
}

type Props = {
  payment: BorrowerPaymentInput;
  busy: boolean;
  /** The recording's refusal or failure, in Korean. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

export function BorrowerPaymentConfirm({ payment, busy, error, onConfirm, onClose }: Props) {
  const preview = useBorrowerPaymentPreview(payment);
  return (
    <ConfirmDialog
      open
      title="차입자 상환금 기록 확인"
      confirmLabel={`${formatWon(payment.amount)} 기록하기`}
      busyLabel="기록하는 중…"
      busy={busy}
      disabled={!preview.data}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <FactList
        className="dialog__facts"
        facts={[
          { label: '입금액', value: <Money won={payment.amount} /> },
          { label: '입금일', value: formatDate(payment.paidOn) },
        ]}
      />
      {preview.data ? <Allocation preview={preview.data} /> : null}
      {preview.isPending ? <Spinner label="배분 내역을 계산하는 중입니다" /> : null}
      {preview.isError ? (
        <p className="field__error" role="alert">
          배분 내역을 확인하지 못해 기록할 수 없습니다. 금액과 입금일을 확인해 주세요.
        </p>
      ) : null}
      <p className="muted">입금액은 비용, 연체이자, 이자, 원금 순서로, 가장 오래된 회차부터 채웁니다. 기록한 입금은 되돌릴 수 없습니다.</p>
    </ConfirmDialog>
  );
}
