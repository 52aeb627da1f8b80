// Reads of the products read model: the public list and detail, the operators' view, the
// statistics, and the facts commands need (live investments of a product, products due to open).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, Queryable, rows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import { toWon } from '../../shared/won';
import { InvestmentLine } from '../product.events';
import { ListFilter, listSql } from './product-list-filter';
import { collateralView, ltvBp, maskName, ProductRow, productView } from './product-view';
import { ProductDisclosures } from '../disclosure/product-disclosures';
import { previewSummary, schedulePreview } from './schedule-preview';
import type { PayoutEstimate } from '../http/product-answers.schema';

export const DEFAULT_PREVIEW_AMOUNT_WON = 1_000_000;

/** The preview of an amount with its totals and yearly returns (the return calculator's answer). */
const previewOf = (amountWon: number, items: PayoutEstimate[]) => ({ amount: amountWon, items, ...previewSummary(amountWon, items) });

/** A product the funding deadline cancels, as the read model has it now. */
export interface PastDeadline {
  productId: string;
  closesAt: string;
  raisedWon: number;
}

@Injectable()
export class ProductQueries {
  constructor(private readonly dataSource: DataSource, private readonly disclosures: ProductDisclosures) {}

  async list(filter: ListFilter) {
    return this.page(filter, productView);
  }

  async row(q: Queryable, productId: string): Promise<ProductRow | undefined> {
    return one<ProductRow>(q, `SELECT * FROM products WHERE id = $1`, [productId]);
  }

  /** GET /products/{id}: investor-only products open only to their investors (and operators). */
  async detail(productId: string, viewer: { id: string; role: string } | undefined, previewAmountWon: number) {
    const row = await this.row(this.dataSource, productId);
    if (!row) throw new DomainError('no_such_product');
    if (row.investor_only && viewer?.role !== 'operator' && !(viewer && (await this.hasInvested(viewer.id, productId)))) {
      throw new DomainError('investor_only');
    }
    const target = toWon(row.target_amount);
    // The preview follows the product's policy, as the disclosure's schedule does.
    const { disclosure, policy } = await this.disclosures.of(row);
    return {
      ...productView(row),
      description: row.description,
      borrower: { name: maskName(row.borrower_name), id: `${row.borrower_id.slice(0, 2)}${'*'.repeat(Math.max(row.borrower_id.length - 2, 2))}` },
      collateral: row.is_realty && row.collateral ? { ...collateralView(row.collateral), ltv_bp: ltvBp(row.collateral, target) } : null,
      schedule_preview: previewOf(previewAmountWon, schedulePreview(row, previewAmountWon, policy.payouts)),
      disclosure,
    };
  }

  async rowById(productId: string): Promise<ProductRow | undefined> {
    return this.row(this.dataSource, productId);
  }

  /** Operators see everything: the borrower unmasked and the raw collateral. */
  async adminView(q: Queryable | null, productId: string) {
    q = q ?? this.dataSource;
    const row = await this.row(q, productId);
    if (!row) throw new DomainError('no_such_product');
    return {
      ...productView(row),
      borrower_id: row.borrower_id,
      borrower_name: row.borrower_name,
      description: row.description,
      collateral: row.collateral ? collateralView(row.collateral) : null,
      executed_at: row.executed_at ? new Date(row.executed_at).toISOString() : null,
      repaid_principal: toWon(row.repaid_principal),
    };
  }

  async hasInvested(userId: string, productId: string): Promise<boolean> {
    const row = await one(this.dataSource, `SELECT 1 FROM investments WHERE user_id = $1 AND product_id = $2 AND status <> 'canceled' LIMIT 1`, [userId, productId]);
    return Boolean(row);
  }

  /** Investments still holding money in the product, oldest first. */
  async liveInvestments(q: Queryable, productId: string): Promise<InvestmentLine[]> {
    const found = await rows<{ id: string; user_id: string; amount: string }>(
      q, `SELECT id, user_id, amount FROM investments WHERE product_id = $1 AND status = 'placed' ORDER BY invested_at, id`, [productId]);
    return found.map((r) => ({ investmentId: r.id, userId: r.user_id, amountWon: toWon(r.amount) }));
  }

  async liveInvestorIds(productId: string): Promise<string[]> {
    const found = await rows<{ user_id: string }>(this.dataSource, `SELECT DISTINCT user_id FROM investments WHERE product_id = $1 AND status = 'placed'`, [productId]);
    return found.map((r) => r.user_id);
  }

  /** Scheduled products whose opening time has come and whose deadline has not passed (the scheduler opens them). */
  async dueToOpen(now: Date, limit: number): Promise<string[]> {
    const found = await rows<{ id: string }>(
      this.dataSource,
      `SELECT id FROM products WHERE status = 'scheduled' AND NOT suspended AND opens_at <= $1 AND closes_at >= $1 ORDER BY opens_at LIMIT $2`,
      [now, limit],
    );
    return found.map((r) => r.id);
  }

  /**
   * Products still raising (or never opened) when the business clock has passed their closes_at:
   * the funding deadline cancels them. Oldest deadline first.
   */
  async pastFundingDeadline(now: Date, limit: number): Promise<PastDeadline[]> {
    const found = await rows<{ id: string; closes_at: Date; raised_amount: string }>(
      this.dataSource,
      `SELECT id, closes_at, raised_amount FROM products WHERE status IN ('scheduled', 'funding') AND closes_at < $1 ORDER BY closes_at, id LIMIT $2`,
      [now, limit],
    );
    return found.map((r) => ({ productId: r.id, closesAt: new Date(r.closes_at).toISOString(), raisedWon: toWon(r.raised_amount) }));
  }

  async adminList(filter: ListFilter) {
    // Operators see the newest registrations first, whatever order an investor would pick.
    return this.page(filter, (row) => ({ ...productView(row), borrower_id: row.borrower_id, borrower_name: row.borrower_name }), 'registered_at DESC, id');
  }

  /** One page of the products the filter keeps, in its order or `orderBy`, each as `view` shows it: `{items, page, size, total}`. */
  private async page<T>(filter: ListFilter, view: (row: ProductRow) => T, orderBy?: string): Promise<{ items: T[]; page: number; size: number; total: number }> {
    const { where, params, orderBy: filterOrder } = listSql(filter);
    const n = params.length;
    const [items, [{ total }]] = await Promise.all([
      rows<ProductRow>(this.dataSource, `SELECT * FROM products WHERE ${where} ORDER BY ${orderBy ?? filterOrder} LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, filter.size, filter.offset]),
      rows<{ total: number }>(this.dataSource, `SELECT count(*)::int AS total FROM products WHERE ${where}`, params),
    ]);
    return { items: items.map(view), page: filter.page, size: filter.size, total };
  }
}
