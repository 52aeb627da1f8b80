// GET /api/dashboard: the investor's money in one answer and one indexed read — the wallet's row
// (balance, held and what repayments brought, so the dashboard reconciles to the wallet's
// transactions), the investor's dashboard row (investor-dashboards.projection.ts: invested,
// outstanding, interest expected, product counts, limit usage, portfolio by type) and the limit
// policy of the investor's type. Nothing is summed over history here. From the replica when it
// may answer (shared/database/read-database.ts). The annualised return (`xirr_bp`) is the one
// read over history: the investor's cash flows with investments summed per business day
// (investor-xirr.ts), served by the wallet lines' per-user index.
import { Injectable } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { seoulDate } from '../../shared/clock';
import { ReadDatabase } from '../../shared/database/read-database';
import { toWon } from '../../shared/won';
import { DASHBOARD_TYPES } from '../projections/dashboard/dashboard-columns';
import { DailyFlow, INVESTMENT_FLOW_TYPES, investorXirrBp } from './investor-xirr';
import { assert } from '../../shared/errors/domain-error';

type Row = Record<string, string | number | null>;

const SQL = `SELECT w.balance, w.held, w.total_principal_received, w.total_interest_received, w.total_tax, w.total_fee, d.*,
    p.total_limit, p.realty_limit, p.borrower_limit
  FROM invest_limit_policies p
  LEFT JOIN wallets w ON w.user_id = $1
  LEFT JOIN investor_dashboards d ON d.user_id = $1
  WHERE p.investor_type = $2`;

/** Days of flows read (a day per row): decades of daily activity, a bound whatever happens. */
const MAX_FLOW_DAYS = 20_000;

const FLOWS_SQL = `SELECT to_char(at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS on, sum(amount)::text AS amount
  FROM wallet_transactions WHERE user_id = $1 AND type = ANY($2::text[])
  GROUP BY 1 ORDER BY 1 LIMIT $3`;

const limit = (value: string | number | null) => (value === null ? null : toWon(value));
const count = (value: string | number | null) => Number(value ?? 0);

@Injectable()
export class DashboardQuery {
  constructor(private readonly reads: ReadDatabase, private readonly clock: BusinessClock) {}

  async forInvestor(userId: string, investorType: string) {
    const [[row], flows] = await Promise.all([
      this.reads.rows<Row>(SQL, [userId, investorType]),
      this.reads.rows<{ on: string; amount: string }>(FLOWS_SQL, [userId, INVESTMENT_FLOW_TYPES, MAX_FLOW_DAYS]),
    ]);
    assert(row, `no limit policy for investor type ${investorType}`);
    const won = (column: string) => toWon(row[column] ?? undefined);
    return {
      balance: won('balance'),
      held: won('held'),
      invested_total: won('invested_total'),
      outstanding_principal: won('outstanding_principal'),
      received_principal: won('total_principal_received'),
      received_interest: won('total_interest_received'),
      tax_withheld: won('total_tax'),
      fees_paid: won('total_fee'),
      expected_interest: won('expected_interest'),
      // Addition (issue 31, item 11): the annualised return after tax and fees, losses counted; null while undefined.
      xirr_bp: this.xirrBp(flows, won('held') + won('outstanding_principal')),
      counts: { funding: count(row.count_funding), repaying: count(row.count_repaying), completed: count(row.count_completed), overdue: count(row.count_overdue) },
      limits: {
        investor_type: investorType,
        total: { used: won('limit_used_total'), limit: limit(row.total_limit) },
        realty: { used: won('limit_used_realty'), limit: limit(row.realty_limit) },
        per_borrower_limit: limit(row.borrower_limit),
      },
      // Not in the contract's list but additive: the portfolio by product type for the chart, the
      // types the investor holds (every investment is at least 10,000 won), alphabetically.
      portfolio: [...DASHBOARD_TYPES].sort()
        .filter((type) => won(`invested_${type}`) > 0)
        .map((type) => ({ type, invested: won(`invested_${type}`), outstanding: won(`outstanding_${type}`) })),
    };
  }

  private xirrBp(rows: { on: string; amount: string }[], stillInvestedWon: number): number | null {
    const flows: DailyFlow[] = rows.map((r) => ({ on: r.on, amountWon: toWon(r.amount) }));
    return investorXirrBp(flows, stillInvestedWon, seoulDate(this.clock.now()));
  }
}
