// Reads of lowered targets: the investor's pending reconfirmations, a product's investments for
// operators (with the disclosure version each was placed on), and products past their deadline.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import { toWon } from '../../shared/won';
import type { AdminInvestmentLine, PendingReconfirmation } from './http/funding-answers.schema';

/** A product's investment list for operators: bounded like every list. */
const MAX_ADMIN_LINES = 500;
const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

@Injectable()
export class FundingQueries {
  constructor(private readonly dataSource: DataSource) {}

  async pendingFor(userId: string, productId?: string): Promise<PendingReconfirmation[]> {
    const found = await rows<{ investment_id: string; product_id: string; title: string; amount: string; target_amount: string; raised_amount: string; reconfirm_by: Date }>(
      this.dataSource,
      `SELECT i.id AS investment_id, i.product_id, p.title, i.amount, p.target_amount, p.raised_amount, i.reconfirm_by
       FROM investments i JOIN products p ON p.id = i.product_id
       WHERE i.user_id = $1 AND i.status = 'placed' AND i.reconfirm_status = 'pending' AND ($2::uuid IS NULL OR i.product_id = $2)
       ORDER BY i.reconfirm_by, i.id LIMIT 100`,
      [userId, productId ?? null],
    );
    return found.map((r) => ({
      ...r, amount: toWon(r.amount), target_amount: toWon(r.target_amount), raised_amount: toWon(r.raised_amount), reconfirm_by: new Date(r.reconfirm_by).toISOString(),
    }));
  }

  async investment(investmentId: string): Promise<{ user_id: string; product_id: string } | undefined> {
    return one(this.dataSource, `SELECT user_id, product_id FROM investments WHERE id = $1`, [investmentId]);
  }

  async forOperators(productId: string): Promise<AdminInvestmentLine[]> {
    const found = await rows<Omit<AdminInvestmentLine, 'amount' | 'invested_at' | 'reconfirm_by'> & { amount: string; invested_at: Date; reconfirm_by: Date | null }>(
      this.dataSource,
      `SELECT i.id, i.user_id, u.email, u.name, i.amount, i.status, i.invested_at, i.disclosure_version, i.reconfirm_status, i.reconfirm_by, i.cancel_reason
       FROM investments i LEFT JOIN users u ON u.id = i.user_id
       WHERE i.product_id = $1 ORDER BY i.invested_at, i.id LIMIT $2`,
      [productId, MAX_ADMIN_LINES],
    );
    return found.map((r) => ({ ...r, amount: toWon(r.amount), invested_at: iso(r.invested_at)!, reconfirm_by: iso(r.reconfirm_by) }));
  }

  /** Products with an unanswered reconfirmation past its deadline, and that deadline. */
  async pastDeadline(now: Date, limit: number): Promise<{ product_id: string; reconfirm_by: Date }[]> {
    return rows(
      this.dataSource,
      `SELECT product_id, max(reconfirm_by) AS reconfirm_by FROM investments
       WHERE reconfirm_status = 'pending' AND status = 'placed' AND reconfirm_by < $1
       GROUP BY product_id ORDER BY min(reconfirm_by) LIMIT $2`,
      [now, limit],
    );
  }
}
