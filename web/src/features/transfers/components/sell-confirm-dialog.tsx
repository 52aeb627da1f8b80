// The seller's confirmation (시행령 29조: the seller confirms too): the price, the principal sold,
// the share, what the buyer adds (경과이자), the law's statement and a box ticked before the button works.
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FactList } from '@/components/fact-list';
import { Money } from '@/components/money';
import { formatDate } from '@/lib/format';
import { percentText, priceBpOf } from '../lib/price-band';
import { SELLER_STATEMENT } from '../lib/transfer-copy';

type Props = {
  open: boolean;
  title: string;
  priceWon: number;
  outstandingPrincipalWon: number;
  installments: number;
  lastDueOn: string | undefined;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

export function SellConfirmDialog({ open, title, priceWon, outstandingPrincipalWon, installments, lastDueOn, busy, error, onConfirm, onClose }: Props) {
  const [agreed, setAgreed] = useState(false);
  useEffect(() => setAgreed(false), [open]);
  return (
    <ConfirmDialog
      open={open}
      title="양도 신청 확인"
      confirmLabel={`${priceWon.toLocaleString('ko-KR')}원에 양도 신청하기`}
      busyLabel="신청하는 중…"
      busy={busy}
      disabled={!agreed}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <h3 className="dialog__subtitle">{title}</h3>
      <FactList
        className="dialog__facts"
        facts={[
          { label: '양도 가격', value: <Money won={priceWon} /> },
          { label: '양도 원금', value: <Money won={outstandingPrincipalWon} /> },
          { label: '원금 대비', value: percentText(priceBpOf(priceWon, outstandingPrincipalWon)) },
          { label: '양도하는 회차', value: `${installments}회${lastDueOn ? ` (마지막 ${formatDate(lastDueOn)})` : ''}` },
          { label: '경과이자', value: '매수인이 별도 지급' },
        ]}
      />
      <p className="muted">{SELLER_STATEMENT}</p>
      <label className="consent-check">
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>위 안내를 읽었으며, 이 채권의 남은 원리금수취권 전부를 위 가격으로 양도 신청합니다.</span>
      </label>
    </ConfirmDialog>
  );
}
