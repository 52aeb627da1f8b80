// The tables of the investor dashboards read model, as their migrations make them
// (1763800400000-investor-dashboards and later): one row per investor with the figures, and the
// working tables the rule reads to keep it from the events alone — each investor's position per
// product (read by key, and by product when the product's status moves every investor in it),
// each product's type and status, each loan's investors, installments and claims bought.
import type { FoldRow } from '../../../shared/projections/fold/projection-fold';
import type { RuleTable, Sums, Values } from '../../../shared/projections/rules/row-changes';
import { COUNT_BUCKETS, DASHBOARD_TYPES } from './dashboard-columns';

const SUMMED = ['invested_total', 'outstanding_principal', 'expected_interest', 'limit_used_total', 'limit_used_realty',
  ...DASHBOARD_TYPES.flatMap((t) => [`invested_${t}`, `outstanding_${t}`])];
const COUNTS = COUNT_BUCKETS.map((b) => `count_${b}`);

const DASHBOARDS: RuleTable = {
  table: 'investor_dashboards',
  key: ['user_id'],
  columns: { user_id: 'uuid', ...Object.fromEntries(SUMMED.map((c) => [c, 'bigint' as const])), ...Object.fromEntries(COUNTS.map((c) => [c, 'integer' as const])) },
  // Every figure only ever moves by deltas, from 0.
  defaults: Object.fromEntries([...SUMMED, ...COUNTS].map((c) => [c, 0])),
};

const POSITIONS: RuleTable = {
  table: 'investor_dashboard_positions',
  key: ['user_id', 'product_id'],
  nestBy: ['product_id', 'user_id'],
  columns: { user_id: 'uuid', product_id: 'uuid', is_realty: 'boolean', invested: 'bigint', placed: 'bigint', scheduled: 'boolean', bought: 'boolean' },
  defaults: { invested: 0, placed: 0, scheduled: false, bought: false },
  // A product's status change reads its every position (index investor_dashboard_positions_product).
  indexes: [['product_id']],
};

const PRODUCTS: RuleTable = {
  table: 'investor_dashboard_products',
  key: ['product_id'],
  columns: { product_id: 'uuid', type: 'text', status: 'text' },
};

const LOANS: RuleTable = {
  table: 'investor_dashboard_loans',
  key: ['product_id'],
  columns: { product_id: 'uuid', investors: 'jsonb', installments: 'jsonb', holders: 'jsonb' },
};

export const DASHBOARD_TABLES = { dashboards: DASHBOARDS, positions: POSITIONS, products: PRODUCTS, loans: LOANS };

export const positionKey = (userId: string, productId: string): Values => ({ user_id: userId, product_id: productId });
export const productKey = (productId: string): Values => ({ product_id: productId });
export const dashboardKey = (userId: string): Values => ({ user_id: userId });

/** A money column of a row read, as a number. */
export const wonOf = (row: FoldRow, column: string): number => Number(row[column]);

/** A position counts among the investor's products while money is invested in it or a claim of its loan was bought. */
export const isLive = (position: FoldRow | undefined): boolean => position !== undefined && (wonOf(position, 'invested') > 0 || position.bought === true);

/**
 * Adds `won` to `column` of `sums` (several moves of one figure in one change); a move of 0 adds no
 * column. No `delete` of a figure that nets to 0: it would make the object a slow dictionary, and
 * a replay runs for…in over every one.
 */
export function addTo(sums: Sums, column: string, won: number): void {
  if (won !== 0) sums[column] = (sums[column] ?? 0) + won;
}

/** Adds `won` to the figure of the product's type (`invested_apt`, `outstanding_credit`, …); nothing without the product. */
export function addToType(sums: Sums, figure: 'invested' | 'outstanding', product: FoldRow | undefined, won: number): void {
  if (product && (DASHBOARD_TYPES as readonly unknown[]).includes(product.type)) addTo(sums, `${figure}_${String(product.type)}`, won);
}
