// GET /api/investments/{product_id}/repayments and /api/dashboard/schedule: each investor's
// schedule rows (written by the repayment_schedules projection), owner-scoped.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { toWon } from '../../shared/won';

interface ScheduleRow {
  product_id: string;
  title: string;
  seq: number;
  due_on: string;
  principal: string;
  interest: string;
  tax_income: string;
  tax_local: string;
  fee: string;
  net: string;
  status: 'scheduled' | 'paid' | 'overdue';
  paid_at: Date | null;
}

const MAX_SCHEDULE_ROWS = 2_000;

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
      `SELECT r.product_id, '' AS title, r.seq, to_char(r.due_on, 'YYYY-MM-DD') AS due_on, r.principal, r.interest, r.tax_income, r.tax_local, r.fee, r.net, r.status, r.paid_at
       FROM investor_repayments r WHERE r.user_id = $1 AND r.product_id = $2 ORDER BY r.seq`,
      [userId, productId],
    );
    return {
      product,
      invested_amount: toWon(invested.amount),
      schedule: schedule.map((r) => ({
        seq: r.seq,
        due_on: r.due_on,
        principal: toWon(r.principal),
        interest: toWon(r.interest),
        tax_income: toWon(r.tax_income),
        tax_local: toWon(r.tax_local),
        fee: toWon(r.fee),
        net: toWon(r.net),
        status: r.status,
        paid_at: r.paid_at ? new Date(r.paid_at).toISOString() : null,
      })),
    };
  }

  /** Upcoming and past payouts between two Korea-time dates (inclusive), by due date. */
  async schedule(userId: string, fromOn: string | null, toOn: string | null) {
    const found = await rows<ScheduleRow>(
      this.dataSource,
      `SELECT r.product_id, p.title, r.seq, to_char(r.due_on, 'YYYY-MM-DD') AS due_on, r.principal, r.interest, r.tax_income, r.tax_local, r.fee, r.net, r.status, r.paid_at
       FROM investor_repayments r JOIN products p ON p.id = r.product_id
       WHERE r.user_id = $1 AND ($2::date IS NULL OR r.due_on >= $2) AND ($3::date IS NULL OR r.due_on <= $3)
       ORDER BY r.due_on, p.title, r.seq LIMIT $4`,
      [userId, fromOn, toOn, MAX_SCHEDULE_ROWS],
    );
    return found.map((r) => ({
      product_id: r.product_id,
      title: r.title,
      seq: r.seq,
      due_on: r.due_on,
      principal: toWon(r.principal),
      interest: toWon(r.interest),
      tax: toWon(r.tax_income) + toWon(r.tax_local),
      tax_income: toWon(r.tax_income),
      tax_local: toWon(r.tax_local),
      fee: toWon(r.fee),
      net: toWon(r.net),
      status: r.status,
      paid_at: r.paid_at ? new Date(r.paid_at).toISOString() : null,
    }));
  }
}
