// GET /me/tax_statements/{year}: the interest paid to the investor in a calendar year (Korea
// time) and the tax withheld from it, per payment, from the paid schedule rows (what was actually
// credited, the same RepaymentCredited events the dashboard sums), with the year's totals. Late
// interest (연체이자) is interest: taxed with the payment's, counted in `interest`, and shown apart too.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '../../shared/database/sql';
import { toWon } from '../../shared/won';

export interface TaxStatementItem {
  product_id: string;
  title: string;
  seq: number;
  paid_on: string;
  /** Every interest of the payment, its late interest included (what the taxes were withheld from). */
  interest: number;
  late_interest: number;
  tax_income: number;
  tax_local: number;
}

export interface TaxStatement {
  year: number;
  items: TaxStatementItem[];
  total_interest: number;
  total_tax_income: number;
  total_tax_local: number;
}

/** Years an investor may ask for: the platform's and the tax law's range, never an open one. */
export const TAX_YEAR_MIN = 2000;
export const TAX_YEAR_MAX = 2100;
/**
 * The payments of a Korea-time year ($2): paid schedule rows, the interest credited and the tax
 * withheld from it. The investor's statement and the operators' payment statement (지급명세서)
 * both read this, so the two add up to the same totals.
 */
export const PAID_IN_YEAR = `r.status = 'paid'
  AND r.paid_at >= make_timestamptz($2, 1, 1, 0, 0, 0, 'Asia/Seoul') AND r.paid_at < make_timestamptz($2 + 1, 1, 1, 0, 0, 0, 'Asia/Seoul')`;
/** A payment's date as the forms print it: the Korea-time day it was paid. */
export const PAID_ON = `to_char(r.paid_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD')`;
/** A payment's interest as taxed and reported: late interest (연체이자) is interest too. */
export const PAID_INTEREST = `(r.interest + r.late_interest)`;

/** Payments listed per statement: monthly payouts of many products over a year stay far below it. */
const MAX_LINES = 10_000;

@Injectable()
export class TaxStatementQuery {
  constructor(private readonly dataSource: DataSource) {}

  async statement(userId: string, year: number): Promise<TaxStatement> {
    const found = await rows<{ product_id: string; title: string | null; seq: number; paid_on: string; interest: string; late_interest: string; tax_income: string; tax_local: string }>(
      this.dataSource,
      `SELECT r.product_id, p.title, r.seq, ${PAID_ON} AS paid_on, ${PAID_INTEREST} AS interest, r.late_interest, r.tax_income, r.tax_local
       FROM investor_repayments r LEFT JOIN products p ON p.id = r.product_id
       WHERE r.user_id = $1 AND ${PAID_IN_YEAR}
       ORDER BY r.paid_at, p.title, r.seq LIMIT $3`,
      [userId, year, MAX_LINES],
    );
    const items = found.map((r) => ({
      product_id: r.product_id, title: r.title ?? '', seq: r.seq, paid_on: r.paid_on,
      interest: toWon(r.interest), late_interest: toWon(r.late_interest), tax_income: toWon(r.tax_income), tax_local: toWon(r.tax_local),
    }));
    return {
      year,
      items,
      total_interest: items.reduce((s, i) => s + i.interest, 0),
      total_tax_income: items.reduce((s, i) => s + i.tax_income, 0),
      total_tax_local: items.reduce((s, i) => s + i.tax_local, 0),
    };
  }
}
