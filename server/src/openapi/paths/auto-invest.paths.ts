// Auto-invest (자동투자, docs/api.md "Auto-invest"): the investor's standing contract (기본계약,
// 온투법 23조②1, 시행령 21조), what it would have placed, and the portfolio's spread.
import { operationsFor, queryParam } from '../operation';
import type { Paths, Schema } from '../openapi.types';
import { arr, body, bool, bp, date, enumOf, instant, int, nullable, obj, str, uuid, won } from '../schema';

const autoInvest = operationsFor('Auto-invest');
const TYPES = ['apt', 'realty', 'credit', 'corporate'];
const METHODS = ['equal_installment', 'bullet'];
const GRADES = ['A', 'B', 'C', 'D', 'E'];

const criteria = obj({
  types: arr(enumOf(TYPES), 'Empty: every type.'),
  grades: arr(enumOf(GRADES), 'Grade families; empty: every grade.'),
  min_rate_bp: nullable(bp('The lowest rate')),
  max_term_months: nullable(int('The longest term.')),
  repayment_methods: arr(enumOf(METHODS), 'Empty: every method.'),
  include_pf: bool('Real-estate PF products are placed only when true.'),
});

const criteriaBody = body({
  'types?': arr(enumOf(TYPES)), 'grades?': arr(enumOf(GRADES)), 'min_rate_bp?': nullable(int(undefined, { minimum: 0, maximum: 2000 })),
  'max_term_months?': nullable(int(undefined, { minimum: 1, maximum: 120 })), 'repayment_methods?': arr(enumOf(METHODS)), 'include_pf?': bool(),
});

const contract = obj({
  id: uuid('The contract; it keeps its id through its versions until stopped.'),
  version: int('Each change is a new version, confirmed again.'),
  starts_on: date(), ends_on: date(),
  amount_per_product: won('10,000 to 100,000 in units of 10,000'),
  total_limit: won('Live principal the contract may have auto-placed over its life'),
  max_per_borrower: nullable(won('Addition to docs/api.md: the contract\'s own cap per borrower')),
  criteria,
  active: bool('Not stopped and not past ends_on.'),
  stopped_at: nullable(instant('Addition to docs/api.md: when it was stopped.')),
});

const summary = { contract: nullable(contract), placed: obj({ count: int(), amount: won('Live principal placed by this contract') }) };

const view: Schema = obj({
  ...summary,
  history: arr(obj({ version: int(), text: str('The contract text the investor confirmed.'), acknowledged_at: instant(), stopped_at: nullable(instant('When the version was stopped or replaced.')) })),
  recent: arr(obj({ product_id: uuid(), title: str(), outcome: enumOf(['placed', 'skipped']), fail_code: nullable(str('Why a skipped placement was refused.')), amount: won(), at: instant() }), 'The last 20 placements and skips, newest first.'),
  skipped: arr(obj({ fail_code: str(), count: int() }), 'Skips by fail code.'),
  portfolio_share: obj({ auto_amount: won(), total_amount: won(), share_bp: bp('Share of the investor\'s live investments placed by auto-invest') }),
});

const group = arr(obj({ key: str(), label: str(), amount: won(), share_bp: bp() }));

const policyValues = {
  effective_on: date('The date the values apply from.'),
  auto_invest_share_bp: bp('The share of a product\'s target auto-placements may take (시행령 12조).'),
  max_amount_per_product: won('The most a contract may invest per product (per-investment documents are waived up to it, 시행령 21조).'),
};

const policyView: Schema = obj({
  in_force_on: date('The business today the values are in force on.'),
  ...policyValues,
  history: arr(obj({ ...policyValues, changed_by: nullable(uuid('The operator; null: the migration\'s first values.')), changed_at: instant(), status: enumOf(['past', 'in_force', 'scheduled']) }), 'Every effective date, newest first.'),
});

const policyCommon = {
  access: 'operator' as const,
  notInApiMd: true,
  addition: 'the operators\' setting of the dated auto_invest_policy that docs/api.md names (auto_invest_share_bp, default 5000), kept like the investor limit policy.',
};

