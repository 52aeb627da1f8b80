// The product page's return calculator (issue 31, item 11): the investor types an amount and sees,
// month by month, principal, interest, income tax, local tax, fee and what they receive, with the
// totals and the yearly return before and after tax. Every figure is the server's (GET
// /products/{id}?amount=: the loan maths and the tax and fee policy in force, integers only); the
// screen only asks once typing pauses and lays the answer out (cards on phones).
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { productQueryOptions } from '@/api/get-product';
import type { PreviewTotals, SchedulePreview, SchedulePreviewRow } from '@/api/types';
import { DataTable, type Column } from '@/components/data-table';
import { FactList } from '@/components/fact-list';
import { MoneyField } from '@/components/money-input';
import { Money } from '@/components/money';
import { CALCULATOR_DEBOUNCE_MS, MAX_PREVIEW_AMOUNT_WON, MIN_INVEST_AMOUNT_WON } from '@/config/site';
import { formatDate, formatRateBp, formatWon } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Why the amount cannot be calculated, or null. */
export function calculatorAmountError(amountWon: number | null): string | null {
  if (amountWon === null) return '금액을 입력해 주십시오.';
  if (amountWon < MIN_INVEST_AMOUNT_WON) return `${formatWon(MIN_INVEST_AMOUNT_WON)} 이상 입력해 주십시오.`;
  if (amountWon > MAX_PREVIEW_AMOUNT_WON) return `${formatWon(MAX_PREVIEW_AMOUNT_WON)} 이하로 입력해 주십시오.`;
  return null;
}

const sum = (rows: SchedulePreviewRow[], pick: (row: SchedulePreviewRow) => number) => rows.reduce((s, row) => s + pick(row), 0);

/** The server's totals; summed here only when an older server sent none. */
function totalsOf(preview: SchedulePreview): PreviewTotals {
  const rows = preview.items;
  return (
    preview.totals ?? {
      principal: sum(rows, (r) => r.principal), interest: sum(rows, (r) => r.interest), tax_income: sum(rows, (r) => r.tax_income),
      tax_local: sum(rows, (r) => r.tax_local), fee: sum(rows, (r) => r.fee ?? 0), net: sum(rows, (r) => r.net),
    }
  );
}

function columns(totals: PreviewTotals): Column<SchedulePreviewRow>[] {
  const money = (key: keyof PreviewTotals, header: string): Column<SchedulePreviewRow> => ({
    key, header, numeric: true, cell: (r) => <Money won={r[key] ?? 0} />, total: <Money won={totals[key]} />,
  });
  return [
    { key: 'seq', header: '회차', cell: (r) => `${r.seq}회 · ${formatDate(r.due_on)}`, primary: true },
    money('principal', '원금'),
    money('interest', '이자'),
    money('tax_income', '이자소득세'),
    money('tax_local', '지방소득세'),
    // No fee under the policy in force (the default): a column of zeros only lengthens a phone's cards.
    ...(totals.fee > 0 ? [money('fee', '수수료')] : []),
    money('net', '실수령액'),
  ];
}

function Result({ preview }: { preview: SchedulePreview }) {
  const totals = totalsOf(preview);
  return (
    <>
      <FactList
        className="summary-cards calculator__summary"
        itemClassName="summary-card"
        facts={[
          { label: '세전 연 수익률', value: formatRateBp(preview.return_bp) },
          { label: '세후 연 수익률', value: formatRateBp(preview.net_return_bp), valueClassName: 'key-facts__accent' },
          { label: '이자 합계 (세전)', value: <Money won={totals.interest} /> },
          { label: totals.fee > 0 ? '세금·수수료 합계' : '세금 합계', value: <Money won={totals.tax_income + totals.tax_local + totals.fee} /> },
          { label: '실수령액 합계', value: <Money won={totals.net} /> },
        ]}
      />
      <p className="fine-print">세후 연 수익률은 이자에서 지급 때마다 떼는 세금(10원 미만 절사)과 수수료를 빼고, 원금이 매달 돌아와 줄어드는 만큼을 반영해 계산하므로 상품의 연 수익률보다 낮습니다.</p>
      <DataTable caption={`${formatWon(preview.amount)} 투자 시 월별 예상 지급액`} columns={columns(totals)} rows={preview.items} rowKey={(r) => String(r.seq)} totalLabel="합계" />
    </>
  );
}

type Props = { productId: string; initialAmountWon: number };

export function ReturnCalculator({ productId, initialAmountWon }: Props) {
  const [amountWon, setAmountWon] = useState<number | null>(initialAmountWon);
  const settledWon = useDebouncedValue(amountWon, CALCULATOR_DEBOUNCE_MS);
  const error = calculatorAmountError(amountWon);
  const asked = calculatorAmountError(settledWon) === null ? (settledWon as number) : null;
  const preview = useQuery({ ...productQueryOptions(productId, asked ?? initialAmountWon), enabled: asked !== null, select: (p) => p.schedule_preview });
  const titleId = useId();
  const stale = preview.isFetching || settledWon !== amountWon;
  return (
    <section className="card calculator" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        수익 계산기
      </h2>
      <MoneyField
        label="수익 계산 금액 (원)"
        name="calculator-amount"
        valueWon={amountWon}
        onValueWon={setAmountWon}
        error={error}
        help="입력한 금액으로 매달 받을 원금, 이자, 세금, 수수료와 실수령액을 계산합니다."
      />
      <div aria-live="polite" aria-busy={stale} className={stale ? 'calculator__result calculator__result--stale' : 'calculator__result'}>
        {preview.data && preview.data.items.length > 0 && !error ? <Result preview={preview.data} /> : null}
        {preview.isError ? <p className="field__error">계산 결과를 불러오지 못했습니다. 잠시 후 다시 시도해 주십시오.</p> : null}
      </div>
      <p className="fine-print">지급일은 대출 실행일에 따라 달라질 수 있으며, 세금과 수수료는 현재 적용 중인 기준으로 계산한 예상치입니다.</p>
    </section>
  );
}
