// The dated auto-invest policy (docs/design.md "Policies are dated"): on a business date, the
// share of a product's target auto-placements may take (시행령 12조) and the largest amount per
// product a standing contract may invest without per-investment documents (시행령 21조).
import { one } from '../shared/database/sql';
import { assert } from '../shared/errors/domain-error';
import type { Tx } from '../shared/event-store/event-store.types';
import type { DataSource } from 'typeorm';

export interface AutoInvestPolicy {
  shareBp: number;
  maxAmountPerProductWon: number;
}

export async function autoInvestPolicyOn(q: Tx | DataSource, on: string): Promise<AutoInvestPolicy> {
  const row = await one<{ share_bp: number; max_amount_per_product: string }>(
    q, `SELECT share_bp, max_amount_per_product FROM auto_invest_policy WHERE effective_on <= $1::date ORDER BY effective_on DESC LIMIT 1`, [on]);
  assert(row, `no auto-invest policy in force on ${on}`);
  return { shareBp: row.share_bp, maxAmountPerProductWon: Number(row.max_amount_per_product) };
}

/** The most auto-placements may take of a product's target: floored to the 10,000 won unit. */
export const autoShareCapWon = (targetWon: number, shareBp: number): number => Math.floor((targetWon * shareBp) / 10_000 / 10_000) * 10_000;
