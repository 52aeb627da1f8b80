// Reads an investor's limit policy and usage in one round trip (the hot path runs it per investment).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, Queryable } from '../../shared/database/sql';
import { toWon } from '../../shared/won';
import { emptyUsage, LimitPolicy, LimitUsage } from './investor-limits';
import { assert } from '../../shared/errors/domain-error';

export interface HoldingRow {
  product_id: string;
  borrower_id: string;
  is_realty: boolean;
  outstanding: string | number;
  invested: string | number;
}

/**
 * The SELECT list that reads a policy `p` and the usage of the investor `userIdSql` names (a
 * parameter, or a column of a batch), for readers that add to it.
 */
export const limitsSelect = (userIdSql: string) => `p.total_limit, p.realty_limit, p.borrower_limit,
  (SELECT json_agg(h) FROM (
     SELECT product_id, borrower_id, is_realty, held_won + executed_won - repaid_principal_won AS outstanding, held_won + executed_won AS invested
     FROM investor_holdings WHERE user_id = ${userIdSql} AND held_won + executed_won > 0) h) AS holdings`;

export interface LimitsRow {
  total_limit: string | null;
  realty_limit: string | null;
  borrower_limit: string | null;
  holdings: HoldingRow[] | null;
}

export function limitsOf(row: LimitsRow): { policy: LimitPolicy; usage: LimitUsage } {
  const usage = emptyUsage();
  for (const h of row.holdings ?? []) {
    const outstanding = toWon(h.outstanding);
    usage.totalWon += outstanding;
    if (h.is_realty) usage.realtyWon += outstanding;
    usage.byBorrowerWon[h.borrower_id] = (usage.byBorrowerWon[h.borrower_id] ?? 0) + outstanding;
    usage.byProductWon[h.product_id] = toWon(h.invested);
  }
  const limit = (v: string | null) => (v === null ? null : toWon(v));
  return { policy: { totalLimitWon: limit(row.total_limit), realtyLimitWon: limit(row.realty_limit), borrowerLimitWon: limit(row.borrower_limit) }, usage };
}

@Injectable()
export class LimitUsageReader {
  constructor(private readonly dataSource: DataSource) {}

  async read(q: Queryable | null, userId: string, investorType: string): Promise<{ policy: LimitPolicy; usage: LimitUsage }> {
    const row = await one<LimitsRow>(q ?? this.dataSource, `SELECT ${limitsSelect('$1')} FROM invest_limit_policies p WHERE p.investor_type = $2`, [userId, investorType]);
    assert(row, `no limit policy for investor type ${investorType}`);
    return limitsOf(row);
  }
}
