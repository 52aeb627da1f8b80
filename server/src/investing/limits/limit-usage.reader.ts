// Reads an investor's limits (the policy in force on a date, for their type) and usage (the hot
// path runs it per batch of investments).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BusinessClock } from '../../shared/business-clock';
import { one } from '../../shared/database/sql';
import { toWon } from '../../shared/won';
import { emptyUsage, LimitPolicy, LimitUsage } from './investor-limits';
import { limitPolicyOn } from './limit-policy';
import { policyFor } from './limit-policy.values';

export interface HoldingRow {
  product_id: string;
  borrower_id: string;
  is_realty: boolean;
  is_pf: boolean;
  outstanding: string | number;
  invested: string | number;
}

/**
 * A SELECT item: the usage rows of the investor `userIdSql` names (a parameter, or a column of a
 * batch). The holdings keep money only; each one's borrower and real-estate and PF flags are its
 * product's (frozen once it opens), one primary-key probe per holding, in the same round trip.
 */
export const holdingsSelect = (userIdSql: string) => `(SELECT json_agg(u) FROM (
     SELECT h.product_id, p.borrower_id, p.is_realty, p.is_pf, h.held_won + h.executed_won - h.repaid_principal_won AS outstanding, h.held_won + h.executed_won AS invested
     FROM investor_holdings h JOIN products p ON p.id = h.product_id
     WHERE h.user_id = ${userIdSql} AND h.held_won + h.executed_won > 0) u) AS holdings`;

export function usageOf(holdings: HoldingRow[] | null): LimitUsage {
  const usage = emptyUsage();
  for (const h of holdings ?? []) {
    const outstanding = toWon(h.outstanding);
    usage.totalWon += outstanding;
    if (h.is_realty) usage.realtyWon += outstanding;
    if (h.is_realty && h.is_pf) usage.pfWon += outstanding;
    usage.byBorrowerWon[h.borrower_id] = (usage.byBorrowerWon[h.borrower_id] ?? 0) + outstanding;
    usage.byProductWon[h.product_id] = toWon(h.invested);
  }
  return usage;
}

@Injectable()
export class LimitUsageReader {
  constructor(private readonly dataSource: DataSource, private readonly clock: BusinessClock) {}

  /** The investor's limits on the business today and what they have used. */
  async read(userId: string, investorType: string): Promise<{ policy: LimitPolicy; usage: LimitUsage }> {
    await this.clock.refresh();
    const [values, row] = await Promise.all([
      limitPolicyOn(this.dataSource, this.clock.today()),
      one<{ holdings: HoldingRow[] | null }>(this.dataSource, `SELECT ${holdingsSelect('$1')}`, [userId]),
    ]);
    return { policy: policyFor(values, investorType), usage: usageOf(row?.holdings ?? null) };
  }
}
