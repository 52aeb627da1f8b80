// The investor's own limits (docs/design.md "Checks and limits"): total outstanding, real estate (apt
// and realty together) and same borrower, by investor type from `invest_limit_policies`. Money
// still held in products raising funds counts; canceled and repaid money frees room. Pure.
import { DomainError } from '../../shared/errors/domain-error';

export interface LimitPolicy {
  /** null = unlimited (professional investors). */
  totalLimitWon: number | null;
  realtyLimitWon: number | null;
  borrowerLimitWon: number | null;
}

export interface LimitUsage {
  totalWon: number;
  realtyWon: number;
  byBorrowerWon: Record<string, number>;
  /** Held + executed per product (the product's own per-user cap counts this). */
  byProductWon: Record<string, number>;
}

export interface LimitItem {
  productId: string;
  borrowerId: string;
  isRealty: boolean;
  amountWon: number;
}

export const emptyUsage = (): LimitUsage => ({ totalWon: 0, realtyWon: 0, byBorrowerWon: {}, byProductWon: {} });

/** Throws over_total / over_realty / over_borrower_invest_limit, in that order. */
export function checkInvestorLimits(policy: LimitPolicy, usage: LimitUsage, item: LimitItem): void {
  const fail = (code: 'over_total_invest_limit' | 'over_realty_invest_limit' | 'over_borrower_invest_limit') =>
    new DomainError(code, { product_id: item.productId });
  if (policy.totalLimitWon !== null && usage.totalWon + item.amountWon > policy.totalLimitWon) throw fail('over_total_invest_limit');
  if (item.isRealty && policy.realtyLimitWon !== null && usage.realtyWon + item.amountWon > policy.realtyLimitWon) throw fail('over_realty_invest_limit');
  const withBorrower = usage.byBorrowerWon[item.borrowerId] ?? 0;
  if (policy.borrowerLimitWon !== null && withBorrower + item.amountWon > policy.borrowerLimitWon) throw fail('over_borrower_invest_limit');
}

/** Usage after placing `item` (the next item of the same basket counts it). */
export function addToUsage(usage: LimitUsage, item: LimitItem): LimitUsage {
  return {
    totalWon: usage.totalWon + item.amountWon,
    realtyWon: usage.realtyWon + (item.isRealty ? item.amountWon : 0),
    byBorrowerWon: { ...usage.byBorrowerWon, [item.borrowerId]: (usage.byBorrowerWon[item.borrowerId] ?? 0) + item.amountWon },
    byProductWon: { ...usage.byProductWon, [item.productId]: (usage.byProductWon[item.productId] ?? 0) + item.amountWon },
  };
}

/** Remaining room of each limit (null = unlimited), for the invest box and the dashboard. */
export function remainingRoom(policy: LimitPolicy, usage: LimitUsage, borrowerId?: string) {
  const left = (limit: number | null, used: number) => (limit === null ? null : Math.max(limit - used, 0));
  return {
    total: left(policy.totalLimitWon, usage.totalWon),
    realty: left(policy.realtyLimitWon, usage.realtyWon),
    borrower: borrowerId === undefined ? null : left(policy.borrowerLimitWon, usage.byBorrowerWon[borrowerId] ?? 0),
  };
}
