// The monthly disclosure's answer shapes (MonthlyDisclosure, PlatformDisclosure), read by the web as
// types: this module imports only the builders (no Nest).
import { at, bool, bp, enumOf, int, nullable, str } from '../../shared/http/schema/answers';
import { Type, won, type Static } from '../../shared/http/schema/fields';

const figures = {
  cumulative_loan_amount: won('Loans executed before the month\'s end (or now)'),
  outstanding_amount: won('Their principal not yet repaid, recovered or written off'),
  cumulative_repaid_amount: won('Principal repaid by installments'),
  overdue_amount: won('Addition to docs/api.md: outstanding principal of loans with an installment unpaid 30 days or more, or accelerated (defaulted)'),
  overdue_rate_bp: bp('Delinquency rate (연체율): overdue_amount over outstanding_amount; an acceleration never lowers it'),
  product_count: int('Loans executed.'),
  investor_count: int('Investors holding an investment then.'),
  fees: Type.Object({ collected_in_month: won('Platform fees withheld from interest in the month'), platform_fee_bp: bp('The fee policy in force') }),
  repayment_methods: Type.Array(Type.Object({ method: enumOf(['equal_installment', 'bullet']), count: int() }), { description: 'Loans executed by repayment method.' }),
  average_rate_bp: bp('Addition to docs/api.md: the average loan rate'),
  defaulted_amount: won('Principal claimed by accelerations (기한이익상실) recorded in the month'),
  recovered_amount: won('Principal paid back to investors by recoveries and sale prices in the month'),
  sold_amount: won('Principal of the claims sold in the month (what acceleration claimed less what recoveries had paid back)'),
  written_off_amount: won('Principal written off in the month, a sale\'s unpaid rest included'),
  cumulative_defaulted_amount: won('defaulted_amount since the first loan'),
  cumulative_recovered_amount: won('recovered_amount since the first loan'),
  cumulative_sold_amount: won('sold_amount since the first loan'),
  cumulative_written_off_amount: won('written_off_amount since the first loan (before later recoveries)'),
  loss_rate_bp: bp('Principal written off, net of later recoveries, over cumulative_loan_amount'),
  recovery_by_cohort: Type.Array(Type.Object({
    executed_year: int('Year of execution, Korea time.'),
    defaulted: won('Principal claimed by accelerations of that year\'s loans'),
    recovered: won('Of it, paid back by recoveries and sale prices'),
    written_off: won('Of it, written off and not recovered since'),
  }), { description: 'Per year of execution, oldest first; years without an acceleration are left out.' }),
};

const PLATFORM_KEYS = ['business_model', 'credit_assessment', 'repayment_methods', 'collection', 'deposit_institution', 'wind_down', 'registration', 'support', 'conflict_of_interest'] as const;

export const PLATFORM_STANDING_ITEMS = Type.Object(
  Object.fromEntries(PLATFORM_KEYS.map((key) => [key, str()])) as Record<(typeof PLATFORM_KEYS)[number], ReturnType<typeof str>>,
  { description: 'The standing items of 온투법 10조① that are not figures, in Korean.' },
);

export const MONTHLY_DISCLOSURE = Type.Object({
  month: str('YYYY-MM, Korea time.', { pattern: '^\\d{4}-\\d{2}$' }),
  status: enumOf(['provisional', 'published'], 'The running month is provisional; a past month is frozen as it stood at its end by the business clock.'),
  published_at: nullable(at('The month\'s end; null while it runs.')),
  as_of: at('Addition to docs/api.md: the instant the figures stand at.'),
  ...figures,
  immediate_disclosure: bool('Addition to docs/api.md: delinquency above 15 %, disclosed at once.'),
  supervisor_report: bool('Addition to docs/api.md: delinquency above 20 %, reported to the supervisor.'),
}, { description: 'A month of the 온투법 10조 disclosure.' });
export type MonthlyDisclosureView = Static<typeof MONTHLY_DISCLOSURE>;
export type PlatformDisclosureView = Static<typeof PLATFORM_STANDING_ITEMS>;

