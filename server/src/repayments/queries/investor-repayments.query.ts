// GET /api/investments/{product_id}/repayments: the investor's schedule rows of one product
// (written by the repayment_schedules projection), owner-scoped. The schedule across products is
// investor-schedule.query.ts.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { toWon } from '../../shared/won';
import { payoutOf, SCHEDULE_COLUMNS, ScheduleRow } from './schedule-rows';

@Injectable()
export class InvestorRepaymentsQuery {
  constructor(private readonly dataSource: DataSource) {}

  async forProduct(userId: string, productId: string) {
    const product = await one<{ id: string; title: string; type: string; rate_bp: number; term_months: number; repayment_method: string; status: string }>(
      this.dataSource, `SELECT id, title, type, rate_bp, term_months, repayment_method, status FROM products WHERE id = $1`, [productId]);
    if (!product) throw new DomainError('no_such_product');
    const invested = await one<{ amount: string | null }>(
      this.dataSource, `SELECT sum(amount) AS amount FROM investments WHERE user_id = $1 AND product_id = $2 AND status <> 'canceled'`, [userId, productId]);
    if (!invested?.amount) throw new DomainError('not_invested_this_product');
    const schedule = await rows<ScheduleRow>(
      this.dataSource,
      `SELECT ${SCHEDULE_COLUMNS} FROM investor_repayments r JOIN products p ON p.id = r.product_id WHERE r.user_id = $1 AND r.product_id = $2 ORDER BY r.seq`,
      [userId, productId],
    );
    return { product, invested_amount: toWon(invested.amount), schedule: schedule.map(payoutOf) };
  }
}
