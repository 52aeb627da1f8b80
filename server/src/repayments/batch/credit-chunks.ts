// How one installment's payouts are cut into credit commands. Investors are spread over a few
// lanes by their id, so chunks of different lanes never share an investor: the worker writes the
// lanes in parallel transactions (one per core) that never wait on each other's investor locks,
// while the chunks of one lane, from every installment job running, ride along together. Within
// a lane, payouts keep the loan's investor order (fixed at execution), so a rerun cuts the same
// chunks and derives the same command ids.
import type { InvestorCredit } from '../commands/credit-installment.command';
import { holderParts, holderPayouts, NO_TRANSFERS } from '../../shared/loan-maths';
import type { ClaimHolders, HolderPart, Installment, Party, Payout, PayoutPolicy } from '../../shared/loan-maths';

/** Parallel credit transactions: the machines here have two cores. */
export const CREDIT_LANES = 2;

export interface CreditChunk {
  lane: number;
  /** The chunk's place within its lane. */
  index: number;
  credits: InvestorCredit[];
}

/** The lane of an investor: the last two hex digits of the id (uuids end in random digits). */
export function laneOf(userId: string, lanes: number = CREDIT_LANES): number {
  const tail = Number.parseInt(userId.slice(-2), 16);
  return Number.isNaN(tail) ? 0 : tail % lanes;
}

/** A payout, with its parts by loan party once the loan's claims have changed hands (holder-parts.ts). */
export type PartedPayout = Payout & { parts?: HolderPart[] };

/**
 * Installment `seq`'s payouts to whoever holds each share now (transfers/claim-transfer.decide.ts),
 * nothing-to-pay rows left out; once any claim of the loan has changed hands, each with its parts
 * by loan party, so a holder of several keeps each holding's figures apart (investment_returns).
 */
export function partedPayouts(
  loan: { installments: readonly Installment[]; investors: readonly Party[]; holders?: ClaimHolders }, seq: number, policy: PayoutPolicy,
): PartedPayout[] {
  const holders = loan.holders ?? NO_TRANSFERS;
  const payouts = holderPayouts(loan.installments, loan.investors, holders, policy).filter((p) => p.seq === seq && p.principalWon + p.interestWon + p.lateInterestWon > 0);
  if (Object.keys(holders).length === 0) return payouts;
  const parts = holderParts(loan.installments, loan.investors, holders, seq);
  return payouts.map((p) => ({ ...p, parts: parts.get(p.userId) ?? [] }));
}

export function creditChunks(payouts: readonly PartedPayout[], chunkSize: number, lanes: number = CREDIT_LANES): CreditChunk[] {
  const byLane: InvestorCredit[][] = Array.from({ length: lanes }, () => []);
  for (const p of payouts) {
    byLane[laneOf(p.userId, lanes)].push({
      userId: p.userId, principalWon: p.principalWon, interestWon: p.interestWon, ...(p.lateInterestWon > 0 ? { lateInterestWon: p.lateInterestWon } : {}), incomeTaxWon: p.incomeTaxWon, localTaxWon: p.localTaxWon, feeWon: p.feeWon,
      ...(p.parts ? { parts: p.parts } : {}),
    });
  }
  return byLane.flatMap((credits, lane) => {
    const chunks: CreditChunk[] = [];
    for (let start = 0; start < credits.length; start += chunkSize) chunks.push({ lane, index: chunks.length, credits: credits.slice(start, start + chunkSize) });
    return chunks;
  });
}
