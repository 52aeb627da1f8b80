// The columns of `investor_dashboards` and the SQL pieces its statements share: how a product's
// status counts on the dashboard (docs/api.md `counts`: funding covers scheduled, funding and funded;
// canceled counts nowhere) and the per-type portfolio columns.
import { PRODUCT_TYPES } from '../../../products';
import type { ProductStatus, ProductType } from '../../../products';

export type CountBucket = 'funding' | 'repaying' | 'completed' | 'overdue' | 'defaulted' | 'written_off';
export const COUNT_BUCKETS: readonly CountBucket[] = ['funding', 'repaying', 'completed', 'overdue', 'defaulted', 'written_off'];

const STATUSES_OF: Record<CountBucket, readonly ProductStatus[]> = {
  funding: ['scheduled', 'funding', 'funded'],
  repaying: ['repaying'],
  // A sold claim has ended like a completed loan: what the sale did not cover is written off, in the figures.
  completed: ['completed', 'sold'],
  overdue: ['overdue'],
  defaulted: ['defaulted'],
  written_off: ['written_off'],
};

export const DASHBOARD_TYPES: readonly ProductType[] = PRODUCT_TYPES;

/** The bucket a status counts in, or null (canceled). */
export function bucketOf(status: string): CountBucket | null {
  return COUNT_BUCKETS.find((b) => (STATUSES_OF[b] as readonly string[]).includes(status)) ?? null;
}

/** SQL: 1 when the status expression counts in the bucket, else 0 (also for NULL). */
export function inBucketSql(statusSql: string, bucket: CountBucket): string {
  return `(COALESCE(${statusSql} IN (${STATUSES_OF[bucket].map((s) => `'${s}'`).join(', ')}), false))::int`;
}

/** SQL: `amountSql` when the product type expression is `type`, else 0. */
export function ofTypeSql(typeSql: string, type: ProductType, amountSql: string): string {
  return `CASE WHEN ${typeSql} = '${type}' THEN ${amountSql} ELSE 0 END`;
}

/** `SET` items adding each `column` of EXCLUDED (an upsert) or of an alias to the row's own. */
export function addColumns(target: string, source: string, columns: readonly string[]): string {
  return columns.map((c) => `${c} = ${target}.${c} + ${source}.${c}`).join(', ');
}

export const COUNT_COLUMNS = COUNT_BUCKETS.map((b) => `count_${b}`);
export const INVESTED_COLUMNS = DASHBOARD_TYPES.map((t) => `invested_${t}`);
export const OUTSTANDING_COLUMNS = DASHBOARD_TYPES.map((t) => `outstanding_${t}`);
