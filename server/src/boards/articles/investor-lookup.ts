// "Who invested in product X" belongs to the investing context's read model (table
// `investments`: user_id, product_id, status …). Boards only read it, and guard the read with
// to_regclass so content keeps working on a database where investing has not migrated yet
// (then nobody counts as an investor and investor-only posts stay closed, never open).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one } from '../../shared/database/sql';

/** Investment statuses that do not make someone an investor of the product. */
const NOT_INVESTED_STATUSES = ['canceled'];

@Injectable()
export class InvestorLookup {
  /** Once the table exists it stays; until then the check is repeated (one cheap catalog lookup). */
  private tablePresent = false;

  constructor(private readonly dataSource: DataSource) {}

  async investmentsOf(userId: string, productId: string | null): Promise<{ investedInProduct: boolean; hasAnyInvestment: boolean }> {
    if (!(await this.hasInvestmentsTable())) return { investedInProduct: false, hasAnyInvestment: false };
    const row = await one<{ in_product: boolean; any: boolean }>(
      this.dataSource,
      `SELECT
         EXISTS (SELECT 1 FROM investments WHERE user_id = $1 AND product_id = $2 AND status <> ALL($3::text[])) AS in_product,
         EXISTS (SELECT 1 FROM investments WHERE user_id = $1 AND status <> ALL($3::text[])) AS any`,
      [userId, productId, NOT_INVESTED_STATUSES],
    );
    return { investedInProduct: Boolean(row?.in_product), hasAnyInvestment: Boolean(row?.any) };
  }

  private async hasInvestmentsTable(): Promise<boolean> {
    if (this.tablePresent) return true;
    const row = await one<{ present: boolean }>(this.dataSource, `SELECT to_regclass('public.investments') IS NOT NULL AS present`);
    this.tablePresent = Boolean(row?.present);
    return this.tablePresent;
  }
}
