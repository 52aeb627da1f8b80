// Events of the `auto-invest-{userId}` stream: an investor's standing contract (기본계약, 온투법
// 23조②1, 시행령 21조) — each version as the investor confirmed it, the stop, and every product the
// contract placed or skipped. Names are past tense and never renamed; a change of shape is a new type.
import type { ProductType, RepaymentMethod } from '../products';

export const AUTO_INVEST_STREAM_PREFIX = 'auto-invest-';
export const autoInvestStreamId = (userId: string): string => `${AUTO_INVEST_STREAM_PREFIX}${userId}`;

/** Which products the contract invests in; an empty list or null is no restriction. */
export interface AutoInvestCriteria {
  types: ProductType[];
  /** Grade families A to E: "B" stands for B1, B2+, … as the product list's grade filter does. */
  grades: string[];
  minRateBp: number | null;
  maxTermMonths: number | null;
  repaymentMethods: RepaymentMethod[];
  /** false: real-estate project-financing products are left out. */
  includePf: boolean;
}

/** What the investor sets and confirms (docs/api.md "Auto-invest"): period, amounts, criteria. */
export interface AutoInvestTerms {
  amountPerProductWon: number;
  totalLimitWon: number;
  /** null: no cap of the contract's own (the investor limits still apply). */
  maxPerBorrowerWon: number | null;
  endsOn: string;
  criteria: AutoInvestCriteria;
}

export type AutoInvestEvent =
  | {
      type: 'AutoInvestContractSet';
      data: { contractId: string; userId: string; version: number; startsOn: string; acknowledgedAt: string; text: string } & AutoInvestTerms;
    }
  | { type: 'AutoInvestStopped'; data: { contractId: string; version: number; stoppedAt: string } }
  | { type: 'AutoInvestPlaced'; data: { contractId: string; version: number; productId: string; investmentId: string; borrowerId: string; amountWon: number; placedAt: string } }
  | { type: 'AutoInvestSkipped'; data: { contractId: string; version: number; productId: string; amountWon: number; failCode: string; skippedAt: string } };

export type AutoInvestEventType = AutoInvestEvent['type'];
export const AUTO_INVEST_EVENT_TYPES: readonly AutoInvestEventType[] = ['AutoInvestContractSet', 'AutoInvestStopped', 'AutoInvestPlaced', 'AutoInvestSkipped'];
