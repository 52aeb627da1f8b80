// The expected payout of an amount per installment (DESIGN.md "Repayments"): an estimate for
// the product page and its disclosure. The binding schedule is fixed by the repayments context at
// execution; the taxes and fee here follow the policy in force (registered: income tax 14 %).
import { addMonths, seoulDate } from '../../shared/clock';
import { equalInstallmentPaymentWon, monthlyInterestWon } from '../../shared/loan-maths';

export const PREVIEW_INCOME_TAX_BP = 1400;

/** The withholding policy an estimate uses: income tax and platform fee, in basis points of interest. */
export interface PreviewPolicy {
  incomeTaxBp: number;
  feeBp: number;
}

export const REGISTERED_PREVIEW_POLICY: PreviewPolicy = { incomeTaxBp: PREVIEW_INCOME_TAX_BP, feeBp: 0 };

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

const floor10 = (won: number): number => Math.floor(won / 10) * 10;

export function schedulePreview(
  amountWon: number, rateBp: number, termMonths: number, method: string, startsAt: Date, policy: PreviewPolicy = REGISTERED_PREVIEW_POLICY,
): PreviewLine[] {
  if (amountWon <= 0 || termMonths <= 0 || termMonths > 120) return [];
  const payment = equalInstallmentPaymentWon(amountWon, rateBp, termMonths);
  const start = seoulDate(startsAt);
  const lines: PreviewLine[] = [];
  let outstanding = amountWon;
  for (let seq = 1; seq <= termMonths; seq += 1) {
    const interest = monthlyInterestWon(outstanding, rateBp);
    const last = seq === termMonths;
    const principal = method === 'bullet' ? (last ? outstanding : 0) : last ? outstanding : Math.min(outstanding, Math.max(payment - interest, 0));
    outstanding -= principal;
    // As repayments' withholding(): each tax floored to 10 won, the fee to the won.
    const taxIncome = floor10((interest * policy.incomeTaxBp) / 10_000);
    const taxLocal = floor10(taxIncome / 10);
    const fee = Math.floor((interest * policy.feeBp) / 10_000);
    lines.push({ seq, due_on: addMonths(start, seq), principal, interest, tax_income: taxIncome, tax_local: taxLocal, fee, net: principal + interest - taxIncome - taxLocal - fee });
  }
  return lines;
}
