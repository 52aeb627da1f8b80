// The investor's dashboard, payout schedule and repayments in one product (docs/api.md "Dashboard",
// "Basket and investing"), with the `Limits` and `ScheduleLine` components: builders only (no
// Nest), so the web reads them as types (web/src/features/dashboard/api, features/repayments/api).
import { at, bp, enumOf, int, nullable, ref, str } from '../../shared/http/schema/answers';
import { calendarDate, Type, uuid, won, type Static } from '../../shared/http/schema/fields';
import { HOLDING, LOAN_LIFE, PRODUCT_TYPES_SHOWN, REPAYMENT_METHODS_SHOWN } from './repayment-answers.schema';

const usedOf = (used: string | undefined, limit: string) => Type.Object({ used: won(used), limit: nullable(won(limit)) });

/** The investor's limits as the dashboard shows them (the `Limits` component). */
export const LIMITS = Type.Object({
  investor_type: enumOf(['general', 'income_qualified', 'professional', 'corporate']),
  total: usedOf(undefined, 'null = unlimited'),
  realty: usedOf(undefined, 'null = unlimited'),
  pf: usedOf('Held plus outstanding in PF products (`is_pf`)', 'The PF part of the real-estate limit; null = unlimited'),
  per_borrower_limit: nullable(won('null = unlimited')),
  institutional_share_bp: Type.Optional(nullable(bp('Addition to docs/api.md: the share of one product\'s target a professional or corporate investor may hold; null for the other types'))),
}, { description: 'The investor\'s limits by type, as the limit policy in force on the business today sets them (GET /admin/limit_policy); `used` counts held plus outstanding.' });
export type Limits = Static<typeof LIMITS>;

export const DASHBOARD = Type.Object({
  balance: won(), held: won(), invested_total: won(), outstanding_principal: won(), received_principal: won(), received_interest: won(),
  late_interest_received: won('Late interest (연체이자) received, before tax; not part of `received_interest`.'),
  recovered_principal: won('Principal recovered from loans that went bad (recoveries and sales)'),
  recovered_interest: won('Addition to docs/api.md: interest and late interest recovered, before tax'),
  written_off_principal: won('Principal written off and not recovered since'),
  defaulted_principal: won('The part of `outstanding_principal` in defaulted (accelerated) loans'),
  transferred_in_principal: won('Outstanding principal of claims bought (원리금수취권 양수)'),
  transferred_out_principal: won('Outstanding principal of claims sold (원리금수취권 양도)'),
  tax_withheld: won(), fees_paid: won(), expected_interest: won(),
  xirr_bp: nullable(int('Addition to docs/api.md (issue 31, item 11): the annualised return (XIRR, 연환산 수익률) of the investor\'s cash flows with investments — placements out on their business dates, repayments net of tax and fees, late interest, recoveries and transfer prices in — with held money and outstanding principal valued at par on the business today and written-off principal at 0, so losses count. Basis points, rounded (1268 = 12.68 %); null with no flow yet, under 30 days of history, or no rate that solves the flows.')),
  counts: Type.Object({ funding: int(), repaying: int(), completed: int('Completed and sold'), overdue: int(), defaulted: int(), written_off: int() }),
  limits: ref<Limits>('Limits'),
  portfolio: Type.Optional(Type.Array(Type.Object({ type: enumOf(PRODUCT_TYPES_SHOWN), invested: won(), outstanding: won() }), { description: 'Addition to docs/api.md: by product type, for the chart.' })),
});
export type Dashboard = Static<typeof DASHBOARD>;

export const DASHBOARD_SCHEDULE = Type.Array(Type.Object({
  product_id: uuid(), title: str(), seq: int(), due_on: calendarDate(), principal: won(), interest: won(), tax: won('Income plus local tax'), net: won(),
  status: enumOf(['scheduled', 'paid', 'overdue', 'accelerated'], '`accelerated`: unpaid when the loan was accelerated; the claim replaced it (docs/api.md "Loans that go bad").'),
  tax_income: Type.Optional(won('Addition to docs/api.md')), tax_local: Type.Optional(won('Addition to docs/api.md')), fee: Type.Optional(won('Addition to docs/api.md')),
  late_interest: Type.Optional(won('Addition to docs/api.md: late interest (연체이자) paid with it')),
  paid_at: Type.Optional(nullable(at('Addition to docs/api.md: when it was paid, by the business clock (the sandbox may have moved it forward).'))),
}));
export type Payout = Static<typeof DASHBOARD_SCHEDULE>[number];

export const SCHEDULE_LINE = Type.Object({
  seq: int('Installment number, from 1.'),
  due_on: calendarDate(),
  principal: won(),
  interest: won(),
  late_interest: Type.Optional(won('Addition to docs/api.md: late interest (연체이자) paid with it, taxed with its interest')),
  tax_income: won('Income tax withheld'),
  tax_local: won('Local income tax withheld'),
  fee: won('Platform fee'),
  net: won('Paid to the investor'),
  status: enumOf(['scheduled', 'paid', 'overdue', 'accelerated'], '`accelerated`: unpaid when the loan was accelerated; the claim replaced it (docs/api.md "Loans that go bad").'),
  paid_at: nullable(at('When it was paid, by the business clock')),
}, { description: 'One installment of an investor\'s share (docs/api.md).' });
export type ScheduleLine = Static<typeof SCHEDULE_LINE>;

export const INVESTMENT_REPAYMENTS = Type.Object({
  product: Type.Object({ id: uuid(), title: str(), type: enumOf(PRODUCT_TYPES_SHOWN), rate_bp: int(), term_months: int(), repayment_method: enumOf(REPAYMENT_METHODS_SHOWN), status: str() }),
  invested_amount: won(),
  schedule: Type.Array(ref<ScheduleLine>('ScheduleLine')),
  ...LOAN_LIFE,
  holdings: Type.Array(HOLDING, { description: 'Addition to docs/api.md: each of the caller\'s holdings in the loan on its own (an investment, a claim bought), to the won.' }),
});
export type InvestmentRepayments = Static<typeof INVESTMENT_REPAYMENTS>;
