// The buyer's confirmation (시행령 29조: the same disclosure and confirmation as an investment): the
// price, the 경과이자 paid to the seller on top, the total, the balance now and after, the yield
// after tax, the law's statement and a box ticked before the button works. The refusal (sold
// meanwhile, not eligible, over a limit, short of balance …) is shown inside, in Korean.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MarketListing } from '@/api/transfer.types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FactList } from '@/components/fact-list';
import { Money } from '@/components/money';
import { formatRateBp } from '@/lib/format';
import { BUYER_STATEMENT } from '../lib/transfer-copy';

type Props = {
  open: boolean;
  listing: MarketListing;
  balanceWon: number | undefined;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

export function BuyConfirmDialog({ open, listing, balanceWon, busy, error, onConfirm, onClose }: Props) {
  const [agreed, setAgreed] = useState(false);
  useEffect(() => setAgreed(false), [open]);
  const totalWon = listing.price + listing.accrued_interest;
  const short = balanceWon !== undefined && balanceWon < totalWon;
  return (
    <ConfirmDialog
      open={open}
      title="원리금수취권 구매 확인"
      confirmLabel={`${totalWon.toLocaleString('ko-KR')}원 결제하기`}
      busyLabel="구매 처리 중…"
      busy={busy}
      disabled={!agreed || short}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <h3 className="dialog__subtitle">{listing.product?.title ?? '양도 매물'}</h3>
      <FactList
        className="dialog__facts"
        facts={[
          { label: '양도 가격', value: <Money won={listing.price} /> },
          { label: '경과이자 (매도인에게 지급)', value: <Money won={listing.accrued_interest} /> },
          { label: '결제 금액 합계', value: <Money won={totalWon} />, testId: 'buy-total' },
          { label: '사는 원금', value: <Money won={listing.outstanding_principal} /> },
          { label: '세후 수익률 (만기까지)', value: listing.yield_bp === null ? '-' : `연 ${formatRateBp(listing.yield_bp)}` },
          { label: '지금 예치금', value: <Money won={balanceWon} /> },
          { label: '결제 후 예치금', value: <Money won={balanceWon === undefined ? undefined : balanceWon - totalWon} /> },
        ]}
      />
      {short ? (
        <p className="field__error" role="alert">
          예치금이 <Money won={totalWon - (balanceWon ?? 0)} /> 부족합니다. <Link to="/user/deposit">예치금을 충전</Link>한 뒤 구매해 주십시오.
        </p>
      ) : null}
      <p className="dialog__warning">원금 손실이 발생할 수 있습니다.</p>
      <p className="muted">{BUYER_STATEMENT}</p>
      <label className="consent-check">
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>상품 공시, 상환 내역과 남은 상환 일정을 읽었으며, 원금 손실이 발생할 수 있음을 이해하고 원리금수취권을 구매합니다.</span>
      </label>
    </ConfirmDialog>
  );
}
