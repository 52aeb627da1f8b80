// GET /admin/overdue_notices: every product with an overdue notice, for the operators' screen —
// the product, and each of its notices with the legal deadline, whether it was posted late, the
// reason published so far and whether the installment has since been paid.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '../../shared/database/sql';
import type { OverdueBoardProductView } from '../http/overdue-notice-answers.schema';
import { overdueNoticeView } from './overdue-notices.service';
import { OverdueNoticeRow } from './overdue-notices.store';

/** Products on one screen: the latest first; an operator works on a handful at a time. */
export const OVERDUE_BOARD_PRODUCTS_MAX = 200;

type BoardRow = OverdueNoticeRow & { title: string | null; status: string | null; settled: boolean };

@Injectable()
export class OverdueBoardQuery {
  constructor(private readonly dataSource: DataSource) {}

  async products(): Promise<OverdueBoardProductView[]> {
    const found = await rows<BoardRow>(
      this.dataSource,
      `WITH latest AS (
         SELECT product_id, max(posted_on) AS last_posted FROM overdue_notices GROUP BY product_id
         ORDER BY last_posted DESC, product_id LIMIT $1
       )
       SELECT n.id, n.product_id, n.seq, to_char(n.due_on, 'YYYY-MM-DD') AS due_on, n.article_id,
              to_char(n.posted_on, 'YYYY-MM-DD') AS posted_on, to_char(n.deadline_on, 'YYYY-MM-DD') AS deadline_on,
              n.reason, n.reason_at, n.revision, p.title, p.status,
              COALESCE(i.status IN ('funded', 'distributed'), false) AS settled
       FROM latest l
       JOIN overdue_notices n ON n.product_id = l.product_id
       LEFT JOIN products p ON p.id = n.product_id
       LEFT JOIN loan_installments i ON i.product_id = n.product_id AND i.seq = n.seq
       ORDER BY l.last_posted DESC, l.product_id, n.seq DESC`,
      [OVERDUE_BOARD_PRODUCTS_MAX],
    );
    const byProduct = new Map<string, OverdueBoardProductView>();
    for (const r of found) {
      const product = byProduct.get(r.product_id) ?? { product_id: r.product_id, title: r.title ?? '', status: r.status ?? 'overdue', notices: [] };
      product.notices.push({ ...overdueNoticeView(r), settled: r.settled });
      byProduct.set(r.product_id, product);
    }
    return [...byProduct.values()];
  }
}
