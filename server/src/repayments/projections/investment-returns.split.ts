// How one credit to an investor in a product is split over their holdings there (investment_returns,
// in SQL and in memory alike). A credit names the investor and the product, not the holding: an
// investor with several investments in one product has it split pro rata by the cumulative
// largest-remainder rule (cumulativeSplit). Once a loan's claims change hands (docs/api.md
// "Transfers"), one investor may hold their own investment and claims bought from others in the
// same loan; the credit then carries its parts by loan party (RepaymentCredited's and ClaimSold's
// `parts`), and each part goes to the holding of that party — the investor's own investments for
// their own party, a claim bought for the parties it bought — so each shows its own outstanding,
// received and interest to the won. Taxes and fees, withheld on the payment as one, follow each
// part's interest (a sale's, each part's principal).
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { largestRemainder } from '../../shared/loan-maths';
import { ClaimSold, isBadLoanCredit, isRepaymentCredited, PrincipalWrittenOff, principalFreedWon, RecoveryCredited, RepaymentCredited } from '../../wallet';

export type Column = 'received_principal' | 'received_interest' | 'tax_withheld' | 'fee_paid' | 'freed_principal';
export const RETURN_COLUMNS: readonly Column[] = ['received_principal', 'received_interest', 'tax_withheld', 'fee_paid', 'freed_principal'];

/** The events that credit an investor's returns in a product: repayments, a bad loan's recoveries and write-offs, a claim sold. */
export type ReturnCredit = RepaymentCredited | RecoveryCredited | PrincipalWrittenOff | ClaimSold;
export const isReturnCredit = (event: StoredEvent): event is StoredEvent<ReturnCredit> =>
  isRepaymentCredited(event) || isBadLoanCredit(event) || (event.type === 'ClaimSold' && event.streamId.startsWith('investor-'));

/** Splits `addWon` over the rows so that each row's cumulative `column` follows its principal. */
export function cumulativeSplit(list: { principal: number; current: number }[], addWon: number): number[] {
  const before = list.reduce((t, r) => t + r.current, 0);
  const after = largestRemainder(before + addWon, list.map((r) => r.principal));
  // A row already ahead of its quota keeps what it has: never take back a credited won.
  const raw = after.map((a, i) => a - list[i].current);
  if (raw.every((x) => x >= 0)) return raw;
  const share = largestRemainder(addWon, list.map((r) => r.principal));
  return share;
}

/** What one credit adds to an investor's returns in the product, per column. */
export function additionsOf(event: ReturnCredit): Record<Column, number> {
  if (event.type === 'PrincipalWrittenOff') return { received_principal: 0, received_interest: 0, tax_withheld: 0, fee_paid: 0, freed_principal: principalFreedWon(event) };
  if (event.type === 'ClaimSold') {
    const s = event.data;
    return { received_principal: 0, received_interest: s.accruedInterestWon, tax_withheld: s.incomeTaxWon + s.localTaxWon, fee_paid: s.feeWon, freed_principal: s.principalWon };
  }
  const d = event.data;
  if (event.type === 'RecoveryCredited') {
    return { received_principal: 0, received_interest: d.interestWon + event.data.lateInterestWon, tax_withheld: d.incomeTaxWon + d.localTaxWon, fee_paid: d.feeWon, freed_principal: principalFreedWon(event) };
  }
  return { received_principal: d.principalWon, received_interest: d.interestWon, tax_withheld: d.incomeTaxWon + d.localTaxWon, fee_paid: d.feeWon, freed_principal: 0 };
}

/** One of the investor's rows in the product, as the split reads it. */
export interface SplitRow {
  principal: number;
  outstanding: number;
  /** A claim bought (it has an acquisition price), else an investment of the investor's own. */
  bought: boolean;
  /** A claim bought's loan parties (null: an own investment, or a claim bought before they were recorded). */
  partyIds: readonly string[] | null;
  current: Record<Column, number>;
}

/** One loan party's part of a credit: the columns it fixes, and its weight for the columns split. */
interface Part {
  partyId: string;
  fixed: Partial<Record<Column, number>>;
  weight: number;
}

