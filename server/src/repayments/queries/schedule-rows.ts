// An investor's schedule rows as both schedule reads select them (investor-schedule.query.ts
// across products, investor-repayments.query.ts for one product) and the amounts they answer.
import { toWon } from '../../shared/won';

export interface ScheduleRow {
  product_id: string;
  title: string;
  seq: number;
  due_on: string;
  principal: string;
  interest: string;
  late_interest: string;
  tax_income: string;
  tax_local: string;
  fee: string;
  net: string;
  status: 'scheduled' | 'paid' | 'overdue' | 'accelerated';
  /** As toISOString() writes it. */
  paid_at: string | null;
}

/** The columns of ScheduleRow, from `investor_repayments r` joined with `products p`. */
export const SCHEDULE_COLUMNS = `r.product_id, p.title, r.seq, to_char(r.due_on, 'YYYY-MM-DD') AS due_on, r.principal, r.interest, r.late_interest, r.tax_income, r.tax_local, r.fee,
    r.net, r.status, to_char(r.paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS paid_at`;

/** A row's installment and amounts in won. */
export function payoutOf(r: ScheduleRow) {
  return {
    seq: r.seq,
    due_on: r.due_on,
    principal: toWon(r.principal),
    interest: toWon(r.interest),
    late_interest: toWon(r.late_interest),
    tax_income: toWon(r.tax_income),
    tax_local: toWon(r.tax_local),
    fee: toWon(r.fee),
    net: toWon(r.net),
    status: r.status,
    paid_at: r.paid_at,
  };
}
