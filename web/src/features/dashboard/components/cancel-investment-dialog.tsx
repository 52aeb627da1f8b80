// Cancelling an investment moves money back: the dialog says how much returns to the balance and
// that the place in the product is given up.
import type { Investment } from '../api/get-investments';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FactList } from '@/components/fact-list';
import { Money } from '@/components/money';

type Props = { investment: Investment | null; busy: boolean; error: string | null; onConfirm: () => void; onClose: () => void };

export function CancelInvestmentDialog({ investment, busy, error, onConfirm, onClose }: Props) {
  return (
    <ConfirmDialog
      open={investment !== null}
      title="투자 취소 확인"
      confirmLabel="투자 취소하기"
      busyLabel="취소하는 중…"
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {investment ? (
        <>
          <p>
            <strong>{investment.title}</strong>에 신청한 투자를 취소합니다.
          </p>
          <FactList className="dialog__facts" facts={[{ label: '예치금으로 돌아오는 금액', value: <Money won={investment.amount} /> }]} />
          <p className="muted">취소하면 투자 대기 금액이 바로 예치금으로 돌아옵니다. 다시 투자하려면 모집이 끝나기 전에 새로 신청해야 하며, 그때 남은 모집 금액이 없으면 투자할 수 없습니다.</p>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