function partsOf(event: ReturnCredit): Part[] | null {
  if (event.type === 'RepaymentCredited' && event.data.parts) {
    return event.data.parts.map((p) => ({ partyId: p.partyId, fixed: { received_principal: p.principalWon, received_interest: p.interestWon, freed_principal: 0 }, weight: p.interestWon + p.lateInterestWon }));
  }
  if (event.type === 'ClaimSold' && event.data.parts) {
    return event.data.parts.map((p) => ({ partyId: p.partyId, fixed: { received_principal: 0, freed_principal: p.principalWon }, weight: p.principalWon }));
  }
  return null;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const zeros = (): Record<Column, number> => ({ received_principal: 0, received_interest: 0, tax_withheld: 0, fee_paid: 0, freed_principal: 0 });

/** `total` pro rata to `weights` (all to the first when they are all zero). */
function shareOut(total: number, weights: number[]): number[] {
  if (total === 0) return weights.map(() => 0);
  return largestRemainder(total, weights.some((w) => w > 0) ? weights : weights.map((_, i) => (i === 0 ? 1 : 0)));
}

/**
 * The holding (its rows' indices) a party's part goes to: the investor's own investments for their
 * own party, the claim bought that holds it otherwise; of several (a claim sold, then bought back),
 * the one with principal still out. Null when it cannot be told: the credit is then split over all.
 */
function holdingOf(list: readonly SplitRow[], userId: string, partyId: string): number[] | null {
  const own = list.flatMap((r, i) => (!r.bought && same(partyId, userId) ? [i] : []));
  const holdings = [...(own.length > 0 ? [own] : []), ...list.flatMap((r, i) => (r.bought && r.partyIds?.some((p) => same(p, partyId)) ? [[i]] : []))];
  const live = holdings.length > 1 ? holdings.filter((h) => h.some((i) => list[i].outstanding > 0)) : holdings;
  return live.length === 1 ? live[0] : null;
}

/** Every column split over `rows` of the list by cumulativeSplit, added into `out`. */
function splitWithin(list: readonly SplitRow[], rows: number[], adds: Record<Column, number>, out: Record<Column, number>[]): void {
  for (const c of RETURN_COLUMNS) {
    const split = cumulativeSplit(rows.map((i) => ({ principal: list[i].principal, current: list[i].current[c] })), adds[c]);
    rows.forEach((i, k) => (out[i][c] += split[k]));
  }
}

/**
 * What a credit adds to an investor's one holding in the product when nothing needs splitting: no
 * parts, a principal to weigh by, nothing taken back. creditSplit would give that row every won
 * (cumulativeSplit over one row); null when the credit must go through it.
 */
export function wholeCredit(principalWon: number, event: ReturnCredit): Record<Column, number> | null {
  if (principalWon <= 0 || partsOf(event) !== null) return null;
  const adds = additionsOf(event);
  return adds.received_principal >= 0 && adds.received_interest >= 0 && adds.tax_withheld >= 0 && adds.fee_paid >= 0 && adds.freed_principal >= 0 ? adds : null;
}

/** What `event` adds to each of the investor's rows in the product (in the list's order), per column. */
export function creditSplit(list: readonly SplitRow[], userId: string, event: ReturnCredit): Record<Column, number>[] {
  const out = list.map(zeros);
  const adds = additionsOf(event);
  const parts = partsOf(event);
  const targets = parts?.map((p) => holdingOf(list, userId, p.partyId));
  if (!parts || !targets || targets.some((t) => t === null)) {
    splitWithin(list, list.map((_, i) => i), adds, out);
    return out;
  }
  // Parts of one holding (a claim bought of several parties) add up; each holding is one entry.
  const holdings = new Map<string, { rows: number[]; adds: Record<Column, number>; weight: number }>();
  parts.forEach((part, k) => {
    const rows = targets[k]!;
    const entry = holdings.get(rows.join(',')) ?? { rows, adds: zeros(), weight: 0 };
    for (const c of RETURN_COLUMNS) entry.adds[c] += part.fixed[c] ?? 0;
    entry.weight += part.weight;
    holdings.set(rows.join(','), entry);
  });
  const entries = [...holdings.values()];
  for (const c of RETURN_COLUMNS) {
    if (parts[0].fixed[c] !== undefined) continue;
    shareOut(adds[c], entries.map((e) => e.weight)).forEach((won, k) => (entries[k].adds[c] += won));
  }
  for (const e of entries) splitWithin(list, e.rows, e.adds, out);
  return out;
}
