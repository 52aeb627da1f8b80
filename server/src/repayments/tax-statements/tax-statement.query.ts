// GET /me/tax_statements/{year}: the interest paid to the investor in a calendar year (Korea
// time) and the tax withheld from it, per payment, from the paid schedule rows (what was actually
// credited, the same RepaymentCredited events the dashboard sums) and the recoveries and sale
// prices of loans gone bad (RecoveryCredited, dated by its paidAt), and the 경과이자 a seller of a
// claim was paid by its buyer (ClaimSold: the seller's interest, withheld as such; every later
// payment of the claim is the buyer's), with the year's totals. Late
// interest (연체이자) is interest: taxed with the payment's, counted in `interest`, and shown apart too.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '../../shared/database/sql';
import { toWon } from '../../shared/won';
import type { TaxStatement } from './tax-statements.schema';

/** An installment's payment, a recovery on an accelerated loan, the price of its sale, or a transfer's 경과이자. */
export type PaymentKind = TaxStatement['items'][number]['kind'];

const IN_YEAR = (at: string) => `${at} >= make_timestamptz($2, 1, 1, 0, 0, 0, 'Asia/Seoul') AND ${at} < make_timestamptz($2 + 1, 1, 1, 0, 0, 0, 'Asia/Seoul')`;
const RECOVERY_PAID_AT = `(e.data->>'paidAt')::timestamptz`;
const TRANSFER_PAID_AT = `(t.data->>'paidAt')::timestamptz`;

/**
 * The payments of a Korea-time year ($2), of one investor ($1) or, with `$1` null, of all: paid
 * schedule rows, and the investor's recovery and sale credits read from their own stream (by
 * type for all investors: the `events_type` index; a handful per bad loan) — with the interest
 * credited (late interest is interest too) and the tax withheld from it. `line_key` orders a
 * payment's lines for paging. The investor's statement and the operators' payment statement
 * (지급명세서) both read this, so the two add up to the same totals.
 */
export const PAYMENTS_IN_YEAR = `(
  SELECT r.user_id, r.product_id, r.seq, 'repayment' AS kind, lpad(r.seq::text, 6, '0') AS line_key, r.paid_at,
         r.interest + r.late_interest AS interest, r.late_interest, r.tax_income, r.tax_local
  FROM investor_repayments r
  WHERE ($1::uuid IS NULL OR r.user_id = $1::uuid) AND r.status = 'paid' AND ${IN_YEAR('r.paid_at')}
  UNION ALL
  SELECT substr(e.stream_id, 10)::uuid, (e.data->>'productId')::uuid, NULL, e.data->>'kind', 'r:' || (e.data->>'recoveryId'), ${RECOVERY_PAID_AT},
         (e.data->>'interestWon')::bigint + (e.data->>'lateInterestWon')::bigint, (e.data->>'lateInterestWon')::bigint,
         (e.data->>'incomeTaxWon')::bigint, (e.data->>'localTaxWon')::bigint
  FROM events e
  WHERE e.type = 'RecoveryCredited' AND ($1::uuid IS NULL OR e.stream_id = 'investor-' || $1::uuid::text)
    AND (e.data->>'interestWon')::bigint + (e.data->>'lateInterestWon')::bigint > 0 AND ${IN_YEAR(RECOVERY_PAID_AT)}
  UNION ALL
  SELECT substr(t.stream_id, 10)::uuid, (t.data->>'productId')::uuid, NULL, 'transfer', 't:' || (t.data->>'listingId'), ${TRANSFER_PAID_AT},
         (t.data->>'accruedInterestWon')::bigint, 0, (t.data->>'incomeTaxWon')::bigint, (t.data->>'localTaxWon')::bigint
  FROM events t
  WHERE t.type = 'ClaimSold' AND ($1::uuid IS NULL OR t.stream_id = 'investor-' || $1::uuid::text)
    AND (t.data->>'accruedInterestWon')::bigint > 0 AND ${IN_YEAR(TRANSFER_PAID_AT)}
)`;
/** A payment's date as the forms print it: the Korea-time day it was paid. */
export const PAID_ON = `to_char(r.paid_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD')`;

/** Payments listed per statement: monthly payouts of many products over a year stay far below it. */
const MAX_LINES = 10_000;

@Injectable()
export class TaxStatementQuery {
  constructor(private readonly dataSource: DataSource) {}

  async statement(userId: string, year: number): Promise<TaxStatement> {
    const found = await rows<{ product_id: string; title: string | null; seq: number | null; kind: PaymentKind; paid_on: string; interest: string; late_interest: string; tax_income: string; tax_local: string }>(
      this.dataSource,
      `SELECT r.product_id, p.title, r.seq, r.kind, ${PAID_ON} AS paid_on, r.interest, r.late_interest, r.tax_income, r.tax_local
       FROM ${PAYMENTS_IN_YEAR} r LEFT JOIN products p ON p.id = r.product_id
       ORDER BY r.paid_at, p.title, r.line_key LIMIT $3`,
      [userId, year, MAX_LINES],
    );
    const items = found.map((r) => ({
      product_id: r.product_id, title: r.title ?? '', seq: r.seq, kind: r.kind, paid_on: r.paid_on,
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
