// The investor's dashboard and repayment schedules (docs/api.md "Dashboard", "Basket and investing").
import { at, endpoint, enumOf, int, nullable, queryParam, ref, str, Type, uuid, uuidPath, won, calendarDate } from '../../shared/http/schema';
import { HOLDING, LOAN_LIFE, PRODUCT_TYPES_SHOWN, REPAYMENT_METHODS_SHOWN } from './repayment-answers.schema';

export const GET_DASHBOARD = endpoint({
  method: 'get', path: '/dashboard',
  id: 'getDashboard', summary: 'The investor\'s dashboard',
  description: '`invested_total`: every investment placed and not canceled; `held`: those still raising; `outstanding_principal`: executed loans\' principal not yet repaid, recovered or written off (invested principal of executed loans + transferred in = outstanding + received + recovered + written off + transferred out); `limits.*.used` counts held plus outstanding. Balance, held, received amounts, tax and fees come from the wallet\'s read model, so the dashboard reconciles to `GET /wallet/transactions`.',
  access: 'session',
  ok: {
    status: 200,
    description: 'The dashboard.',
    schema: Type.Object({
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
      limits: ref('Limits'),
      portfolio: Type.Optional(Type.Array(Type.Object({ type: enumOf(PRODUCT_TYPES_SHOWN), invested: won(), outstanding: won() }), { description: 'Addition to docs/api.md: by product type, for the chart.' })),
    }),
  },
  addition: '`portfolio: [{type, invested, outstanding}]`; `xirr_bp`.',
});

export const GET_DASHBOARD_SCHEDULE = endpoint({
  method: 'get', path: '/dashboard/schedule',
  id: 'getDashboardSchedule', summary: 'Upcoming and past payouts between two dates',
  access: 'session',
  // Read by the handler: blank is no bound, else a real calendar day (`invalid_date`).
  params: [queryParam('from', calendarDate(), 'Inclusive.'), queryParam('to', calendarDate(), 'Inclusive.')],
  ok: {
    status: 200,
    description: 'By due date; at most 2,000 rows.',
    schema: Type.Array(Type.Object({
      product_id: uuid(), title: str(), seq: int(), due_on: calendarDate(), principal: won(), interest: won(), tax: won('Income plus local tax'), net: won(),
      status: enumOf(['scheduled', 'paid', 'overdue', 'accelerated'], '`accelerated`: unpaid when the loan was accelerated; the claim replaced it (docs/api.md "Loans that go bad").'),
      tax_income: Type.Optional(won('Addition to docs/api.md')), tax_local: Type.Optional(won('Addition to docs/api.md')), fee: Type.Optional(won('Addition to docs/api.md')),
      late_interest: Type.Optional(won('Addition to docs/api.md: late interest (연체이자) paid with it')),
      paid_at: Type.Optional(nullable(at('Addition to docs/api.md: when it was paid, by the business clock (the sandbox may have moved it forward).'))),
    })),
  },
  fails: ['invalid_input'],
  addition: '`tax_income`, `tax_local`, `fee`, `paid_at` on each row.',
});

export const GET_INVESTMENT_REPAYMENTS = endpoint({
  method: 'get', path: '/investments/{product_id}/repayments',
  id: 'getInvestmentRepayments', summary: 'The caller\'s repayment schedule in one product',
  access: 'session',
  params: [uuidPath('product_id', 'product')],
  ok: {
    status: 200,
    description: 'The schedule (empty until the loan is executed).',
    schema: Type.Object({
      product: Type.Object({ id: uuid(), title: str(), type: enumOf(PRODUCT_TYPES_SHOWN), rate_bp: int(), term_months: int(), repayment_method: enumOf(REPAYMENT_METHODS_SHOWN), status: str() }),
      invested_amount: won(),
      schedule: Type.Array(ref('ScheduleLine')),
      ...LOAN_LIFE,
      holdings: Type.Array(HOLDING, { description: 'Addition to docs/api.md: each of the caller\'s holdings in the loan on its own (an investment, a claim bought), to the won.' }),
    }),
  },
  fails: ['invalid_input', 'not_invested_this_product', 'no_such_product'],
  addition: '`timeline` kinds `transfer_in` (양수) and `transfer_out` (양도) with `principal`, `price`, `accrued_interest` or `fee`; `holdings`.',
});
