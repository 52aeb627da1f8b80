import type { ProductDisclosure, SchedulePreviewRow } from '@/api/types';

/** GET /products/{id} `disclosure` in full: every item 온투법 22조① requires before investing. */
export type DisclosureDetail = ProductDisclosure & {
  loan: { amount: number; term_months: number; rate_bp: number; repayment_method: string; due_rule: string; basis_amount: number; schedule: SchedulePreviewRow[] };
  borrower: { name: string; kind: 'individual' | 'corporation'; grade: string; purpose: string };
  risks: string[];
  fees: { investor_fee_bp: number; note: string };
  tax: { platform_registered: boolean; income_tax_bp: number; local_tax_rate_pct: number; rounding: string };
  collateral: { appraisal_amount: number; valuation_method: string; lien_rank: number; senior_debt_amount: number; ltv_bp: number | null } | null;
  collection: { procedure: string; debt_sale: string; costs: string };
  changes: { changed_at: string; fields: string[] }[];
};

/** The full disclosure when the server sent it (older answers carry only part of it). */
export const fullDisclosure = (d: ProductDisclosure | undefined): DisclosureDetail | null =>
  d && 'loan' in d && 'tax' in d ? (d as DisclosureDetail) : null;
