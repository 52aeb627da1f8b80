// GET /api/investments/{product_id}/repayments and /api/dashboard/schedule: each investor's
// schedule rows (written by the repayment_schedules projection), owner-scoped.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ReadDatabase } from '../../shared/database/read-database';
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

const SCHEDULE_JSON = `SELECT COALESCE(json_agg(json_build_object(
    'product_id', x.product_id, 'title', x.title, 'seq', x.seq, 'due_on', to_char(x.due_on, 'YYYY-MM-DD'), 'principal', x.principal,
    'interest', x.interest, 'tax', x.tax_income + x.tax_local, 'tax_income', x.tax_income, 'tax_local', x.tax_local, 'fee', x.fee, 'net', x.net,
    'status', x.status, 'paid_at', to_char(x.paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) ORDER BY x.due_on, x.title, x.seq), '[]')::text AS body
  FROM (
    SELECT r.product_id, p.title, r.seq, r.due_on, r.principal, r.interest, r.tax_income, r.tax_local, r.fee, r.net, r.status, r.paid_at
    FROM investor_repayments r JOIN products p ON p.id = r.product_id
    WHERE r.user_id = $1 AND ($2::date IS NULL OR r.due_on >= $2) AND ($3::date IS NULL OR r.due_on <= $3)
    ORDER BY r.due_on, p.title, r.seq LIMIT $4
  ) x`;

@Injectable()
export class InvestorRepaymentsQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: ReadDatabase,
  ) {}

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
  async schedule(userId: string, fromOn: string | null, toOn: string | null): Promise<unknown[]> {
    return JSON.parse(await this.scheduleJson(userId, fromOn, toOn)) as unknown[];
  }

  /**
   * The same as the JSON text of the answer, built by PostgreSQL: an investor with a few dozen
   * loans has hundreds of rows, and parsing them into objects only to serialize them again was
   * most of the request's time. Instants as toISOString() writes them. From the replica when it
   * may answer (shared/database/read-database.ts).
   */
  async scheduleJson(userId: string, fromOn: string | null, toOn: string | null): Promise<string> {
    const [row] = await this.reads.rows<{ body: string }>(SCHEDULE_JSON, [userId, fromOn, toOn, MAX_SCHEDULE_ROWS]);
    return row.body;
  }
}
