// The product's side of a lowered target (온투법 12조②③: no loan before its target is fully
// raised; if the amount changes, every investor confirms again). Lowering lists the investments
// live at that moment; each investor keeps theirs (ProductInvestmentReconfirmed) or cancels it,
// and whoever has not answered by `reconfirmBy` is canceled for them, the money returned. A cancel
// that takes a funded product below its target reopens its funding. Pure, like the decider.
import { DomainError, assert } from '../../shared/errors/domain-error';
import type { ProductState } from '../product.decider';
import { CancelReason, InvestmentLine, ProductEvent } from '../product.events';

export type ReconfirmationCommand =
  | { type: 'LowerTarget'; productId: string; targetAmountWon: number; reconfirmBy: Date; investments: InvestmentLine[]; now: Date }
  | { type: 'ReconfirmInvestment'; productId: string; investmentId: string; userId: string; now: Date }
  | { type: 'ExpireReconfirmations'; productId: string; investments: InvestmentLine[]; now: Date };

const UNIT_WON = 10_000;

export const pendingOf = (state: ProductState): readonly string[] => state.pendingReconfirmations ?? [];

export function lowerTarget(cmd: Extract<ReconfirmationCommand, { type: 'LowerTarget' }>, state: ProductState): ProductEvent[] {
  if (!state.exists) throw new DomainError('no_such_product');
  if (state.status !== 'funding') throw new DomainError('product_state_conflict');
  const to = cmd.targetAmountWon;
  if (to % UNIT_WON !== 0 || to < UNIT_WON) throw new DomainError('invalid_input', { fields: { target_amount: 'invalid_amount' } });
  if (to >= state.targetAmountWon) throw new DomainError('invalid_input', { fields: { target_amount: 'not_lower' } });
  if (to < state.raisedWon || (state.maxPerUserWon > 0 && state.maxPerUserWon > to)) throw new DomainError('invalid_input', { fields: { target_amount: 'too_small' } });
  if (cmd.reconfirmBy.getTime() <= cmd.now.getTime()) throw new DomainError('invalid_input', { fields: { reconfirm_hours: 'too_small' } });
  const total = cmd.investments.reduce((sum, i) => sum + i.amountWon, 0);
  assert(total === state.raisedWon, `lower target of ${cmd.productId}: investments sum ${total}, raised ${state.raisedWon}`);
  const at = cmd.now.toISOString();
  const events: ProductEvent[] = [{
    type: 'ProductTargetLowered',
    data: { productId: cmd.productId, fromWon: state.targetAmountWon, toWon: to, loweredAt: at, reconfirmBy: cmd.reconfirmBy.toISOString(), investments: cmd.investments },
  }];
  if (state.raisedWon === to) events.push({ type: 'ProductFunded', data: { productId: cmd.productId, raisedAmountWon: to, fundedAt: at } });
  return events;
}

export function reconfirm(cmd: Extract<ReconfirmationCommand, { type: 'ReconfirmInvestment' }>, state: ProductState): ProductEvent[] {
  if (!state.exists) throw new DomainError('no_such_product');
  const open = state.reconfirmBy !== undefined && cmd.now.getTime() <= Date.parse(state.reconfirmBy);
  if (!pendingOf(state).includes(cmd.investmentId) || !open) throw new DomainError('no_reconfirmation');
  return [{ type: 'ProductInvestmentReconfirmed', data: { investmentId: cmd.investmentId, productId: cmd.productId, userId: cmd.userId, reconfirmedAt: cmd.now.toISOString() } }];
}

/** Cancels, and reopens funding when a funded product falls below its target. */
export function cancelLines(productId: string, lines: readonly InvestmentLine[], reason: CancelReason, state: ProductState, now: Date): ProductEvent[] {
  const at = now.toISOString();
  const events: ProductEvent[] = lines.map((l) => ({
    type: 'ProductInvestmentCanceled', data: { investmentId: l.investmentId, productId, userId: l.userId, amountWon: l.amountWon, reason, canceledAt: at },
  }));
  const released = lines.reduce((sum, l) => sum + l.amountWon, 0);
  if (state.status === 'funded' && released > 0) events.push({ type: 'ProductFundingReopened', data: { productId, raisedAmountWon: state.raisedWon - released, at } });
  return events;
}

/** An investor may cancel while the product raises, or while their investment awaits reconfirmation. */
export function cancelInvestment(productId: string, line: InvestmentLine, state: ProductState, now: Date): ProductEvent[] {
  if (!state.exists) throw new DomainError('no_such_product');
  const awaiting = state.status === 'funded' && pendingOf(state).includes(line.investmentId);
  if (state.status !== 'funding' && !awaiting) throw new DomainError('investment_not_cancelable');
  return cancelLines(productId, [line], 'investor', state, now);
}

export function expireReconfirmations(cmd: Extract<ReconfirmationCommand, { type: 'ExpireReconfirmations' }>, state: ProductState): ProductEvent[] {
  if (!state.exists) throw new DomainError('no_such_product');
  if (state.reconfirmBy === undefined || cmd.now.getTime() <= Date.parse(state.reconfirmBy)) return [];
  const pending = new Set(pendingOf(state));
  const lines = cmd.investments.filter((l) => pending.has(l.investmentId));
  assert(lines.length === pending.size, `expire on ${cmd.productId}: ${pending.size} pending, ${lines.length} live`);
  return lines.length === 0 ? [] : cancelLines(cmd.productId, lines, 'not_reconfirmed', state, cmd.now);
}
