// Auto-invest's answer shapes, read by the web as types: builders only (no Nest). The product
// types and repayment methods are spelled here as products/product.events.ts has them, so the
// web's type check does not follow the products context.
import { at, bool, bp, enumOf, int, nullable, str } from '../../shared/http/schema/answers';
import { calendarDate, Type, uuid, won, type Static } from '../../shared/http/schema/fields';

/** Grade families a contract may ask for. */
export const CRITERIA_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
export const CRITERIA_TYPES = ['apt', 'realty', 'credit', 'corporate'] as const;
export const CRITERIA_METHODS = ['equal_installment', 'bullet'] as const;

export const CRITERIA = Type.Object({
  types: Type.Array(enumOf(CRITERIA_TYPES), { description: 'Empty: every type.' }),
  grades: Type.Array(enumOf(CRITERIA_GRADES), { description: 'Grade families; empty: every grade.' }),
  min_rate_bp: nullable(bp('The lowest rate')),
  max_term_months: nullable(int('The longest term.')),
  repayment_methods: Type.Array(enumOf(CRITERIA_METHODS), { description: 'Empty: every method.' }),
  include_pf: bool('Real-estate PF products are placed only when true.'),
});

export const CONTRACT = Type.Object({
  id: uuid('The contract; it keeps its id through its versions until stopped.'),
  version: int('Each change is a new version, confirmed again.'),
  starts_on: calendarDate(), ends_on: calendarDate(),
  amount_per_product: won('10,000 to 100,000 in units of 10,000'),
  total_limit: won('Live principal the contract may have auto-placed over its life'),
  max_per_borrower: nullable(won('Addition to docs/api.md: the contract\'s own cap per borrower')),
  criteria: CRITERIA,
  active: bool('Not stopped and not past ends_on.'),
  stopped_at: nullable(at('Addition to docs/api.md: when it was stopped.')),
});

const SUMMARY = { contract: nullable(CONTRACT), placed: Type.Object({ count: int(), amount: won('Live principal placed by this contract') }) };

export const AUTO_INVEST_VIEW = Type.Object({
  ...SUMMARY,
  history: Type.Array(Type.Object({ version: int(), text: str('The contract text the investor confirmed.'), acknowledged_at: at(), stopped_at: nullable(at('When the version was stopped or replaced.')) })),
  recent: Type.Array(Type.Object({ product_id: uuid(), title: str(), outcome: enumOf(['placed', 'skipped']), fail_code: nullable(str('Why a skipped placement was refused.')), amount: won(), at: at() }), { description: 'The last 20 placements and skips, newest first.' }),
  skipped: Type.Array(Type.Object({ fail_code: str(), count: int() }), { description: 'Skips by fail code.' }),
  portfolio_share: Type.Object({ auto_amount: won(), total_amount: won(), share_bp: bp('Share of the investor\'s live investments placed by auto-invest') }),
});

export const AUTO_INVEST_SUMMARY = Type.Object(SUMMARY);

export const AUTO_INVEST_PREVIEW = Type.Object({
  items: Type.Array(Type.Object({ product_id: uuid(), title: str(), opened_at: at(), amount: won(), status: str('The product\'s status now.') })),
  totals: Type.Object({ count: int(), amount: won(), received: won('Received after tax and fees'), written_off: won(), return_bp: bp() }),
});

const GROUP = Type.Array(Type.Object({ key: str(), label: str(), amount: won(), share_bp: bp() }));

export const DIVERSIFICATION = Type.Object({
  total_amount: won(), borrower_count: int(), largest_borrower_share_bp: bp(), by_borrower: GROUP, by_grade: GROUP, by_type: GROUP,
  pf: Type.Object({ amount: won(), share_bp: bp() }), explanation: str('합니다체.'),
});


export type AutoInvestCriteria = Static<typeof CRITERIA>;
export type AutoInvestContract = Static<typeof CONTRACT>;
export type AutoInvestView = Static<typeof AUTO_INVEST_VIEW>;
export type AutoInvestPreview = Static<typeof AUTO_INVEST_PREVIEW>;
export type Diversification = Static<typeof DIVERSIFICATION>;

const POLICY_VALUES = {
  effective_on: calendarDate('The date the values apply from.'),
  auto_invest_share_bp: bp('The share of a product\'s target auto-placements may take (시행령 12조).'),
  max_amount_per_product: won('The most a contract may invest per product (per-investment documents are waived up to it, 시행령 21조).'),
};

export const AUTO_INVEST_POLICY_VIEW = Type.Object({
  in_force_on: calendarDate('The business today the values are in force on.'),
  ...POLICY_VALUES,
  history: Type.Array(Type.Object({ ...POLICY_VALUES, changed_by: nullable(uuid('The operator; null: the migration\'s first values.')), changed_at: at(), status: enumOf(['past', 'in_force', 'scheduled']) }), { description: 'Every effective date, newest first.' }),
});
export type AutoInvestPolicyView = Static<typeof AUTO_INVEST_POLICY_VIEW>;
