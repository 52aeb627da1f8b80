// The `product` object of docs/api.md, from a `products` row.
import { toWon } from '../../shared/won';

export interface ProductRow {
  id: string;
  title: string;
  type: string;
  is_realty: boolean;
  /** Real-estate project financing: its own part of the real-estate limit. */
  is_pf: boolean;
  borrower_id: string;
  borrower_name: string;
  grade: string;
  rate_bp: number;
  term_months: number;
  repayment_method: string;
  target_amount: string;
  raised_amount: string;
  investor_count: number;
  min_amount: string;
  max_per_user: string;
  status: string;
  suspended: boolean;
  opens_at: Date;
  closes_at: Date;
  investor_only: boolean;
  description: string;
  collateral: { address: string; appraisalWon: number; seniorDebtWon: number; lienRank: number; note?: string } | null;
  executed_at: Date | null;
  executed_amount: string;
  /** Set with status canceled: `operator` or `funding_failed` (docs/api.md "Products"). */
  cancel_reason: string | null;
  repaid_principal: string;
}

export function productView(row: ProductRow) {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    is_realty: row.is_realty,
    is_pf: row.is_pf,
    grade: row.grade,
    rate_bp: row.rate_bp,
    term_months: row.term_months,
    repayment_method: row.repayment_method,
    target_amount: toWon(row.target_amount),
    raised_amount: toWon(row.raised_amount),
    investor_count: row.investor_count,
    min_amount: toWon(row.min_amount),
    max_per_user: toWon(row.max_per_user),
    status: row.status,
    suspended: row.suspended,
    opens_at: new Date(row.opens_at).toISOString(),
    closes_at: new Date(row.closes_at).toISOString(),
    investor_only: row.investor_only,
    cancel_reason: row.cancel_reason ?? null,
  };
}

/** The collateral as the API names it (the detail adds its LTV). */
export const collateralView = (c: NonNullable<ProductRow['collateral']>) => ({
  address: c.address, appraisal_amount: c.appraisalWon, senior_debt_amount: c.seniorDebtWon, lien_rank: c.lienRank, note: c.note ?? null,
});

/** 김철수 → 김*수, (주)한빛건설 → (주)한**설: enough to recognise, not to identify. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  const prefix = name.startsWith('(주)') ? 3 : 0;
  const body = chars.slice(prefix);
  if (body.length <= 2) return `${chars.slice(0, prefix).join('')}${body[0]}*`;
  return `${chars.slice(0, prefix).join('')}${body[0]}${'*'.repeat(body.length - 2)}${body[body.length - 1]}`;
}

/** LTV in basis points: (senior debt + this loan) / appraisal. */
export function ltvBp(collateral: NonNullable<ProductRow['collateral']>, loanWon: number): number | null {
  if (!collateral.appraisalWon || collateral.appraisalWon <= 0) return null;
  return Math.round(((collateral.seniorDebtWon + loanWon) * 10_000) / collateral.appraisalWon);
}
