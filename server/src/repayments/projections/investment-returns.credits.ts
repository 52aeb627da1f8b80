// What `investment_returns` adds per credit, and how a credit is split over an investor's
// investments in the product: the rule both its SQL form (investment-returns.projection.ts) and
// its fold (investment-returns.fold.ts) follow, in a module of its own so neither imports the other.
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { largestRemainder } from '../../shared/loan-maths';
import {
  ClaimSold, isBadLoanCredit, isRepaymentCredited, PrincipalWrittenOff, principalFreedWon, RecoveryCredited, RepaymentCredited,
} from '../../wallet';

export type Column = 'received_principal' | 'received_interest' | 'tax_withheld' | 'fee_paid' | 'freed_principal';
export const RETURN_COLUMNS: readonly Column[] = ['received_principal', 'received_interest', 'tax_withheld', 'fee_paid', 'freed_principal'];

/** The events that credit an investor's returns in a product: repayments, and a bad loan's recoveries and write-offs. */
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
