// The operators' product shapes (docs/api.md "Operators"), shared by the endpoint files beside it.
// The answers are the server's endpoint schemas' types (server/src/products/http), type-only.
import type { AdminProductRow } from '@server/products/http/product-answers.schema';
export type { AdminProduct, AdminProductRow } from '@server/products/http/product-answers.schema';
export type AdminProductType = AdminProductRow['type'];
export type ProductAction = 'open' | 'suspend' | 'resume' | 'cancel' | 'execute';

/**
 * The editor's body for POST and PATCH /admin/products. Still the web's own: the server reads
 * `opens_at`/`closes_at` with `instant()`, whose schema type is the Date the handler gets, not the
 * ISO string the web sends.
 */
export type ProductForm = {
  title: string;
  type: AdminProductType;
  borrower_id: string;
  borrower_name: string;
  grade: string;
  rate_bp: number;
  term_months: number;
  repayment_method: 'equal_installment' | 'bullet';
  target_amount: number;
  max_per_user: number;
  opens_at: string;
  closes_at: string;
  investor_only: boolean;
  /** Only for apt and realty; only before funding. */
  is_pf: boolean;
  description: string;
  collateral?: { address: string; appraisal_amount: number; senior_debt_amount: number; lien_rank: number; note?: string } | null;
};
