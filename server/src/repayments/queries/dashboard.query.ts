// GET /api/dashboard: the investor's money in one answer and one indexed read — the wallet's row
// (balance, held and what repayments brought, so the dashboard reconciles to the wallet's
// transactions), the investor's dashboard row (investor-dashboards.projection.ts: invested,
// outstanding, interest expected, product counts, limit usage, portfolio by type) and the limit
// policy in force today for the investor's type. Nothing is summed over history here. From the
// replica when it may answer (shared/database/read-database.ts). The annualised return
// (`xirr_bp`) is the one read over history: the investor's cash flows with investments summed per
// business day (investor-xirr.ts), served by the wallet lines' per-user index. It is read once per
// change of the investor's wallet and kept (XirrCache): every new line writes the wallet's row.
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { BusinessClock } from '../../shared/business-clock';
import { ReadDatabase } from '../../shared/database/read-database';
import { toWon } from '../../shared/won';
import { PolicyRow, policyFor, policyInForceSelect, valuesOf } from '../../investing';
import { DASHBOARD_TYPES } from '../projections/dashboard/dashboard-columns';
import { INVESTMENT_FLOW_TYPES, investorXirrBp } from './investor-xirr';
import { assert } from '../../shared/errors/domain-error';

type Row = Record<string, string | number | null> & { policy: PolicyRow | null };

// PF usage is read from the holdings the limit checks count (the investor's rows, by primary key,
// each with its product's flags): the dashboard projection keeps total and real estate but no PF part. Both sums over the
// holdings run only when the dashboard row says there is something to sum (PF is part of real
// estate; a defaulted loan is counted in count_defaulted): most investors have neither, and the
// sums probed every product of every holding on every read.
const SQL = `SELECT w.last_event_at::text AS wallet_written_at, w.balance, w.held, w.total_principal_received, w.total_interest_received, w.total_late_interest_received, w.total_tax, w.total_fee,
    w.total_recovered_principal, w.total_recovered_interest, w.written_off_principal, w.transferred_in_principal, w.transferred_out_principal, d.*,
    CASE WHEN d.count_defaulted > 0 THEN (SELECT COALESCE(sum(h.executed_won - h.repaid_principal_won), 0) FROM investor_holdings h JOIN products p ON p.id = h.product_id
     WHERE h.user_id = $1 AND p.status = 'defaulted') ELSE 0 END AS defaulted_principal,
    CASE WHEN d.limit_used_realty > 0 THEN (SELECT COALESCE(sum(h.held_won + h.executed_won - h.repaid_principal_won), 0) FROM investor_holdings h JOIN products p ON p.id = h.product_id
     WHERE h.user_id = $1 AND p.is_realty AND p.is_pf) ELSE 0 END AS limit_used_pf,
    ${policyInForceSelect('$2')}
  FROM (SELECT 1) one
  LEFT JOIN wallets w ON w.user_id = $1
  LEFT JOIN investor_dashboards d ON d.user_id = $1`;

/** Days of flows read (a day per row): decades of daily activity, a bound whatever happens. */
const MAX_FLOW_DAYS = 20_000;

const FLOWS_SQL = `SELECT to_char(at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS on, sum(amount)::text AS amount
  FROM wallet_transactions WHERE user_id = $1 AND type = ANY($2::text[])
  GROUP BY 1 ORDER BY 1 LIMIT $3`;

const count = (value: string | number | null) => Number(value ?? 0);

/** Investors' annualised returns kept between reads (about 100 bytes each). */
const XIRR_CACHE_ENTRIES = 100_000;

@Injectable()
export class DashboardQuery {
  /**
   * Each investor's last return, with what it was computed from: the wallet row's last write (a new
   * flow is a new wallet line, written with the row in the same transaction), its balance and held,
   * the amount still invested and the business day. A dashboard read that finds them unchanged skips
   * the history (bench-results/reads.json: GET /api/dashboard fell to a tenth of its reads a second
   * when every read summed the history).
   */
  private readonly xirr = new LRUCache<string, { stamp: string; bp: number | null }>({ max: XIRR_CACHE_ENTRIES });

  constructor(private readonly reads: ReadDatabase, private readonly clock: BusinessClock) {}

  /** Limits as the policy in force on the business today sets them for the investor's type. */
  async forInvestor(userId: string, investorType: string) {
    const today = this.clock.today();
    const [row] = await this.reads.rows<Row>(SQL, [userId, today]);
    assert(row?.policy, `no investor limit policy in force on ${today}`);
    const policy = policyFor(valuesOf(row.policy), investorType);
    const won = (column: string) => toWon((row[column] as string | number | null) ?? undefined);
    const outstandingWon = won('outstanding_principal');
    const stillInvestedWon = won('held') + outstandingWon;
    return {
      balance: won('balance'),
      held: won('held'),
      invested_total: won('invested_total'),
      outstanding_principal: outstandingWon,
      received_principal: won('total_principal_received'),
      received_interest: won('total_interest_received'),
      late_interest_received: won('total_late_interest_received'),
      recovered_principal: won('total_recovered_principal'),
      recovered_interest: won('total_recovered_interest'),
      written_off_principal: won('written_off_principal'),
      defaulted_principal: won('defaulted_principal'),
      // The principal of claims bought and sold (docs/api.md "Transfers"), in the dashboard's identity.
      transferred_in_principal: won('transferred_in_principal'),
      transferred_out_principal: won('transferred_out_principal'),
      tax_withheld: won('total_tax'),
      fees_paid: won('total_fee'),
      expected_interest: won('expected_interest'),
      // Addition (issue 31, item 11): the annualised return after tax and fees, losses counted; null while undefined.
      xirr_bp: await this.xirrBp(userId, `${String(row.wallet_written_at)}|${won('balance')}|${won('held')}|${stillInvestedWon}|${today}`, stillInvestedWon, today),
      counts: {
        funding: count(row.count_funding), repaying: count(row.count_repaying), completed: count(row.count_completed), overdue: count(row.count_overdue),
        defaulted: count(row.count_defaulted), written_off: count(row.count_written_off),
      },
      limits: {
        investor_type: investorType,
        total: { used: won('limit_used_total'), limit: policy.totalLimitWon },
        realty: { used: won('limit_used_realty'), limit: policy.realtyLimitWon },
        pf: { used: won('limit_used_pf'), limit: policy.pfLimitWon },
        per_borrower_limit: policy.borrowerLimitWon,
        // Addition to docs/api.md: professional and corporate investors' share of one product.
        institutional_share_bp: policy.productShareBp,
      },
      // Not in the contract's list but additive: the portfolio by product type for the chart, the
      // types the investor holds (every investment is at least 10,000 won), alphabetically.
      portfolio: [...DASHBOARD_TYPES].sort()
        .filter((type) => won(`invested_${type}`) > 0)
        .map((type) => ({ type, invested: won(`invested_${type}`), outstanding: won(`outstanding_${type}`) })),
    };
  }

  /** The investor's return: kept while `stamp` holds, else read from their history. */
  private async xirrBp(userId: string, stamp: string, stillInvestedWon: number, today: string): Promise<number | null> {
    const kept = this.xirr.get(userId);
    if (kept?.stamp === stamp) return kept.bp;
    const flows = await this.reads.rows<{ on: string; amount: string }>(FLOWS_SQL, [userId, INVESTMENT_FLOW_TYPES, MAX_FLOW_DAYS]);
    const bp = investorXirrBp(flows.map((r) => ({ on: r.on, amountWon: toWon(r.amount) })), stillInvestedWon, today);
    this.xirr.set(userId, { stamp, bp });
    return bp;
  }
}
