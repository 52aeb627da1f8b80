// The expected payout of an amount per installment (docs/design.md "Repayments"): the estimate the
// product page and its disclosure show. It is the loan maths the repayments context fixes at
// execution (shared/loan-maths), for one investor lending `amountWon`, under the product's policy
// (payout-policy.reader.ts). Before execution the due dates are reckoned from the close of funding.
import { DEFAULT_TAX_POLICY, PayoutPolicy, payoutsOfAmount, RepaymentMethod } from '../../shared/loan-maths';
import type { ProductRow } from './product-view';

/** Longer terms are not offered; a preview of one is empty rather than a thousand lines. */
const MAX_PREVIEW_TERM_MONTHS = 120;

export interface PreviewLine {
  seq: number;
  due_on: string;
  principal: number;
  interest: number;
  tax_income: number;
  tax_local: number;
  fee: number;
  net: number;
}

type PreviewTerms = Pick<ProductRow, 'rate_bp' | 'term_months' | 'repayment_method' | 'executed_at' | 'closes_at'>;

export function schedulePreview(product: PreviewTerms, amountWon: number, policy: PayoutPolicy = DEFAULT_TAX_POLICY): PreviewLine[] {
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
