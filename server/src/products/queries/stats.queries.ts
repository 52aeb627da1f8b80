// GET /api/stats (누적대출액, 대출잔액, 연체율, 손실률): from the products read model and the loans'
// bad-loan sums (repayments' `loans`: principal recovered, principal written off net of later
// recoveries). Repaid principal is summed from the installments distributed; `overdue` and
// `defaulted` are set by the repayments context through the product stream, so these numbers
// follow the batch and every bad-loan step (docs/api.md "Notifications, disclosures and tax statements").
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one } from '../../shared/database/sql';
import { toWon } from '../../shared/won';
import { rateBp } from '../../shared/basis-points';

/** Products whose principal is still owed: repaying, late, or accelerated and in collection. */
const OUTSTANDING_STATUSES = `('repaying', 'overdue', 'defaulted')`;

@Injectable()
export class StatsQueries {
  constructor(private readonly dataSource: DataSource) {}

  async stats(now: Date) {
    const row = await one<Record<string, string>>(this.dataSource, `
      WITH p AS (
        SELECT p.status, p.executed_amount, p.repaid_principal,
               COALESCE(l.recovered_principal, 0) AS recovered_principal, COALESCE(l.written_off_principal, 0) AS written_off_principal
        FROM products p LEFT JOIN loans l ON l.product_id = p.id
      )
      SELECT
        COALESCE(SUM(executed_amount), 0) AS cumulative_loan_amount,
        COALESCE(SUM(executed_amount - repaid_principal - recovered_principal) FILTER (WHERE status IN ${OUTSTANDING_STATUSES}), 0) AS outstanding_amount,
        COALESCE(SUM(repaid_principal), 0) AS cumulative_repaid_amount,
        COALESCE(SUM(executed_amount - repaid_principal - recovered_principal) FILTER (WHERE status IN ('overdue', 'defaulted')), 0) AS overdue_amount,
        COALESCE(SUM(written_off_principal), 0) AS written_off_amount,
        COUNT(*) FILTER (WHERE status <> 'canceled') AS product_count,
        (SELECT COUNT(DISTINCT user_id) FROM investments WHERE status <> 'canceled') AS investor_count
      FROM p`);
    const cumulative = toWon(row?.cumulative_loan_amount);
    const outstanding = toWon(row?.outstanding_amount);
    return {
      cumulative_loan_amount: cumulative,
      outstanding_amount: outstanding,
      cumulative_repaid_amount: toWon(row?.cumulative_repaid_amount),
      // Share of outstanding principal in overdue and defaulted products: an acceleration never lowers it.
      overdue_rate_bp: rateBp(toWon(row?.overdue_amount), outstanding),
      // Principal written off and not recovered since, over every loan ever executed.
      loss_rate_bp: rateBp(toWon(row?.written_off_amount), cumulative),
      product_count: Number(row?.product_count ?? 0),
      investor_count: Number(row?.investor_count ?? 0),
      as_of: now.toISOString(),
    };
  }
}
