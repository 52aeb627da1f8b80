// The confirmation before money is placed in products (one product or a whole basket). It is also
// the legal consent of 온투법 22조③: each product's rate, term and expected return after tax, the
// warning that principal can be lost, and a box the investor ticks before the button works.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { InvestmentItem } from '@/api/types';
import { formatRateBp } from '@/lib/format';
import { ConfirmDialog } from './confirm-dialog';
import { FactList } from './fact-list';
import { Money } from './money';

export type InvestLine = {
  productId: string;
  title: string;
  amountWon: number;
  rateBp: number;
  termMonths: number;
  /** The disclosure's yearly return after tax and fees, when the server disclosed it. */
  expectedNetReturnBp?: number;
  /** Interest after tax and fees over the loan for this amount (from the payout preview). */
  expectedNetIncomeWon?: number;
  /** The `disclosure.version` these facts come from: sent with the investment as the one confirmed. */
  disclosureVersion?: string;
};

/** The request's items for the lines confirmed: each with the disclosure version the investor saw, when it was shown. */
export const investmentItemsOf = (lines: readonly InvestLine[]): InvestmentItem[] =>
  lines.map((line) => ({ product_id: line.productId, amount: line.amountWon, ...(line.disclosureVersion ? { disclosure_version: line.disclosureVersion } : {}) }));

type Props = {
  open: boolean;
  lines: InvestLine[];
  balanceWon: number | undefined;
  busy: boolean;
  /** A refusal from the server, shown inside the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

function LineFacts({ line }: { line: InvestLine }) {
  return (
    <section className="stack stack--tight" aria-label={line.title}>
      <h3 className="dialog__subtitle">{line.title}</h3>
      <FactList
        className="dialog__facts"
        facts={[
          { label: '투자 금액', value: <Money won={line.amountWon} /> },
          { label: '연 수익률 (세전)', value: formatRateBp(line.rateBp) },
          { label: '투자 기간', value: `${line.termMonths}개월` },
          { label: '예상 수익률 (세후)', value: line.expectedNetReturnBp === undefined ? '상품 공시 참고' : `연 ${formatRateBp(line.expectedNetReturnBp)}` },
          line.expectedNetIncomeWon !== undefined && { label: '예상 수익 (세후)', value: <Money won={line.expectedNetIncomeWon} /> },
        ]}
      />
    </section>
  );
}

function Totals({ totalWon, balanceWon }: { totalWon: number; balanceWon: number | undefined }) {
  return (
    <FactList
      className="dialog__facts"
      facts={[
        { label: '총 투자 금액', value: <Money won={totalWon} /> },
        { label: '지금 예치금', value: <Money won={balanceWon} /> },
        { label: '투자 후 예치금', value: <Money won={balanceWon === undefined ? undefined : balanceWon - totalWon} /> },
      ]}
    />
  );
}

export function InvestConfirmDialog({ open, lines, balanceWon, busy, error, onConfirm, onClose }: Props) {
  const [agreed, setAgreed] = useState(false);
  useEffect(() => setAgreed(false), [open]);
  const totalWon = lines.reduce((sum, line) => sum + line.amountWon, 0);
  const short = balanceWon !== undefined && balanceWon < totalWon;
  return (
    <ConfirmDialog
      open={open}
      title={lines.length > 1 ? `${lines.length}개 상품 투자 확인` : '투자 확인'}
      confirmLabel={`${totalWon.toLocaleString('ko-KR')}원 투자하기`}
      busyLabel="투자 처리 중…"
      busy={busy}
      disabled={!agreed || short}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {lines.map((line) => (
        <LineFacts key={line.productId} line={line} />
      ))}
      <Totals totalWon={totalWon} balanceWon={balanceWon} />
      {short ? (
        <p className="field__error" role="alert">
          예치금이 <Money won={totalWon - (balanceWon ?? 0)} /> 부족합니다. <Link to="/user/deposit">예치금을 충전</Link>한 뒤 투자해 주세요.
        </p>
      ) : null}
      <p className="dialog__warning">원금 손실이 발생할 수 있습니다.</p>
      <p className="muted">
        원금과 수익은 보장되지 않으며 예금자보호법의 보호를 받지 않습니다. 투자한 금액은 모집이 끝날 때까지 투자 대기로 묶이고, 모집 중에는 투자 내역에서 취소할 수
        있습니다. 모집이 끝나 대출이 실행되면 취소할 수 없습니다.
      </p>
      <label className="consent-check">
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>상품 설명과 공시 내용을 읽었으며, 원금 손실이 발생할 수 있음을 이해하고 투자합니다.</span>
      </label>
    </ConfirmDialog>
  );
}
