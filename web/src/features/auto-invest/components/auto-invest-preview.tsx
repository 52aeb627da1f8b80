// "What it would have done": the criteria as they stand on the form, over the products opened in
// the last 12 months, and how those loans have done (after tax and losses).
import { formatWon } from '@/lib/format';
import type { AutoInvestCriteria } from '../api/auto-invest';
import { useAutoInvestPreview } from '../api/auto-invest-insights';

export function AutoInvestPreview({ criteria, amountWon }: { criteria: AutoInvestCriteria; amountWon: number }) {
  const preview = useAutoInvestPreview(criteria, amountWon);
  const totals = preview.data?.totals;
  let text = '지난 12개월의 상품으로 계산하는 중입니다.';
  if (preview.isError) text = '지난 12개월 결과를 불러오지 못했습니다.';
  else if (totals && totals.count === 0) text = '지난 12개월에 이 조건에 맞는 상품은 없었습니다.';
  else if (totals) {
    const loss = totals.written_off > 0 ? `, 손실 ${formatWon(totals.written_off)}` : '';
    text = `이 조건이었다면 지난 12개월 동안 ${totals.count.toLocaleString('ko-KR')}개 상품에 ${formatWon(totals.amount)}을 투자했고, 지금까지 세후 ${formatWon(totals.received)}을 돌려받았습니다${loss}. 현재 수익률 ${(totals.return_bp / 100).toFixed(2)}%`;
  }
  return (
    <p className="auto-invest__preview" aria-live="polite">
      <strong>미리 보기</strong> {text}
    </p>
  );
}
