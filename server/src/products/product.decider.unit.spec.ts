// Proves the product decider's lifecycle and investment rules, each at its boundary.
import { deciderSpec } from '../shared/testing/given-when-then';
import { productDecider, ProductCommand } from './product.decider';
import { ProductEvent, ProductTerms } from './product.events';

const P = '11111111-1111-4111-8111-111111111111';
const U = '22222222-2222-4222-8222-222222222222';
const opensAt = '2026-01-10T01:00:00.000Z';
const closesAt = '2026-01-20T01:00:00.000Z';
const during = new Date('2026-01-11T00:00:00.000Z');
const terms: ProductTerms = {
  title: '서울 강남구 아파트 담보 1호', type: 'apt', borrowerId: 'B-1', borrowerName: '김차입', grade: 'A2', rateBp: 1200,
  termMonths: 12, repaymentMethod: 'equal_installment', targetAmountWon: 1_000_000, minAmountWon: 10_000, maxPerUserWon: 500_000,
  opensAt, closesAt, investorOnly: false, description: '', collateral: null,
};
const spec = deciderSpec(productDecider);
const registered: ProductEvent = { type: 'ProductRegistered', data: { productId: P, registeredAt: opensAt, ...terms } };
const opened: ProductEvent = { type: 'ProductOpened', data: { productId: P, openedAt: opensAt, by: 'operator' } };
const placed = (amountWon: number, investmentId = `inv-${amountWon}`): ProductEvent => ({
  type: 'ProductInvestmentPlaced', data: { investmentId, productId: P, userId: U, amountWon, placedAt: during.toISOString(), borrowerId: 'B-1', isRealty: true },
});
const invest = (amountWon: number, userInvestedInProductWon = 0, now = during): ProductCommand => ({
  type: 'PlaceInvestment', productId: P, investmentId: 'new', userId: U, amountWon, userInvestedInProductWon, now,
});

describe('product decider: registering and lifecycle', () => {
  it('registers a product as scheduled', () => {
    spec.given([]).when({ type: 'RegisterProduct', productId: P, terms, now: new Date(opensAt) }).then([registered]);
  });
  it('refuses to register twice', () => {
    spec.given([registered]).when({ type: 'RegisterProduct', productId: P, terms, now: during }).thenFails('product_state_conflict');
  });
  it('opens a scheduled product, once', () => {
    spec.given([registered]).when({ type: 'OpenProduct', productId: P, by: 'operator', now: new Date(opensAt) }).then([opened]);
    spec.given([registered, opened]).when({ type: 'OpenProduct', productId: P, by: 'scheduler', now: during }).thenFails('product_state_conflict');
  });
  it('suspends and resumes', () => {
    const suspended: ProductEvent = { type: 'ProductSuspended', data: { productId: P, suspendedAt: during.toISOString() } };
    spec.given([registered, opened]).when({ type: 'SuspendProduct', productId: P, now: during }).then([suspended]);
    spec.given([registered, opened, suspended]).when({ type: 'SuspendProduct', productId: P, now: during }).thenFails('product_state_conflict');
    spec.given([registered, opened, suspended]).when({ type: 'ResumeProduct', productId: P, now: during })
      .then([{ type: 'ProductResumed', data: { productId: P, resumedAt: during.toISOString() } }]);
  });
  it('freezes financial terms once funding started', () => {
    spec.given([registered, opened]).when({ type: 'UpdateProduct', productId: P, changes: { rateBp: 1500 }, now: during }).thenFails('product_state_conflict');
    spec.given([registered, opened]).when({ type: 'UpdateProduct', productId: P, changes: { title: '새 이름' }, now: during })
      .then([{ type: 'ProductUpdated', data: { productId: P, updatedAt: during.toISOString(), changes: { title: '새 이름' } } }]);
  });
  it('cancels with one release per investment, recording the operator as the reason', () => {
    const events = spec.given([registered, opened, placed(100_000, 'a'), placed(50_000, 'b')])
      .when({ type: 'CancelProduct', productId: P, reason: 'operator', now: during, investments: [{ investmentId: 'a', userId: U, amountWon: 100_000 }, { investmentId: 'b', userId: U, amountWon: 50_000 }] })
      .events();
    expect(events.map((e) => e.type)).toEqual(['ProductInvestmentCanceled', 'ProductInvestmentCanceled', 'ProductCanceled']);
    expect(events.map((e) => (e.data as { reason?: string }).reason)).toEqual(['product_canceled', 'product_canceled', 'operator']);
    expect(events[2].data).toMatchObject({ releasedWon: 150_000 });
  });
  it('executes a fully funded product only: never one still raising, however much it raised (온투법 12조②)', () => {
    const lines = [{ investmentId: 'a', userId: U, amountWon: 1_000_000 }];
    const funded: ProductEvent = { type: 'ProductFunded', data: { productId: P, raisedAmountWon: 1_000_000, fundedAt: during.toISOString() } };
    spec.given([registered, opened, placed(1_000_000, 'a'), funded]).when({ type: 'ExecuteProduct', productId: P, investments: lines, now: during })
      .then([{ type: 'ProductExecuted', data: { productId: P, executedAt: during.toISOString(), raisedAmountWon: 1_000_000, investments: lines } }]);
    spec.given([registered, opened, placed(990_000, 'a')])
      .when({ type: 'ExecuteProduct', productId: P, investments: [{ investmentId: 'a', userId: U, amountWon: 990_000 }], now: during }).thenFails('product_state_conflict');
    spec.given([registered, opened]).when({ type: 'ExecuteProduct', productId: P, investments: [], now: during }).thenFails('product_state_conflict');
    spec.given([registered]).when({ type: 'ExecuteProduct', productId: P, investments: [], now: during }).thenFails('product_state_conflict');
  });
  it('answers no_such_product for a stream that does not exist', () => {
    spec.given([]).when({ type: 'OpenProduct', productId: P, by: 'operator', now: during }).thenFails('no_such_product');
    spec.given([]).when(invest(10_000)).thenFails('no_such_product');
  });
});

