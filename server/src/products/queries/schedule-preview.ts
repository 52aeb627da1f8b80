// The expected payout of an amount per installment (docs/design.md "Repayments"): the estimate the
// product page and its disclosure show. It is the loan maths the repayments context fixes at
// execution (shared/loan-maths), for one investor lending `amountWon`, under the product's policy
// (payout-policy.reader.ts). Before execution the due dates are reckoned from the close of funding.
// The product page's return calculator (issue 31, item 11) shows it with its totals and yearly
// returns (previewSummary) for whatever amount the investor types.
import { DEFAULT_TAX_POLICY, PayoutPolicy, payoutsOfAmount, RepaymentMethod } from '../../shared/loan-maths';
import { expectedReturns } from '../disclosure/expected-returns';
import type { PayoutEstimate, ProductDetail } from '../http/product-answers.schema';
import type { ProductRow } from './product-view';

/** Longer terms are not offered; a preview of one is empty rather than a thousand lines. */
const MAX_PREVIEW_TERM_MONTHS = 120;

type PreviewTerms = Pick<ProductRow, 'rate_bp' | 'term_months' | 'repayment_method' | 'executed_at' | 'closes_at'>;

export function schedulePreview(product: PreviewTerms, amountWon: number, policy: PayoutPolicy = DEFAULT_TAX_POLICY): PayoutEstimate[] {
  const termMonths = product.term_months;
  if (amountWon <= 0 || termMonths <= 0 || termMonths > MAX_PREVIEW_TERM_MONTHS) return [];
  const method: RepaymentMethod = product.repayment_method === 'bullet' ? 'bullet' : 'equal_installment';
  const executedAt = new Date(product.executed_at ?? product.closes_at);
  return payoutsOfAmount({ principalWon: amountWon, rateBp: product.rate_bp, termMonths, method }, executedAt, policy).map((p) => ({
    seq: p.seq,
    due_on: p.dueOn,
    principal: p.principalWon,
    interest: p.interestWon,
    tax_income: p.incomeTaxWon,
    tax_local: p.localTaxWon,
    fee: p.feeWon,
    net: p.netWon,
  }));
}

/** The return calculator's totals and yearly returns of a preview (integers, exact sums). */
export function previewSummary(amountWon: number, lines: readonly PayoutEstimate[]): Omit<ProductDetail['schedule_preview'], 'amount' | 'items'> {
  const totals: ProductDetail['schedule_preview']['totals'] = { principal: 0, interest: 0, tax_income: 0, tax_local: 0, fee: 0, net: 0 };
  for (const line of lines) {
    totals.principal += line.principal;
    totals.interest += line.interest;
    totals.tax_income += line.tax_income;
    totals.tax_local += line.tax_local;
    totals.fee += line.fee;
    totals.net += line.net;
  }
  const returns = expectedReturns(amountWon, [...lines]);
  return { totals, return_bp: returns.expectedReturnBp, net_return_bp: returns.expectedNetReturnBp };
}
