// The investor's own limits (docs/design.md "Checks and limits"): for professional and corporate
// investors the share of one product's target they may hold; for the others total outstanding,
// real estate (apt and realty together), of which project financing (PF), and same borrower —
// from the limit policy in force on the placement's business date (limit-policy.values.ts). Money
// still held in products raising funds counts; canceled and repaid money frees room. Pure.
import { DomainError } from '../../shared/errors/domain-error';
import { formatWon } from '../../shared/won';

export interface LimitPolicy {
  /** null = unlimited (professional and corporate investors). */
  totalLimitWon: number | null;
  realtyLimitWon: number | null;
  /** The PF part of real estate. */
  pfLimitWon: number | null;
  borrowerLimitWon: number | null;
  /** The share of one product's target the investor may hold (professional, corporate); null = no such cap. */
  productShareBp: number | null;
}

export interface LimitUsage {
  totalWon: number;
  realtyWon: number;
  pfWon: number;
  byBorrowerWon: Record<string, number>;
  /** Held + executed per product (the product's per-user cap and the institutional share count this). */
  byProductWon: Record<string, number>;
}

export interface LimitItem {
  productId: string;
  borrowerId: string;
  isRealty: boolean;
  /** A real-estate project-financing loan: counts in the real-estate limit and in its PF part. */
  isPf: boolean;
  /** The product's target: the institutional share is of it (only a fully raised product is executed). */
  targetWon: number;
  amountWon: number;
}

export const emptyUsage = (): LimitUsage => ({ totalWon: 0, realtyWon: 0, pfWon: 0, byBorrowerWon: {}, byProductWon: {} });

/** The most an investor with `shareBp` may hold of a product with this target, in whole won. */
export const institutionalCapWon = (shareBp: number, targetWon: number): number => Math.floor((targetWon * shareBp) / 10_000);

type LimitCode = 'over_institutional_share_limit' | 'over_total_invest_limit' | 'over_realty_invest_limit' | 'over_borrower_invest_limit';

const over = (limitWon: number | null, usedWon: number, addWon: number): limitWon is number => limitWon !== null && usedWon + addWon > limitWon;

/**
 * Throws over_institutional_share_limit, then over_total / over_realty (real estate, then its PF
 * part) / over_borrower_invest_limit: the first broken. The message names the limit in force.
 */
export function checkInvestorLimits(policy: LimitPolicy, usage: LimitUsage, item: LimitItem): void {
  const fail = (code: LimitCode, message: string) => new DomainError(code, { product_id: item.productId, message });
  const inProduct = usage.byProductWon[item.productId] ?? 0;
  if (policy.productShareBp !== null && inProduct + item.amountWon > institutionalCapWon(policy.productShareBp, item.targetWon)) {
    const cap = institutionalCapWon(policy.productShareBp, item.targetWon);
    throw fail('over_institutional_share_limit', `전문·법인 투자자는 한 상품 모집 금액의 ${policy.productShareBp / 100}%(${formatWon(cap)})까지만 투자할 수 있습니다.`);
  }
  if (over(policy.totalLimitWon, usage.totalWon, item.amountWon)) throw fail('over_total_invest_limit', `총 투자 한도 ${formatWon(policy.totalLimitWon)}를 초과했습니다.`);
  if (item.isRealty && over(policy.realtyLimitWon, usage.realtyWon, item.amountWon)) {
    throw fail('over_realty_invest_limit', `부동산 상품 투자 한도 ${formatWon(policy.realtyLimitWon)}를 초과했습니다.`);
  }
  if (item.isRealty && item.isPf && over(policy.pfLimitWon, usage.pfWon, item.amountWon)) {
    throw fail('over_realty_invest_limit', `부동산 PF 상품 투자 한도 ${formatWon(policy.pfLimitWon)}를 초과했습니다.`);
  }
  if (over(policy.borrowerLimitWon, usage.byBorrowerWon[item.borrowerId] ?? 0, item.amountWon)) {
    throw fail('over_borrower_invest_limit', `동일 차입자 투자 한도 ${formatWon(policy.borrowerLimitWon)}를 초과했습니다.`);
  }
}

/** Usage after placing `item` (the next item of the same basket counts it). */
export function addToUsage(usage: LimitUsage, item: LimitItem): LimitUsage {
  const pf = item.isRealty && item.isPf;
  return {
    totalWon: usage.totalWon + item.amountWon,
    realtyWon: usage.realtyWon + (item.isRealty ? item.amountWon : 0),
    pfWon: usage.pfWon + (pf ? item.amountWon : 0),
    byBorrowerWon: { ...usage.byBorrowerWon, [item.borrowerId]: (usage.byBorrowerWon[item.borrowerId] ?? 0) + item.amountWon },
    byProductWon: { ...usage.byProductWon, [item.productId]: (usage.byProductWon[item.productId] ?? 0) + item.amountWon },
  };
}

/** Remaining room of each limit (null = unlimited or not applicable), for the invest box and the dashboard. */
export function remainingRoom(policy: LimitPolicy, usage: LimitUsage, product?: { productId: string; borrowerId: string; targetWon: number }) {
  const left = (limit: number | null, used: number) => (limit === null ? null : Math.max(limit - used, 0));
  const realty = left(policy.realtyLimitWon, usage.realtyWon);
  const pf = left(policy.pfLimitWon, usage.pfWon);
  return {
    total: left(policy.totalLimitWon, usage.totalWon),
    realty,
    /** PF room is also real-estate room: the smaller of the two. */
    pf: pf === null || realty === null ? pf ?? realty : Math.min(pf, realty),
    borrower: product === undefined ? null : left(policy.borrowerLimitWon, usage.byBorrowerWon[product.borrowerId] ?? 0),
    institutional: product === undefined || policy.productShareBp === null ? null
      : left(institutionalCapWon(policy.productShareBp, product.targetWon), usage.byProductWon[product.productId] ?? 0),
  };
}