describe('product decider: placing an investment', () => {
  it('refuses a product not open yet, and opens it itself at opens_at', () => {
    spec.given([registered]).when(invest(10_000, 0, new Date(Date.parse(opensAt) - 1))).thenFails('product_is_not_prepared');
    const events = spec.given([registered]).when(invest(10_000, 0, new Date(opensAt))).events();
    expect(events.map((e) => e.type)).toEqual(['ProductOpened', 'ProductInvestmentPlaced']);
  });
  it('refuses a suspended product after the not-prepared check', () => {
    const suspended: ProductEvent = { type: 'ProductSuspended', data: { productId: P, suspendedAt: during.toISOString() } };
    spec.given([registered, opened, suspended]).when(invest(10_000)).thenFails('product_suspended');
  });
  it('refuses closed and canceled products as invalid_invest', () => {
    spec.given([registered, opened]).when(invest(10_000, 0, new Date(Date.parse(closesAt) + 1))).thenFails('invalid_invest');
    const canceled: ProductEvent = { type: 'ProductCanceled', data: { productId: P, canceledAt: during.toISOString(), releasedWon: 0 } };
    spec.given([registered, opened, canceled]).when(invest(10_000)).thenFails('invalid_invest');
  });
  it('checks the amount rules: 10,000 minimum, in 10,000 units', () => {
    spec.given([registered, opened]).when(invest(9_999)).thenFails('min_invest_amount');
    spec.given([registered, opened]).when(invest(0)).thenFails('min_invest_amount');
    spec.given([registered, opened]).when(invest(-10_000)).thenFails('min_invest_amount');
    spec.given([registered, opened]).when(invest(15_000)).thenFails('invalid_amount');
    expect(spec.given([registered, opened]).when(invest(10_000)).events()).toHaveLength(1);
  });
  it('lets exactly the room left through and funds the product in the same step', () => {
    const given = [registered, opened, placed(400_000, 'a'), placed(400_000, 'b')];
    spec.given(given).when(invest(210_000)).thenFails('exceed_amount_limit');
    const events = spec.given(given).when(invest(200_000)).events();
    expect(events.map((e) => e.type)).toEqual(['ProductInvestmentPlaced', 'ProductFunded']);
    expect(events[1].data).toMatchObject({ raisedAmountWon: 1_000_000 });
  });
  it('answers exceed_amount_limit, not invalid_invest, on a funded product', () => {
    const funded: ProductEvent = { type: 'ProductFunded', data: { productId: P, raisedAmountWon: 1_000_000, fundedAt: during.toISOString() } };
    spec.given([registered, opened, placed(500_000, 'a'), placed(500_000, 'b'), funded]).when(invest(10_000)).thenFails('exceed_amount_limit');
  });
  it("checks the product's per-user cap after the room left", () => {
    spec.given([registered, opened]).when(invest(210_000, 300_000)).thenFails('exceed_amount_per_user_limit');
    expect(spec.given([registered, opened]).when(invest(200_000, 300_000)).events()).toHaveLength(1);
  });
});

