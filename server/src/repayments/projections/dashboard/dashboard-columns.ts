// The columns of `investor_dashboards`: how a product's status counts on the dashboard (docs/api.md
// `counts`: funding covers scheduled, funding and funded; canceled counts nowhere) and the
// per-type portfolio columns.
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

const BUCKET_OF = new Map<string, CountBucket>(COUNT_BUCKETS.flatMap((b) => STATUSES_OF[b].map((status) => [status, b] as const)));

/** The bucket a status counts in, or null (canceled). */
export const bucketOf = (status: string): CountBucket | null => BUCKET_OF.get(status) ?? null;
