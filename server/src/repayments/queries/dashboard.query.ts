// GET /api/dashboard: the investor's money in one answer, every figure from a projection of
// the log — balance, held and what repayments brought from the wallet itself (so the dashboard
// reconciles to the wallet's transactions), outstanding principal per investment, expected
// interest from the schedule, product counts and limit usage.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import { toWon } from '../../shared/won';
import { LimitUsageReader } from '../../investing';

const FUNDING_STATUSES = ['scheduled', 'funding', 'funded'];

@Injectable()
export class DashboardQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: LimitUsageReader,
  ) {}

  async forInvestor(userId: string, investorType: string) {
    const [wallet, totals, byStatus, portfolio, limits] = await Promise.all([
      one<Record<string, string>>(
        this.dataSource,
        `SELECT balance, held, total_principal_received, total_interest_received, total_tax, total_fee FROM wallets WHERE user_id = $1`,
        [userId],
      ),
      one<Record<string, string>>(
        this.dataSource,
        `SELECT
           (SELECT COALESCE(sum(amount), 0) FROM investments WHERE user_id = $1 AND status <> 'canceled') AS invested_total,
           (SELECT COALESCE(sum(outstanding_principal), 0) FROM investment_returns WHERE user_id = $1) AS outstanding_principal,
           (SELECT COALESCE(sum(interest), 0) FROM investor_repayments WHERE user_id = $1 AND status <> 'paid') AS expected_interest`,
        [userId],
      ),
      rows<{ status: string; count: number }>(
        this.dataSource,
        `SELECT p.status, count(DISTINCT p.id)::int AS count FROM investments i JOIN products p ON p.id = i.product_id
         WHERE i.user_id = $1 AND i.status <> 'canceled' GROUP BY p.status`,
        [userId],
      ),
      rows<{ type: string; invested: string; outstanding: string }>(
        this.dataSource,
        `SELECT p.type, sum(i.amount) AS invested,
                sum(CASE WHEN i.status = 'placed' THEN i.amount ELSE COALESCE(r.outstanding_principal, 0) END) AS outstanding
         FROM investments i JOIN products p ON p.id = i.product_id LEFT JOIN investment_returns r ON r.investment_id = i.id
         WHERE i.user_id = $1 AND i.status <> 'canceled' GROUP BY p.type ORDER BY p.type`,
        [userId],
      ),
      this.limits.read(null, userId, investorType),
    ]);
    const count = (statuses: string[]) => byStatus.filter((r) => statuses.includes(r.status)).reduce((t, r) => t + r.count, 0);
    return {
      balance: toWon(wallet?.balance),
      held: toWon(wallet?.held),
      invested_total: toWon(totals?.invested_total),
      outstanding_principal: toWon(totals?.outstanding_principal),
      received_principal: toWon(wallet?.total_principal_received),
      received_interest: toWon(wallet?.total_interest_received),
      tax_withheld: toWon(wallet?.total_tax),
      fees_paid: toWon(wallet?.total_fee),
      expected_interest: toWon(totals?.expected_interest),
      counts: { funding: count(FUNDING_STATUSES), repaying: count(['repaying']), completed: count(['completed']), overdue: count(['overdue']) },
      limits: {
        investor_type: investorType,
        total: { used: limits.usage.totalWon, limit: limits.policy.totalLimitWon },
        realty: { used: limits.usage.realtyWon, limit: limits.policy.realtyLimitWon },
        per_borrower_limit: limits.policy.borrowerLimitWon,
      },
      // Not in the contract's list but additive: the portfolio by product type for the chart.
      portfolio: portfolio.map((p) => ({ type: p.type, invested: toWon(p.invested), outstanding: toWon(p.outstanding) })),
    };
  }
}
