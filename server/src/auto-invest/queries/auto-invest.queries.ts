// What GET /me/auto_invest shows (docs/api.md "Auto-invest"): the contract as the API names it,
// what it has placed (live principal: a canceled placement gives its room back), its versions
// with their texts, the last placements and skips, and its share of the investor's portfolio.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import { inTransaction } from '../../shared/database/transaction';
import type { Tx } from '../../shared/event-store/event-store.types';
import { toWon } from '../../shared/won';
import type { AutoInvestCriteria } from '../auto-invest.events';
import type { AutoInvestView } from '../http/auto-invest-answers.schema';

type Q = Tx | DataSource;

interface ContractRow {
  contract_id: string; version: number; starts_on: string; ends_on: string; amount_per_product: string; total_limit: string;
  max_per_borrower: string | null; criteria: AutoInvestCriteria; stopped_at: Date | null;
}

export const criteriaView = (c: AutoInvestCriteria) => ({
  types: c.types, grades: c.grades, min_rate_bp: c.minRateBp, max_term_months: c.maxTermMonths, repayment_methods: c.repaymentMethods, include_pf: c.includePf,
});

/** Live principal each contract (of one investor, or all) placed: the total_limit and the per-borrower cap count it. */
export const LIVE_PLACEMENTS_SQL = `
  FROM auto_invest_outcomes o
  JOIN auto_invest_versions v ON v.user_id = o.user_id AND v.version = o.version
  JOIN investments i ON i.id = o.investment_id AND i.status <> 'canceled'
  WHERE o.outcome = 'placed'`;

@Injectable()
export class AutoInvestQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** The PUT and DELETE answer: `{contract, placed}`. */
  async summary(q: Q, userId: string, today: string) {
    const row = await one<ContractRow>(
      q, `SELECT contract_id, version, starts_on::text, ends_on::text, amount_per_product, total_limit, max_per_borrower, criteria, stopped_at
          FROM auto_invest_contracts WHERE user_id = $1`, [userId]);
    if (!row) return { contract: null, placed: { count: 0, amount: 0 } };
    const [placed] = await rows<{ count: number; amount: string }>(
      q, `SELECT count(*)::int AS count, COALESCE(sum(o.amount), 0) AS amount ${LIVE_PLACEMENTS_SQL} AND o.user_id = $1 AND v.contract_id = $2`,
      [userId, row.contract_id]);
    return {
      contract: {
        id: row.contract_id, version: row.version, starts_on: row.starts_on, ends_on: row.ends_on,
        amount_per_product: toWon(row.amount_per_product), total_limit: toWon(row.total_limit),
        max_per_borrower: row.max_per_borrower === null ? null : toWon(row.max_per_borrower), criteria: criteriaView(row.criteria),
        active: row.stopped_at === null && today <= row.ends_on, stopped_at: row.stopped_at ? new Date(row.stopped_at).toISOString() : null,
      },
      placed: { count: placed.count, amount: toWon(placed.amount) },
    };
  }

  /** GET /me/auto_invest: the summary, the versions, the last outcomes, skips by reason and the share of the portfolio. */
  view(userId: string, today: string) {
    // One snapshot: a placement committing between two reads would show in the last outcomes and
    // not yet in the amount placed (the e2e test saw the product listed and 0원 placed, under load).
    return inTransaction(this.dataSource, (tx) => this.viewIn(tx, userId, today), 'REPEATABLE READ');
  }

  private async viewIn(tx: Tx, userId: string, today: string) {
    const summary = await this.summary(tx, userId, today);
    const history = await rows<{ version: number; text: string; acknowledged_at: Date; stopped_at: Date | null }>(
      tx, `SELECT version, text, acknowledged_at, stopped_at FROM auto_invest_versions WHERE user_id = $1 ORDER BY version DESC`, [userId]);
    const recent = await rows<{ product_id: string; title: string | null; outcome: string; fail_code: string | null; amount: string; at: Date }>(
      tx,
      `SELECT o.product_id, p.title, o.outcome, o.fail_code, o.amount, o.at FROM auto_invest_outcomes o LEFT JOIN products p ON p.id = o.product_id
       WHERE o.user_id = $1 ORDER BY o.at DESC, o.product_id LIMIT 20`, [userId]);
    const skipped = await rows<{ fail_code: string; count: number }>(
      tx, `SELECT fail_code, count(*)::int AS count FROM auto_invest_outcomes WHERE user_id = $1 AND outcome = 'skipped' GROUP BY fail_code ORDER BY count DESC, fail_code`, [userId]);
    return {
      ...summary,
      history: history.map((h) => ({ version: h.version, text: h.text, acknowledged_at: new Date(h.acknowledged_at).toISOString(), stopped_at: h.stopped_at ? new Date(h.stopped_at).toISOString() : null })),
      recent: recent.map((r) => ({ product_id: r.product_id, title: r.title ?? '', outcome: r.outcome, fail_code: r.fail_code, amount: toWon(r.amount), at: new Date(r.at).toISOString() })),
      skipped,
      portfolio_share: await this.portfolioShare(tx, userId),
    };
  }

  /** What share of the investor's live investments (placed or executed, by principal invested) auto-invest placed, in basis points. */
  private async portfolioShare(tx: Tx, userId: string): Promise<AutoInvestView['portfolio_share']> {
    const [row] = await rows<{ total: string; auto: string }>(
      tx,
      `SELECT COALESCE(sum(i.amount), 0) AS total,
              COALESCE(sum(i.amount) FILTER (WHERE EXISTS (SELECT 1 FROM auto_invest_outcomes o WHERE o.investment_id = i.id)), 0) AS auto
       FROM investments i WHERE i.user_id = $1 AND i.status <> 'canceled'`, [userId]);
    const total = toWon(row.total);
    const auto = toWon(row.auto);
    return { auto_amount: auto, total_amount: total, share_bp: total === 0 ? 0 : Math.floor((auto * 10_000) / total) };
  }
}
