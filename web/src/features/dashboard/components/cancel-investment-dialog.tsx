// Cancelling an investment moves money back: the dialog says how much returns to the balance and
// that the place in the product is given up.
import type { Investment } from '../api/get-investments';
import { Dialog } from '@/components/dialog';
import { Money } from '@/components/money';

type Props = { investment: Investment | null; busy: boolean; error: string | null; onConfirm: () => void; onClose: () => void };

export function CancelInvestmentDialog({ investment, busy, error, onConfirm, onClose }: Props) {
  const footer = (
    <>
      <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy}>
        {busy ? '취소하는 중…' : '투자 취소하기'}
      </button>
      <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
        돌아가기
      </button>
    </>
  );
  return (
    <Dialog open={investment !== null} title="투자 취소 확인" onClose={onClose} busy={busy} footer={footer}>
      {investment ? (
        <>
          <p>
            <strong>{investment.title}</strong>에 신청한 투자를 취소합니다.
          </p>
          <dl className="dialog__facts">
            <div>
              <dt>예치금으로 돌아오는 금액</dt>
              <dd>
                <Money won={investment.amount} />
              </dd>
            </div>
          </dl>
          <p className="muted">취소하면 투자 대기 금액이 바로 예치금으로 돌아옵니다. 다시 투자하려면 모집이 끝나기 전에 새로 신청해야 하며, 그때 남은 모집 금액이 없으면 투자할 수 없습니다.</p>
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
