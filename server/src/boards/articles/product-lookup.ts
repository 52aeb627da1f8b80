// Whether a product id names a real product, so a post is never linked to a typo. Products are
// the products context's read model; the read is guarded like the investments one, and with no
// products table yet every well-formed id is accepted.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one } from '../../shared/database/sql';

@Injectable()
export class ProductLookup {
  private tablePresent = false;

  constructor(private readonly dataSource: DataSource) {}

  async exists(productId: string): Promise<boolean> {
    if (!this.tablePresent) {
      const row = await one<{ present: boolean }>(this.dataSource, `SELECT to_regclass('public.products') IS NOT NULL AS present`);
      this.tablePresent = Boolean(row?.present);
      if (!this.tablePresent) return true;
    }
    const row = await one<{ found: boolean }>(this.dataSource, `SELECT EXISTS (SELECT 1 FROM products WHERE id = $1) AS found`, [productId]);
    return Boolean(row?.found);
  }
}
