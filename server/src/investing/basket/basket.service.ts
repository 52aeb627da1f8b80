// The investor's basket: plain rows (no money moves until POST /investments). Amounts are
// checked as investing checks them: the product first, then the amount rules.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { toWon } from '../../shared/won';
import { INVEST_UNIT_WON } from '../../products';
import type { Basket, BasketItem } from '../http/investing-answers.schema';
import { MAX_BASKET_ITEMS } from './basket-size';

@Injectable()
export class BasketService {
  constructor(private readonly dataSource: DataSource) {}

  async view(userId: string): Promise<Basket> {
    // The columns in BasketItem's order and under its names; only the amounts (bigint text) are converted.
    const found = await rows<Omit<BasketItem, 'amount' | 'remaining_amount'> & { amount: string; remaining_amount: string }>(
      this.dataSource,
      `SELECT b.product_id, p.title, b.amount, p.rate_bp, p.term_months, p.status, p.suspended, p.target_amount - p.raised_amount AS remaining_amount
       FROM basket_items b JOIN products p ON p.id = b.product_id WHERE b.user_id = $1 ORDER BY b.added_at, b.product_id`,
      [userId],
    );
    const items = found.map((r) => ({ ...r, amount: toWon(r.amount), remaining_amount: toWon(r.remaining_amount) }));
    return { items, total_amount: items.reduce((sum, i) => sum + i.amount, 0) };
  }

  async put(userId: string, productId: string, amountWon: number): Promise<Basket> {
    const product = await one<{ status: string; suspended: boolean; min_amount: string }>(
      this.dataSource, `SELECT status, suspended, min_amount FROM products WHERE id = $1`, [productId]);
    if (!product) throw new DomainError('no_such_product', { product_id: productId });
    if (product.suspended) throw new DomainError('product_suspended', { product_id: productId });
    if (amountWon < Math.max(toWon(product.min_amount), INVEST_UNIT_WON)) throw new DomainError('min_invest_amount', { product_id: productId });
    if (amountWon % INVEST_UNIT_WON !== 0) throw new DomainError('invalid_amount', { product_id: productId });
    const [{ count }] = await rows<{ count: number }>(this.dataSource, `SELECT count(*)::int AS count FROM basket_items WHERE user_id = $1 AND product_id <> $2`, [userId, productId]);
    if (count >= MAX_BASKET_ITEMS) throw new DomainError('invalid_input', { fields: { product_id: 'basket_full' } });
    await this.dataSource.query(
      `INSERT INTO basket_items (user_id, product_id, amount) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, product_id) DO UPDATE SET amount = EXCLUDED.amount, updated_at = now()`,
      [userId, productId, amountWon],
    );
    return this.view(userId);
  }

  async remove(userId: string, productId: string | null): Promise<Basket> {
    await this.dataSource.query(`DELETE FROM basket_items WHERE user_id = $1 AND ($2::uuid IS NULL OR product_id = $2)`, [userId, productId]);
    return this.view(userId);
  }
}
