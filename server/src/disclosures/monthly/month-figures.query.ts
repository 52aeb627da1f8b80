// A month's figures as they stood at an instant, from the projections' dated rows and the bad
// loans' steps in the log: loans executed before it, principal repaid to investors before it,
// outstanding principal (less what recoveries paid back and write-offs counted as lost), loans
// with an installment unpaid 30 days or more on its date or accelerated (연체율: their outstanding
// principal over all outstanding principal, so an acceleration never lowers it), investors
// holding money then, fees collected in the month, the repayment methods in use, and the
// bad-loan figures (bad-loan-figures.query.ts).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import { rateBp } from '../../shared/basis-points';
import { toWon } from '../../shared/won';
import type { MonthlyDisclosureView } from '../http/monthly-disclosure-answers.schema';
import { badLoanFigures } from './bad-loan-figures.query';
import { badLoanSumsSql } from './bad-loan-steps.sql';

/** Days unpaid after which a loan counts as delinquent (연체), as the /stats overdue rate counts it. */
export const DELINQUENT_AFTER_DAYS = 30;

/** A month's figures (frozen as monthly_disclosures.figures): its disclosure less the month's own fields. */
export type MonthFigures = Omit<MonthlyDisclosureView, 'month' | 'status' | 'published_at' | 'as_of' | 'immediate_disclosure' | 'supervisor_report'>;

@Injectable()
export class MonthFiguresQuery {
  constructor(private readonly dataSource: DataSource) {}

  /** Figures as of `at` (exclusive instant) whose calendar date is `onDate`; fees since `monthStart`. */
  async asOf(at: Date, onDate: string, monthStart: Date): Promise<MonthFigures> {
    const loans = await one<Record<string, string>>(this.dataSource, `
      WITH loans_then AS (
        SELECT p.id, p.executed_amount, p.rate_bp, p.repayment_method, paid.principal AS repaid,
          p.executed_amount - paid.principal - COALESCE(b.recovered, 0) - COALESCE(b.written_off_net, 0) AS outstanding,
          COALESCE(b.accelerated, false) OR EXISTS (SELECT 1 FROM loan_installments i
                  WHERE i.product_id = p.id AND i.status NOT IN ('replaced', 'accelerated') AND i.due_on <= $2::date - $3::int
                    AND (i.funded_on IS NULL OR i.funded_on > $2::date)) AS delinquent
        FROM products p
        CROSS JOIN LATERAL (SELECT COALESCE(sum(r.principal), 0) AS principal FROM investor_repayments r
                            WHERE r.product_id = p.id AND r.status = 'paid' AND r.paid_at < $1) paid
        LEFT JOIN ${badLoanSumsSql('$1')} b ON b.product_id = p.id
        WHERE p.executed_at IS NOT NULL AND p.executed_at < $1
      )
      SELECT count(*) AS loans, COALESCE(sum(executed_amount), 0) AS cumulative, COALESCE(sum(outstanding), 0) AS outstanding,
             COALESCE(sum(repaid), 0) AS repaid,
             COALESCE(sum(outstanding) FILTER (WHERE delinquent), 0) AS overdue,
             COALESCE(round(avg(rate_bp)), 0) AS average_rate_bp,
             (SELECT count(DISTINCT user_id) FROM investments
              WHERE invested_at < $1 AND (canceled_at IS NULL OR canceled_at >= $1)) AS investors,
             (SELECT COALESCE(sum(fee), 0) FROM investor_repayments WHERE status = 'paid' AND paid_at >= $4 AND paid_at < $1) AS fees,
             (SELECT COALESCE((SELECT fee_bp FROM repayment_policy_changes WHERE effective_on <= $2::date
                               ORDER BY effective_on DESC, id DESC LIMIT 1), 0)) AS fee_bp
      FROM loans_then`, [at, onDate, DELINQUENT_AFTER_DAYS, monthStart]);
    const methods = await rows<MonthFigures['repayment_methods'][number]>(this.dataSource,
      `SELECT repayment_method AS method, count(*)::int AS count FROM products WHERE executed_at < $1 GROUP BY 1 ORDER BY 1`, [at]);
    const cumulative = toWon(loans?.cumulative);
    const outstanding = toWon(loans?.outstanding);
    const overdue = toWon(loans?.overdue);
    return {
      cumulative_loan_amount: cumulative,
      outstanding_amount: outstanding,
      cumulative_repaid_amount: toWon(loans?.repaid),
      overdue_amount: overdue,
      overdue_rate_bp: rateBp(overdue, outstanding),
      product_count: Number(loans?.loans ?? 0),
      investor_count: Number(loans?.investors ?? 0),
      fees: { collected_in_month: toWon(loans?.fees), platform_fee_bp: Number(loans?.fee_bp ?? 0) },
      repayment_methods: methods,
      average_rate_bp: Number(loans?.average_rate_bp ?? 0),
      ...(await badLoanFigures(this.dataSource, at, monthStart, cumulative)),
    };
  }

  /** The first month with an executed loan (Korea time), or null before any. */
  async firstMonth(): Promise<string | null> {
    const row = await one<{ month: string | null }>(this.dataSource, `SELECT to_char(min(executed_at) AT TIME ZONE 'Asia/Seoul', 'YYYY-MM') AS month FROM products`);
    return row?.month ?? null;
  }
}