describe('product decider: project financing (is_pf)', () => {
  const pfRegistered: ProductEvent = { type: 'ProductRegistered', data: { productId: P, registeredAt: opensAt, ...terms, isPf: true } };
  it('takes is_pf on real estate only, at registration and on a change of type', () => {
    spec.given([]).when({ type: 'RegisterProduct', productId: P, terms: { ...terms, type: 'credit', isPf: true }, now: new Date(opensAt) }).thenFails('invalid_input');
    spec.given([pfRegistered]).when({ type: 'UpdateProduct', productId: P, changes: { type: 'corporate' }, now: new Date(opensAt) }).thenFails('invalid_input');
    spec.given([registered]).when({ type: 'UpdateProduct', productId: P, changes: { type: 'credit', isPf: true }, now: new Date(opensAt) }).thenFails('invalid_input');
  });
  it('freezes it once funding started', () => {
    spec.given([pfRegistered, opened]).when({ type: 'UpdateProduct', productId: P, changes: { isPf: false }, now: during }).thenFails('product_state_conflict');
  });
  it('marks each investment in a PF product, and none in another', () => {
    const [pfPlaced] = spec.given([pfRegistered, opened]).when(invest(10_000)).events();
    expect(pfPlaced.data).toMatchObject({ isRealty: true, isPf: true });
    const [plainPlaced] = spec.given([registered, opened]).when(invest(10_000)).events();
    expect(plainPlaced.data).not.toHaveProperty('isPf');
  });
});

describe('product decider: canceling an investment', () => {
  const cancel: ProductCommand = { type: 'CancelInvestment', productId: P, investmentId: 'a', userId: U, amountWon: 100_000, now: during };
  it('releases while funding', () => {
    expect(spec.given([registered, opened, placed(100_000, 'a')]).when(cancel).events()[0].data).toMatchObject({ reason: 'investor', amountWon: 100_000 });
  });
  it('refuses once funded or executed', () => {
    const funded: ProductEvent = { type: 'ProductFunded', data: { productId: P, raisedAmountWon: 1_000_000, fundedAt: during.toISOString() } };
    spec.given([registered, opened, placed(1_000_000, 'a'), funded]).when(cancel).thenFails('investment_not_cancelable');
  });
  it('frees room for others', () => {
    const canceled: ProductEvent = { type: 'ProductInvestmentCanceled', data: { investmentId: 'a', productId: P, userId: U, amountWon: 500_000, reason: 'investor', canceledAt: during.toISOString() } };
    expect(spec.given([registered, opened, placed(500_000, 'a'), placed(500_000, 'b'), canceled]).when(invest(500_000)).events().map((e) => e.type))
      .toEqual(['ProductInvestmentPlaced', 'ProductFunded']);
  });
});

