// The operators' product shapes (docs/api.md "Operators"), shared by the endpoint files beside it.
export type AdminProductType = 'apt' | 'realty' | 'credit' | 'corporate';
export type AdminProductStatus = 'scheduled' | 'funding' | 'funded' | 'repaying' | 'completed' | 'overdue' | 'canceled';
export type ProductAction = 'open' | 'suspend' | 'resume' | 'cancel' | 'execute';

export type AdminProductRow = {
  id: string;
  title: string;
  type: AdminProductType;
  grade: string;
  rate_bp: number;
  term_months: number;
  repayment_method: 'equal_installment' | 'bullet';
  target_amount: number;
  raised_amount: number;
  investor_count: number;
  min_amount: number;
  max_per_user: number;
  status: AdminProductStatus;
  suspended: boolean;
  opens_at: string;
  closes_at: string;
  investor_only: boolean;
  /** Real-estate project financing (apt and realty only): its own part of the investors' real-estate limit. */
  is_pf: boolean;
  /** operator, or funding_failed when the platform canceled it at closes_at; null unless canceled. */
  cancel_reason: 'operator' | 'funding_failed' | null;
  borrower_id: string;
  borrower_name: string;
};

export type AdminProduct = AdminProductRow & {
  description: string;
  collateral: { address: string; appraisal_amount: number; senior_debt_amount: number; lien_rank: number; note: string | null } | null;
};

/** The editor's body for POST and PATCH /admin/products. */
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
