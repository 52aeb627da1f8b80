// The tables of the products read model, as their migrations make them: `products` (funding
// progress, investor count, lifecycle times), `investments`, and `product_investors` — each
// investor's live investments in a product, whose crossings of 0 keep products.investor_count
// (distinct investors with an investment not canceled), which a rule alone cannot know.
import type { RuleTable } from '../../shared/projections/rules/row-changes';

const PRODUCTS: RuleTable = {
  table: 'products',
  key: ['id'],
  columns: {
    id: 'uuid', title: 'text', type: 'text', is_realty: 'boolean', borrower_id: 'text', borrower_name: 'text', grade: 'text', rate_bp: 'integer',
    term_months: 'integer', repayment_method: 'text', target_amount: 'bigint', raised_amount: 'bigint', investor_count: 'integer',
    min_amount: 'bigint', max_per_user: 'bigint', status: 'text', suspended: 'boolean', opens_at: 'timestamptz', closes_at: 'timestamptz',
    investor_only: 'boolean', description: 'text', collateral: 'jsonb', registered_at: 'timestamptz', opened_at: 'timestamptz',
    funded_at: 'timestamptz', executed_at: 'timestamptz', canceled_at: 'timestamptz', completed_at: 'timestamptz', executed_amount: 'bigint',
    repaid_principal: 'bigint', cancel_reason: 'text', is_pf: 'boolean',
  },
  defaults: {
    raised_amount: 0, investor_count: 0, max_per_user: 0, suspended: false, investor_only: false, description: '', executed_amount: 0,
    repaid_principal: 0, is_pf: false,
  },
};

const INVESTMENTS: RuleTable = {
  table: 'investments',
  key: ['id'],
  columns: {
    id: 'uuid', product_id: 'uuid', user_id: 'uuid', amount: 'bigint', status: 'text', invested_at: 'timestamptz', canceled_at: 'timestamptz',
    cancel_reason: 'text', executed_at: 'timestamptz', disclosure_version: 'text', reconfirm_status: 'text', reconfirm_by: 'timestamptz',
  },
};

const INVESTORS: RuleTable = {
  table: 'product_investors',
  key: ['product_id', 'user_id'],
  columns: { product_id: 'uuid', user_id: 'uuid', live_investments: 'integer' },
  defaults: { live_investments: 0 },
  countedIn: { into: 'products', key: { id: 'product_id' }, column: 'investor_count', live: 'live_investments' },
};

export const PRODUCTS_TABLES = { products: PRODUCTS, investments: INVESTMENTS, investors: INVESTORS };
