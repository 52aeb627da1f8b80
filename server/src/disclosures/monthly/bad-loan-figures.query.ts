// A month's bad-loan figures (docs/api.md "Notifications, disclosures and tax statements"), all
// principal in won, as they stood at an instant: loans accelerated (`defaulted`), principal paid
// back by recoveries and sale prices (`recovered`), claims sold (`sold`: the claim's principal at
// the sale, i.e. what acceleration claimed less what recoveries had paid back before it) and
// principal written off (`written_off`, a sale's unpaid rest included), in the month and
// cumulatively; the loss rate (written off net of later recoveries over loans executed); and per
// year of execution, what defaulted, was recovered, and is written off net.
import { one, Queryable, rows } from '../../shared/database/sql';
import { rateBp } from '../../shared/basis-points';
import { toWon } from '../../shared/won';
import type { MonthlyDisclosureView } from '../http/monthly-disclosure-answers.schema';
import { badLoanStepsSql } from './bad-loan-steps.sql';

const SUMS = ['defaulted', 'recovered', 'sold', 'written_off'] as const;

/** The disclosure's bad-loan fields: each flow in the month and cumulatively, the loss rate, the cohorts. */
export type BadLoanFigures = Pick<MonthlyDisclosureView, `${'' | 'cumulative_'}${(typeof SUMS)[number]}_amount` | 'loss_rate_bp' | 'recovery_by_cohort'>;

/** A month frozen before these figures existed had no bad-loan step (none was recorded then). */
export const NO_BAD_LOAN_FIGURES: BadLoanFigures = {
  defaulted_amount: 0, recovered_amount: 0, sold_amount: 0, written_off_amount: 0,
  cumulative_defaulted_amount: 0, cumulative_recovered_amount: 0, cumulative_sold_amount: 0, cumulative_written_off_amount: 0,
  loss_rate_bp: 0, recovery_by_cohort: [],
};

/** The four flows in the month ($2 on) and since the start, with the net written off: one statement. */
const FLOWS = `
  WITH steps AS (SELECT * FROM ${badLoanStepsSql('$1')} s),
  sales AS (
    -- A sale takes no money after it, so every recovery of its loan came before it.
    SELECT s.product_id, s.at,
           (SELECT COALESCE(sum(x.defaulted), 0) - COALESCE(sum(x.recovered) FILTER (WHERE x.kind = 'recovery'), 0) FROM steps x WHERE x.product_id = s.product_id) AS sold
    FROM steps s WHERE s.kind = 'sale'
  )
  SELECT
    ${SUMS.filter((k) => k !== 'sold').map((k) => `COALESCE(sum(${k}) FILTER (WHERE at >= $2), 0) AS ${k}, COALESCE(sum(${k}), 0) AS cumulative_${k}`).join(',\n    ')},
    (SELECT COALESCE(sum(sold) FILTER (WHERE at >= $2), 0) FROM sales) AS sold,
    (SELECT COALESCE(sum(sold), 0) FROM sales) AS cumulative_sold,
    COALESCE(sum(written_off - written_off_recovered), 0) AS written_off_net
  FROM steps`;

const COHORTS = `
  SELECT to_char(p.executed_at AT TIME ZONE 'Asia/Seoul', 'YYYY')::int AS executed_year,
         sum(s.defaulted) AS defaulted, sum(s.recovered) AS recovered, sum(s.written_off - s.written_off_recovered) AS written_off
  FROM ${badLoanStepsSql('$1')} s JOIN products p ON p.id = s.product_id
  GROUP BY 1 ORDER BY 1`;

/** The bad-loan figures before the instant `at`, the month's since `monthStart`, the loss rate over `cumulativeLoanWon`. */
export async function badLoanFigures(q: Queryable, at: Date, monthStart: Date, cumulativeLoanWon: number): Promise<BadLoanFigures> {
  const flows = await one<Record<string, string>>(q, FLOWS, [at, monthStart]);
  const cohorts = await rows<Record<string, string>>(q, COHORTS, [at]);
  const won = (key: string) => toWon(flows?.[key] ?? '0');
  return {
    defaulted_amount: won('defaulted'),
    recovered_amount: won('recovered'),
    sold_amount: won('sold'),
    written_off_amount: won('written_off'),
    cumulative_defaulted_amount: won('cumulative_defaulted'),
    cumulative_recovered_amount: won('cumulative_recovered'),
    cumulative_sold_amount: won('cumulative_sold'),
    cumulative_written_off_amount: won('cumulative_written_off'),
    loss_rate_bp: rateBp(won('written_off_net'), cumulativeLoanWon),
    recovery_by_cohort: cohorts.map((c) => ({
      executed_year: Number(c.executed_year), defaulted: toWon(c.defaulted), recovered: toWon(c.recovered), written_off: toWon(c.written_off),
    })),
  };
}
