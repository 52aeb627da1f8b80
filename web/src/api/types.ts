// The shapes of docs/api.md that more than one feature reads (products, wallet, basket, investments,
// ledger lines). A feature's own shapes stay in its api/ folder.

export type ProductType = 'apt' | 'realty' | 'credit' | 'corporate';
/** The last three: a loan gone bad (docs/api.md "Loans that go bad"): 기한이익상실, 상각, 채권 매각. */
export type ProductStatus = 'scheduled' | 'funding' | 'funded' | 'repaying' | 'completed' | 'overdue' | 'canceled' | 'defaulted' | 'written_off' | 'sold';
export type RepaymentMethod = 'equal_installment' | 'bullet';

export type Product = {
  id: string;
  title: string;
  type: ProductType;
  is_realty: boolean;
  /** Real-estate project financing: counts in the PF part of the investor's real-estate limit. */
  is_pf?: boolean;
  grade: string;
  rate_bp: number;
  term_months: number;
  repayment_method: RepaymentMethod;
  target_amount: number;
  raised_amount: number;
  investor_count: number;
  min_amount: number;
  max_per_user: number;
  status: ProductStatus;
  suspended: boolean;
  opens_at: string;
  closes_at: string;
  investor_only: boolean;
  /** Set on a canceled product: an operator's cancel, or the platform's when it did not raise its target by closes_at. */
  cancel_reason: 'operator' | 'funding_failed' | null;
};

export type SchedulePreviewRow = { seq: number; due_on: string; principal: number; interest: number; tax_income: number; tax_local: number; fee?: number; net: number };

export type PreviewTotals = { principal: number; interest: number; tax_income: number; tax_local: number; fee: number; net: number };

/** Expected payouts of `amount`; totals and the yearly returns are additive fields (the return calculator). */
export type SchedulePreview = {
  amount: number;
  items: SchedulePreviewRow[];
  totals?: PreviewTotals;
  return_bp?: number;
  net_return_bp?: number;
};

/** What 온투법 22조① has an investor shown before investing; only the items the screens read are typed. */
export type ProductDisclosure = {
  version: string;
  expected_return_bp: number;
  expected_net_return_bp: number;
  risks?: string[];
};

export type ProductDetail = Product & {
  description: string;
  borrower: { name: string; id: string };
  collateral: { address: string; appraisal_amount: number; senior_debt_amount: number; lien_rank: number; note: string | null; ltv_bp: number | null } | null;
  schedule_preview: SchedulePreview;
  /** Present once the server discloses (docs/api.md, Products). */
  disclosure?: ProductDisclosure;
};

// The wallet's answers are typed by the server's endpoint schemas (server/src/wallet/http), the
// same schemas that document them in the OpenAPI document; type-only, so Vite never bundles them.
export type { Vaccount, WithdrawAccount, WalletView as Wallet } from '@server/wallet/http/wallet-answers.schema';

// The basket and placed investments likewise (server/src/investing/http).
export type { Basket, BasketItem, PlacedInvestments } from '@server/investing/http/investing-answers.schema';

/** `disclosure_version`: the product's `disclosure.version` the investor read; a changed disclosure is refused (confirmation_required). */
export type InvestmentItem = { product_id: string; amount: number; disclosure_version?: string };

export type TransactionType =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_restored'
  | 'invest_hold'
  | 'invest_cancel'
  | 'invest_execute'
  | 'repayment_principal'
  | 'repayment_interest'
  | 'repayment_late_interest'
  | 'recovery_principal'
  | 'recovery_interest'
  /** Principal the investor no longer expects on the schedule: `amount` 0, no cash moves. */
  | 'write_off'
  | 'tax'
  | 'fee'
  /** 원리금수취권 양도 (docs/api.md "Transfers"): − the price for the buyer, + the price less the fee for the seller, and the 경과이자 between them. */
  | 'transfer_in'
  | 'transfer_out'
  | 'transfer_accrued_interest';

export type WalletTransaction = { id: string; at: string; type: TransactionType; amount: number; held_change: number; balance_after: number; memo: string; product_id?: string };
export type TransactionsPage = { items: WalletTransaction[]; next_cursor: string | null };

export type InvestorType = 'general' | 'income_qualified' | 'professional' | 'corporate';
/** The types an investor can apply for (everyone starts general; a corporation is corporate from sign-up on). */
export type RequestableType = Exclude<InvestorType, 'general' | 'corporate'>;

/** A corporate account's company (`user.corporate`); operators also see its beneficial owner (실제소유자). */
export type Corporate = {
  /** 123-45-67890 */
  business_number: string;
  company_name: string;
  representative_name: string;
  beneficial_owner?: { name: string; birth_date: string; recorded_at: string } | null;
};

/** The `user` of docs/api.md, as GET/PATCH /me and the identity endpoints answer it. */
export type User = {
  id: string;
  email: string;
  name: string;
  phone: string;
  role: 'investor' | 'operator';
  investor_type: InvestorType;
  /** 본인인증 done: `name` is the legal name and can no longer be changed. */
  identity_verified: boolean;
  has_vaccount: boolean;
  created_at: string;
  /** null (or absent) for an individual. */
  corporate?: Corporate | null;
};

// Investor type applications are typed by identity's endpoint schemas (server/src/identity/http):
// the operators' view carries who applied; the investor's own leaves those fields unread.
import type { InvestorTypeApplication } from '@server/identity/http/identity-answers.schema';
export type { InvestorTypeApplication };
export type InvestorTypeRequestStatus = InvestorTypeApplication['status'];
/** An application as the investor's GET/POST /me/investor_type_requests answer it. */
export type InvestorTypeRequest = Omit<InvestorTypeApplication, 'user_id' | 'user_name' | 'email'>;
