// The overdue_notices table: one row per overdue installment, its post and its legal deadline.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { one, Queryable, rows } from '../../shared/database/sql';

export interface OverdueNoticeRow {
  id: string;
  product_id: string;
  seq: number;
  due_on: string;
  article_id: string;
  posted_on: string;
  deadline_on: string;
  reason: string | null;
  reason_at: Date | null;
  revision: number;
}

const COLUMNS = `id, product_id, seq, to_char(due_on, 'YYYY-MM-DD') AS due_on, article_id, to_char(posted_on, 'YYYY-MM-DD') AS posted_on,
  to_char(deadline_on, 'YYYY-MM-DD') AS deadline_on, reason, reason_at, revision`;

@Injectable()
export class OverdueNoticesStore {
  /** Records a notice once per installment; answers whether this call recorded it. */
  async record(q: Queryable, n: Omit<OverdueNoticeRow, 'id' | 'reason' | 'reason_at' | 'revision'>): Promise<boolean> {
    const inserted = await rows(
      q,
      `INSERT INTO overdue_notices (id, product_id, seq, due_on, article_id, posted_on, deadline_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (product_id, seq) DO NOTHING RETURNING id`,
      [randomUUID(), n.product_id, n.seq, n.due_on, n.article_id, n.posted_on, n.deadline_on],
    );
    return inserted.length > 0;
  }

  /** The product's latest notice, locked for the reason's update. */
  latestForUpdate(q: Queryable, productId: string): Promise<OverdueNoticeRow | undefined> {
    return one<OverdueNoticeRow>(q, `SELECT ${COLUMNS} FROM overdue_notices WHERE product_id = $1 ORDER BY seq DESC LIMIT 1 FOR UPDATE`, [productId]);
  }

  async setReason(q: Queryable, id: string, reason: string, at: Date): Promise<OverdueNoticeRow> {
    const row = await one<OverdueNoticeRow>(
      q,
      `UPDATE overdue_notices SET reason = $2, reason_at = $3, revision = revision + 1 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, reason, at],
    );
    return row!;
  }

  list(q: Queryable, productId: string): Promise<OverdueNoticeRow[]> {
    return rows<OverdueNoticeRow>(q, `SELECT ${COLUMNS} FROM overdue_notices WHERE product_id = $1 ORDER BY seq DESC`, [productId]);
  }

  /** The investors paid by the installment: those the notice is for. */
  async investorsOf(q: Queryable, productId: string, seq: number): Promise<string[]> {
    const found = await rows<{ user_id: string }>(q, `SELECT user_id FROM investor_repayments WHERE product_id = $1 AND seq = $2`, [productId, seq]);
    return found.map((r) => r.user_id);
  }

  /** What the borrower owed for the installment (principal and interest). */
  async installmentAmountWon(q: Queryable, productId: string, seq: number): Promise<number> {
    const row = await one<{ amount: string }>(q, `SELECT principal + interest AS amount FROM loan_installments WHERE product_id = $1 AND seq = $2`, [productId, seq]);
    return Number(row?.amount ?? 0);
  }
}
