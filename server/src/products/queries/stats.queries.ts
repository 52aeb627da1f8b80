// GET /api/stats (누적대출액, 대출잔액, 연체율): from the products read model. Repaid principal is
// summed there from the wallet's RepaymentCredited events; `overdue` is set by the repayments
// context through the product stream (ProductOverdue), so these numbers follow the batch.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one } from '../../shared/database/sql';
import { toWon } from '../../shared/won';

@Injectable()
export class StatsQueries {
  constructor(private readonly dataSource: DataSource) {}

  async stats(now: Date) {
    const row = await one<Record<string, string>>(this.dataSource, `
      SELECT
        COALESCE(SUM(executed_amount), 0) AS cumulative_loan_amount,
        COALESCE(SUM(executed_amount - repaid_principal) FILTER (WHERE status IN ('repaying', 'overdue')), 0) AS outstanding_amount,
        COALESCE(SUM(repaid_principal), 0) AS cumulative_repaid_amount,
        COALESCE(SUM(executed_amount - repaid_principal) FILTER (WHERE status = 'overdue'), 0) AS overdue_amount,
        COUNT(*) FILTER (WHERE status <> 'canceled') AS product_count,
        (SELECT COUNT(DISTINCT user_id) FROM investments WHERE status <> 'canceled') AS investor_count
      FROM products`);
    const outstanding = toWon(row?.outstanding_amount);
    const overdue = toWon(row?.overdue_amount);
    return {
      cumulative_loan_amount: toWon(row?.cumulative_loan_amount),
      outstanding_amount: outstanding,
      cumulative_repaid_amount: toWon(row?.cumulative_repaid_amount),
      // Share of outstanding principal in overdue products, in basis points.
      overdue_rate_bp: outstanding > 0 ? Math.round((overdue * 10_000) / outstanding) : 0,
      product_count: Number(row?.product_count ?? 0),
      investor_count: Number(row?.investor_count ?? 0),
      as_of: now.toISOString(),
    };
  }
}
