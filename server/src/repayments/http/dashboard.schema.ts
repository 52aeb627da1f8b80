// The investor's dashboard and repayment schedules (docs/api.md "Dashboard", "Basket and investing").
import { calendarDate, endpoint, queryParam, uuidPath } from '../../shared/http/schema';
import { DASHBOARD, DASHBOARD_SCHEDULE, INVESTMENT_REPAYMENTS } from './dashboard-answers.schema';

export const GET_DASHBOARD = endpoint({
  method: 'get', path: '/dashboard',
  id: 'getDashboard', summary: 'The investor\'s dashboard',
  description: '`invested_total`: every investment placed and not canceled; `held`: those still raising; `outstanding_principal`: executed loans\' principal not yet repaid, recovered or written off (invested principal of executed loans + transferred in = outstanding + received + recovered + written off + transferred out); `limits.*.used` counts held plus outstanding. Balance, held, received amounts, tax and fees come from the wallet\'s read model, so the dashboard reconciles to `GET /wallet/transactions`.',
  access: 'session',
  ok: { status: 200, description: 'The dashboard.', schema: DASHBOARD },
  addition: '`portfolio: [{type, invested, outstanding}]`; `xirr_bp`.',
});

export const GET_DASHBOARD_SCHEDULE = endpoint({
  method: 'get', path: '/dashboard/schedule',
  id: 'getDashboardSchedule', summary: 'Upcoming and past payouts between two dates',
  access: 'session',
  // Read by the handler: blank is no bound, else a real calendar day (`invalid_date`).
  params: [queryParam('from', calendarDate(), 'Inclusive.'), queryParam('to', calendarDate(), 'Inclusive.')],
  ok: { status: 200, description: 'By due date; at most 2,000 rows.', schema: DASHBOARD_SCHEDULE },
  fails: ['invalid_input'],
  addition: '`tax_income`, `tax_local`, `fee`, `paid_at` on each row.',
});

export const GET_INVESTMENT_REPAYMENTS = endpoint({
  method: 'get', path: '/investments/{product_id}/repayments',
  id: 'getInvestmentRepayments', summary: 'The caller\'s repayment schedule in one product',
  access: 'session',
  params: [uuidPath('product_id', 'product')],
  ok: { status: 200, description: 'The schedule (empty until the loan is executed).', schema: INVESTMENT_REPAYMENTS },
  fails: ['invalid_input', 'not_invested_this_product', 'no_such_product'],
  addition: '`timeline` kinds `transfer_in` (양수) and `transfer_out` (양도) with `principal`, `price`, `accrued_interest` or `fee`; `holdings`.',
});