describe('product decider: the funding deadline (docs/api.md "Products")', () => {
  const justAfter = new Date(Date.parse(closesAt) + 1);
  const lines = [{ investmentId: 'a', userId: U, amountWon: 500_000 }];
  const failFunding = (now: Date, investments = lines): ProductCommand => ({ type: 'CancelProduct', productId: P, reason: 'funding_failed', investments, now });
  const funded: ProductEvent = { type: 'ProductFunded', data: { productId: P, raisedAmountWon: 1_000_000, fundedAt: during.toISOString() } };

  it('cancels a product still raising once the business clock has passed closes_at, every hold released as funding_failed', () => {
    spec.given([registered, opened, placed(500_000, 'a')]).when(failFunding(justAfter)).then([
      { type: 'ProductInvestmentCanceled', data: { investmentId: 'a', productId: P, userId: U, amountWon: 500_000, reason: 'funding_failed', canceledAt: justAfter.toISOString() } },
      { type: 'ProductCanceled', data: { productId: P, canceledAt: justAfter.toISOString(), releasedWon: 500_000, reason: 'funding_failed' } },
    ]);
  });
  it('refuses before the deadline and at closes_at itself (the product still raises then)', () => {
    spec.given([registered, opened, placed(500_000, 'a')]).when(failFunding(during)).thenFails('product_state_conflict');
    spec.given([registered, opened, placed(500_000, 'a')]).when(failFunding(new Date(closesAt))).thenFails('product_state_conflict');
  });
  it('never cancels a funded product: its target was raised, it waits for execution', () => {
    spec.given([registered, opened, placed(1_000_000, 'a'), funded])
      .when(failFunding(justAfter, [{ investmentId: 'a', userId: U, amountWon: 1_000_000 }])).thenFails('product_state_conflict');
  });
  it('refuses a product already canceled or executed, and one that does not exist: nothing is released twice', () => {
    const canceled: ProductEvent = { type: 'ProductCanceled', data: { productId: P, canceledAt: justAfter.toISOString(), releasedWon: 0, reason: 'funding_failed' } };
    spec.given([registered, opened, canceled]).when(failFunding(justAfter, [])).thenFails('product_state_conflict');
    const executed: ProductEvent = { type: 'ProductExecuted', data: { productId: P, executedAt: during.toISOString(), raisedAmountWon: 1_000_000, investments: [] } };
    spec.given([registered, opened, placed(1_000_000, 'a'), funded, executed]).when(failFunding(justAfter, [])).thenFails('product_state_conflict');
    spec.given([]).when(failFunding(justAfter, [])).thenFails('no_such_product');
  });
  it('cancels a suspended product past its deadline too, and lifts the suspension', () => {
    const suspended: ProductEvent = { type: 'ProductSuspended', data: { productId: P, suspendedAt: during.toISOString() } };
    const events = spec.given([registered, opened, placed(500_000, 'a'), suspended]).when(failFunding(justAfter)).events();
    expect(events.map((e) => e.type)).toEqual(['ProductInvestmentCanceled', 'ProductCanceled']);
    const state = [registered, opened, placed(500_000, 'a'), suspended, ...events].reduce(productDecider.evolve, productDecider.initialState());
    expect(state).toMatchObject({ status: 'canceled', suspended: false, raisedWon: 0 });
  });
  it('cancels a scheduled product whose deadline passed before it ever opened (nothing held), and never opens it', () => {
    spec.given([registered]).when(failFunding(justAfter, [])).then([
      { type: 'ProductCanceled', data: { productId: P, canceledAt: justAfter.toISOString(), releasedWon: 0, reason: 'funding_failed' } },
    ]);
    spec.given([registered]).when({ type: 'OpenProduct', productId: P, by: 'scheduler', now: justAfter }).thenFails('product_state_conflict');
    spec.given([registered]).when({ type: 'OpenProduct', productId: P, by: 'operator', now: justAfter }).thenFails('product_state_conflict');
    expect(spec.given([registered]).when({ type: 'OpenProduct', productId: P, by: 'scheduler', now: new Date(closesAt) }).events()).toHaveLength(1);
  });
  it('refuses an investment past closes_at as invalid_invest, opened or not, even before the platform cancels it', () => {
    spec.given([registered, opened]).when(invest(10_000, 0, justAfter)).thenFails('invalid_invest');
    spec.given([registered]).when(invest(10_000, 0, justAfter)).thenFails('invalid_invest');
    expect(spec.given([registered, opened]).when(invest(10_000, 0, new Date(closesAt))).events()).toHaveLength(1);
  });
  it('lets an operator cancel a funded product still (reason operator)', () => {
    const events = spec.given([registered, opened, placed(1_000_000, 'a'), funded])
      .when({ type: 'CancelProduct', productId: P, reason: 'operator', investments: [{ investmentId: 'a', userId: U, amountWon: 1_000_000 }], now: justAfter }).events();
    expect(events[1]).toMatchObject({ type: 'ProductCanceled', data: { reason: 'operator', releasedWon: 1_000_000 } });
  });
});
