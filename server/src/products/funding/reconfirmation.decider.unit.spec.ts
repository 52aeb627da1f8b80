// Proves a lowered target asks every live investment again (온투법 12조③): lowering only below the target and not below what was raised,
// funded at once when it meets the raised amount, execute waiting for every answer, cancel allowed while an answer is pending (reopening
// funding), and the deadline canceling the unanswered.
import { deciderSpec } from '../../shared/testing/given-when-then';
import { productDecider, ProductCommand } from '../product.decider';
import { InvestmentLine, ProductEvent, ProductTerms } from '../product.events';

const P = '11111111-1111-4111-8111-111111111111';
const A = '22222222-2222-4222-8222-222222222222';
const B = '33333333-3333-4333-8333-333333333333';
const opensAt = '2026-01-10T01:00:00.000Z';
const during = new Date('2026-01-11T00:00:00.000Z');
const by = new Date('2026-01-12T00:00:00.000Z');
const after = new Date('2026-01-12T00:00:01.000Z');
const terms: ProductTerms = {
  title: '신용 1호', type: 'credit', borrowerId: 'B-1', borrowerName: '김차입', grade: 'A2', rateBp: 1200, termMonths: 12,
  repaymentMethod: 'equal_installment', targetAmountWon: 1_000_000, minAmountWon: 10_000, maxPerUserWon: 0,
  opensAt, closesAt: '2026-01-20T01:00:00.000Z', investorOnly: false, description: '', collateral: null,
};
const spec = deciderSpec(productDecider);
const registered: ProductEvent = { type: 'ProductRegistered', data: { productId: P, registeredAt: opensAt, ...terms } };
const opened: ProductEvent = { type: 'ProductOpened', data: { productId: P, openedAt: opensAt, by: 'operator' } };
const placed = (investmentId: string, userId: string, amountWon: number): ProductEvent => ({
  type: 'ProductInvestmentPlaced', data: { investmentId, productId: P, userId, amountWon, placedAt: during.toISOString(), borrowerId: 'B-1', isRealty: false },
});
const lines: InvestmentLine[] = [{ investmentId: 'a', userId: A, amountWon: 400_000 }, { investmentId: 'b', userId: B, amountWon: 300_000 }];
const raising = [registered, opened, placed('a', A, 400_000), placed('b', B, 300_000)];
const lower = (targetAmountWon: number, investments = lines): ProductCommand => ({ type: 'LowerTarget', productId: P, targetAmountWon, reconfirmBy: by, investments, now: during });
const lowered = spec.given(raising).when(lower(700_000)).events();
const keep = (investmentId: string, userId: string, now = during): ProductCommand => ({ type: 'ReconfirmInvestment', productId: P, investmentId, userId, now });
const execute: ProductCommand = { type: 'ExecuteProduct', productId: P, investments: lines, now: during };

describe('lowering a target', () => {
  it('records every live investment to confirm again, and funds the product when the target meets what was raised', () => {
    expect(lowered).toEqual([
      { type: 'ProductTargetLowered', data: { productId: P, fromWon: 1_000_000, toWon: 700_000, loweredAt: during.toISOString(), reconfirmBy: by.toISOString(), investments: lines } },
      { type: 'ProductFunded', data: { productId: P, raisedAmountWon: 700_000, fundedAt: during.toISOString() } },
    ]);
    expect(spec.given(raising).when(lower(800_000)).events().map((e) => e.type)).toEqual(['ProductTargetLowered']);
  });
  it('refuses a target not lower, below the raised amount, off the 10,000 won unit, or a product not raising', () => {
    spec.given(raising).when(lower(1_000_000)).thenFails('invalid_input');
    spec.given(raising).when(lower(690_000)).thenFails('invalid_input');
    spec.given(raising).when(lower(705_000)).thenFails('invalid_input');
    spec.given([registered]).when(lower(500_000, [])).thenFails('product_state_conflict');
  });
});

describe('answering a lowered target', () => {
  const funded = [...raising, ...lowered];
  it('waits for every investor before execute', () => {
    spec.given(funded).when(execute).thenFails('reconfirmation_pending');
    const keptA = spec.given(funded).when(keep('a', A)).events();
    spec.given([...funded, ...keptA]).when(execute).thenFails('reconfirmation_pending');
    const keptB = spec.given([...funded, ...keptA]).when(keep('b', B)).events();
    expect(spec.given([...funded, ...keptA, ...keptB]).when(execute).events().map((e) => e.type)).toEqual(['ProductExecuted']);
  });
  it('takes an answer once, within the window only', () => {
    const keptA = spec.given(funded).when(keep('a', A)).events();
    spec.given([...funded, ...keptA]).when(keep('a', A)).thenFails('no_reconfirmation');
    spec.given(funded).when(keep('b', B, after)).thenFails('no_reconfirmation');
    spec.given(raising).when(keep('a', A)).thenFails('no_reconfirmation');
  });
  it('lets a pending investor cancel although the product is funded, which reopens its funding', () => {
    const cancel: ProductCommand = { type: 'CancelInvestment', productId: P, investmentId: 'b', userId: B, amountWon: 300_000, now: during };
    const events = spec.given(funded).when(cancel).events();
    expect(events.map((e) => e.type)).toEqual(['ProductInvestmentCanceled', 'ProductFundingReopened']);
    expect(events[1].data).toMatchObject({ raisedAmountWon: 400_000 });
    spec.given([...funded, ...events]).when(execute).thenFails('product_state_conflict');
    const keptA = spec.given(funded).when(keep('a', A)).events();
    const cancelKept: ProductCommand = { type: 'CancelInvestment', productId: P, investmentId: 'a', userId: A, amountWon: 400_000, now: during };
    spec.given([...funded, ...keptA]).when(cancelKept).thenFails('investment_not_cancelable');
  });
  it('cancels the unanswered after the deadline, and nothing before it', () => {
    const keptA = spec.given(funded).when(keep('a', A)).events();
    const expire = (now: Date): ProductCommand => ({ type: 'ExpireReconfirmations', productId: P, investments: lines, now });
    expect(spec.given([...funded, ...keptA]).when(expire(by)).events()).toEqual([]);
    const events = spec.given([...funded, ...keptA]).when(expire(after)).events();
    expect(events.map((e) => e.type)).toEqual(['ProductInvestmentCanceled', 'ProductFundingReopened']);
    expect(events[0].data).toMatchObject({ investmentId: 'b', reason: 'not_reconfirmed' });
  });
});