export const autoInvestPaths: Paths = {
  '/admin/auto_invest_policy': {
    get: autoInvest('get', {
      ...policyCommon,
      id: 'adminGetAutoInvestPolicy',
      summary: 'The auto-invest policy: in force today, and every change',
      ok: { status: 200, description: 'The policy in force on the business today, and its history.', schema: policyView },
    }),
    put: autoInvest('put', {
      ...policyCommon,
      id: 'adminSetAutoInvestPolicy',
      summary: 'Change the auto-invest policy from a date on',
      description: 'From `effective_on` (not before the business today; earlier is 400 `invalid_input` `{effective_on: before_business_today}`) products opening on that business date or later are placed by it; a placement already made is never undone. Fields left out keep the values in force just before that date; a second change with the same `effective_on` replaces the first. `max_amount_per_product` is 10,000 to 100,000 in units of 10,000 (else `invalid_input` naming it: `over_limit`-like range codes, `invalid_amount` off the unit). Each change is an `AutoInvestPolicyChanged` event on the `auto-invest-policy` stream.',
      body: body({
        effective_on: date(),
        'auto_invest_share_bp?': int('Basis points, 0 to 10,000.', { minimum: 0, maximum: 10_000 }),
        'max_amount_per_product?': int('Won, 10,000 to 100,000 in units of 10,000.', { minimum: 10_000, maximum: 100_000 }),
      }, 'Example: `{"effective_on": "2026-07-01", "auto_invest_share_bp": 3000}`'),
      ok: { status: 200, description: 'The policy now, and its history (a later effective date shows as `scheduled`).', schema: policyView },
      fails: ['invalid_input'],
    }),
  },
  '/me/auto_invest': {
    get: autoInvest('get', {
      id: 'getAutoInvest',
      summary: 'The standing contract, its history and the last placements and skips',
      access: 'session',
      ok: { status: 200, description: 'The contract (null before the first), what it placed, its versions with their texts, recent outcomes.', schema: view },
    }),
    put: autoInvest('put', {
      id: 'setAutoInvest',
      summary: 'Set the standing contract, or replace it with a new version',
      description: '`acknowledged: true` is required every time. Amount per product under 10,000 `min_invest_amount`, not a multiple of 10,000 `invalid_amount`, over 100,000 `invalid_input` (`fields.amount_per_product: "over_limit"`).',
      access: 'session',
      command: true,
      body: body({
        acknowledged: bool('Must be true: the investor confirms the contract text.'),
        amount_per_product: int(), total_limit: int(), ends_on: date(), 'criteria?': criteriaBody, 'max_per_borrower?': nullable(int()),
      }),
      ok: { status: 200, description: 'The contract now.', schema: obj(summary) },
      fails: ['invalid_input', 'min_invest_amount', 'invalid_amount', 'identity_unverified'],
    }),
    delete: autoInvest('delete', {
      id: 'stopAutoInvest',
      summary: 'Stop the standing contract at once',
      description: 'No placement follows the stop, even one racing an opening. Again after a stop: the same answer.',
      access: 'session',
      command: true,
      ok: { status: 200, description: 'The stopped contract.', schema: obj(summary) },
      fails: ['not_found'],
    }),
  },
  '/me/auto_invest/preview': {
    get: autoInvest('get', {
      id: 'previewAutoInvest',
      summary: 'What the criteria would have placed over the last 12 months, and how those loans did',
      description: 'Each product\'s results scaled to the amount per product; canceled products count in no total. return_bp: (received after tax and fees + principal still owed and not lost − amount) ÷ amount.',
      access: 'session',
      params: [
        queryParam('types', str('Comma-separated.')), queryParam('grades', str('Comma-separated grade families.')), queryParam('min_rate_bp', int()),
        queryParam('max_term_months', int()), queryParam('repayment_methods', str('Comma-separated.')), queryParam('include_pf', enumOf(['true', 'false'])),
        queryParam('amount_per_product', int(undefined, { default: 10000 })),
      ],
      ok: {
        status: 200,
        description: 'The products and the totals.',
        schema: obj({
          items: arr(obj({ product_id: uuid(), title: str(), opened_at: instant(), amount: won(), status: str('The product\'s status now.') })),
          totals: obj({ count: int(), amount: won(), received: won('Received after tax and fees'), written_off: won(), return_bp: bp() }),
        }),
      },
      fails: ['invalid_input', 'min_invest_amount', 'invalid_amount'],
    }),
  },
  '/me/auto_invest/diversification': {
    get: autoInvest('get', {
      id: 'getDiversification',
      summary: 'The portfolio by borrower, grade, type and PF',
      access: 'session',
      notInApiMd: true,
      addition: 'the diversification view of issue 29: live principal by borrower (the 10 largest), grade family, type and PF, the largest single-borrower share and a plain Korean explanation.',
      ok: {
        status: 200,
        description: 'The spread.',
        schema: obj({
          total_amount: won(), borrower_count: int(), largest_borrower_share_bp: bp(), by_borrower: group, by_grade: group, by_type: group,
          pf: obj({ amount: won(), share_bp: bp() }), explanation: str('합니다체.'),
        }),
      },
    }),
  },
};

export const autoInvestSchemas: Record<string, Schema> = {};
