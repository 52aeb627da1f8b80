// What 온투법 22조① requires an investor to be shown before investing (docs/compliance.md), one field
// per item, built from the product's terms, the loan maths and the tax and fee policy in force.
// `version` is a digest of every other item: it changes exactly when one does, and is what an
// investment records as the disclosure its investor confirmed (온투법 22조③).
import { createHash } from 'node:crypto';
import { maskName, ltvBp, ProductRow } from '../queries/product-view';
import { schedulePreview } from '../queries/schedule-preview';
import type { ProductDisclosureView } from '../http/product-answers.schema';
import type { ProductPolicy } from './payout-policy.reader';
import { expectedReturns } from './expected-returns';
import { COLLECTION, FEES_NOTE, RISKS, VALUATION_DEFAULT } from './disclosure-texts';

/** The amount the disclosed schedule and returns are worked out for. */
export const DISCLOSURE_BASIS_WON = 1_000_000;

const isCorporation = (row: ProductRow): boolean => row.type === 'corporate' || /^\(주\)|주식회사/.test(row.borrower_name);

/** Sorted keys at every level: the same items give the same digest whatever order they were built in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function disclosureVersion(items: Omit<ProductDisclosureView, 'version'>): string {
  return `d-${createHash('sha256').update(canonical(items)).digest('hex').slice(0, 16)}`;
}

export function buildDisclosure(row: ProductRow, policy: ProductPolicy, changes: ProductDisclosureView['changes']): ProductDisclosureView {
  const target = Number(row.target_amount);
  const schedule = schedulePreview(row, DISCLOSURE_BASIS_WON, policy.payouts);
  const returns = expectedReturns(DISCLOSURE_BASIS_WON, schedule);
  const c = row.is_realty ? row.collateral : null;
  const items: Omit<ProductDisclosureView, 'version'> = {
    loan: {
      amount: target, term_months: row.term_months, rate_bp: row.rate_bp, repayment_method: row.repayment_method as ProductDisclosureView['loan']['repayment_method'],
      due_rule: 'monthly_from_execution', basis_amount: DISCLOSURE_BASIS_WON, schedule,
    },
    borrower: { name: maskName(row.borrower_name), kind: isCorporation(row) ? 'corporation' : 'individual', grade: row.grade, purpose: row.description },
    risks: RISKS,
    fees: { investor_fee_bp: policy.feeBp, note: FEES_NOTE },
    tax: { platform_registered: policy.today.platformRegistered, income_tax_bp: policy.today.incomeTaxBp, local_tax_rate_pct: 10, rounding: 'floor_10_won' },
    expected_return_bp: returns.expectedReturnBp,
    expected_net_return_bp: returns.expectedNetReturnBp,
    collateral: c
      ? {
          appraisal_amount: c.appraisalWon, valuation_method: c.note?.trim() || VALUATION_DEFAULT, lien_rank: c.lienRank,
          senior_debt_amount: c.seniorDebtWon, ltv_bp: ltvBp(c, target),
        }
      : null,
    collection: COLLECTION,
    changes,
  };
  return { version: disclosureVersion(items), ...items };
}
