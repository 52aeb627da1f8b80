// GET /admin/tax/payment_statements/{year} (docs/api.md "Investment documents and tax forms"): the
// 이자소득 지급명세서 lines an operator files with the tax office by the end of February — one
// line per investor per payment, from the same paid rows as each investor's statement
// (PAYMENTS_IN_YEAR: installments paid, recoveries and sale prices of loans gone bad, each dated by
// when it was paid), so the file's totals are the sum of the statements'. Read a page at a time in
// a fixed order (keyset on paid_at, investor, product, line), so a year of every investor's
// payments never sits in memory at once.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '../../shared/database/sql';
import { toWon } from '../../shared/won';
import { ResidentNumbers } from '../../identity';
import { PAID_ON, PAYMENTS_IN_YEAR, PaymentKind } from './tax-statement.query';

export interface PaymentStatementLine {
  paidOn: string;
  userId: string;
  name: string;
  /** Masked (`850315-1******`), or null when the investor registered none. */
  maskedResidentNumber: string | null;
  productId: string;
  title: string;
  /** The installment paid; null for a recovery or a sale. */
  seq: number | null;
  kind: PaymentKind;
  /** Late interest included, as the statement counts it. */
  interestWon: number;
  incomeTaxWon: number;
  localTaxWon: number;
}

interface LineRow {
  paid_at: Date;
  paid_on: string;
  user_id: string;
  name: string | null;
  product_id: string;
  title: string | null;
  seq: number | null;
  kind: PaymentKind;
  line_key: string;
  interest: string;
  tax_income: string;
  tax_local: string;
}

const PAGE = 2_000;
/** A bound on the loop: 2,000 pages of 2,000 lines is four million payments, far past a year's. */
const MAX_PAGES = 2_000;

@Injectable()
export class PaymentStatementsQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly residentNumbers: ResidentNumbers,
  ) {}

  /** Every line of the year, a page at a time, in order of payment. */
  async *lines(year: number): AsyncGenerator<PaymentStatementLine[]> {
    let after: LineRow | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const found: LineRow[] = await this.page(year, after);
      if (found.length === 0) return;
      const masked = await this.residentNumbers.maskedOf([...new Set(found.map((r) => r.user_id))]);
      yield found.map((r) => ({
        paidOn: r.paid_on, userId: r.user_id, name: r.name ?? '', maskedResidentNumber: masked.get(r.user_id) ?? null,
        productId: r.product_id, title: r.title ?? '', seq: r.seq, kind: r.kind,
        interestWon: toWon(r.interest), incomeTaxWon: toWon(r.tax_income), localTaxWon: toWon(r.tax_local),
      }));
      if (found.length < PAGE) return;
      after = found[found.length - 1];
    }
    throw new Error(`payment statements ${year}: more than ${MAX_PAGES * PAGE} lines`);
  }

  private page(year: number, after: LineRow | null): Promise<LineRow[]> {
    return rows<LineRow>(
      this.dataSource,
      `SELECT r.paid_at, ${PAID_ON} AS paid_on, r.user_id, u.name, r.product_id, p.title, r.seq, r.kind, r.line_key, r.interest, r.tax_income, r.tax_local
       FROM ${PAYMENTS_IN_YEAR} r LEFT JOIN products p ON p.id = r.product_id LEFT JOIN users u ON u.id = r.user_id
       WHERE ($3::timestamptz IS NULL OR (r.paid_at, r.user_id, r.product_id, r.line_key) > ($3, $4::uuid, $5::uuid, $6::text))
       ORDER BY r.paid_at, r.user_id, r.product_id, r.line_key LIMIT $7`,
      [null, year, after?.paid_at ?? null, after?.user_id ?? null, after?.product_id ?? null, after?.line_key ?? null, PAGE],
    );
  }
}
