// The expected payout of an amount per installment (DESIGN.md "Repayments"): an estimate for
// the product page only. The binding schedule is fixed by the repayments context at execution.
import { addMonths, seoulDate } from '../../shared/clock';
import { equalInstallmentPaymentWon, monthlyInterestWon } from '../../shared/loan-maths';

export const PREVIEW_INCOME_TAX_BP = 1400;

export interface PreviewLine {
  seq: number;
  due_on: string;
  principal: number;
  interest: number;
  tax_income: number;
  tax_local: number;
  net: number;
}

const floor10 = (won: number): number => Math.floor(won / 10) * 10;

export function schedulePreview(amountWon: number, rateBp: number, termMonths: number, method: string, startsAt: Date): PreviewLine[] {
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
    const taxIncome = floor10((interest * PREVIEW_INCOME_TAX_BP) / 10_000);
    const taxLocal = floor10(taxIncome / 10);
    lines.push({ seq, due_on: addMonths(start, seq), principal, interest, tax_income: taxIncome, tax_local: taxLocal, net: principal + interest - taxIncome - taxLocal });
  }
  return lines;
}
