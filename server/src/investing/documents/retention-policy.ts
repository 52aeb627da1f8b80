// How long an investment's documents are kept after its loan ends (온투법 23조④: the contract
// records until five years after the debt is repaid; docs/compliance.md). A figure of the law, so
// a dated policy: a change is a new row with its own date, and a loan ending keeps the rule of
// the day it ended.

export interface RetentionChange {
  /** A Korea-time date: loans ending on or after it keep their documents `retainYears` years. */
  effectiveOn: string;
  retainYears: number;
}

/** Newest first. */
export const DOCUMENT_RETENTION_POLICY: readonly RetentionChange[] = [
  // 온투법 in force.
  { effectiveOn: '2020-08-27', retainYears: 5 },
];

/** The years in force on `on` (YYYY-MM-DD); before the first change, the first change's. */
export function retainYearsOn(on: string, newestFirst: readonly RetentionChange[] = DOCUMENT_RETENTION_POLICY): number {
  return (newestFirst.find((c) => c.effectiveOn <= on) ?? newestFirst[newestFirst.length - 1]).retainYears;
}
