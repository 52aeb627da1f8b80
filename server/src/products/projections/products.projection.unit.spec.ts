// The products read model's rule: what each event changes, and the rows its fold makes of a
// product's life — the investor count among them, which no single event knows.
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import type { FoldRow } from '../../shared/projections/fold/projection-fold';
import { ProductsEvent, productsChanges, productsProjection } from './products.projection';

const P = 'aaaaaaaa-0000-4000-8000-000000000001';
const U1 = 'bbbbbbbb-0000-4000-8000-000000000001';
const U2 = 'bbbbbbbb-0000-4000-8000-000000000002';
const I = ['cccccccc-0000-4000-8000-000000000001', 'cccccccc-0000-4000-8000-000000000002', 'cccccccc-0000-4000-8000-000000000003'];
const AT = '2026-03-03T10:00:00.000Z';

let position = 0;
const event = (type: ProductsEvent['type'], data: Record<string, unknown>, streamId = `product-${P}`): StoredEvent<ProductsEvent> =>
  ({ globalPosition: (position += 1), streamId, streamVersion: position, type, data, metadata: {}, recordedAt: new Date(AT), businessAt: new Date(AT), txId: '' }) as StoredEvent<ProductsEvent>;

const registered = event('ProductRegistered', {
  productId: P, registeredAt: AT, title: '상품', type: 'credit', borrowerId: 'b1', borrowerName: '(주)차주', grade: 'A', rateBp: 1200, termMonths: 12,
  repaymentMethod: 'bullet', targetAmountWon: 1_000_000, minAmountWon: 10_000, maxPerUserWon: 0, opensAt: AT, closesAt: AT, investorOnly: false,
  description: '', collateral: null,
});
const placed = (investmentId: string, userId: string, amountWon: number) =>
  event('ProductInvestmentPlaced', { investmentId, productId: P, userId, amountWon, placedAt: AT, borrowerId: 'b1', isRealty: false });
const canceled = (investmentId: string, userId: string, amountWon: number) =>
  event('ProductInvestmentCanceled', { investmentId, productId: P, userId, amountWon, reason: 'investor', canceledAt: AT });

function fold(events: StoredEvent<ProductsEvent>[]): Record<string, FoldRow[]> {
  const state = productsProjection.fold!.start();
  for (const e of events) productsProjection.fold!.apply(state, e);
  return Object.fromEntries(Object.entries(productsProjection.fold!.rows(state)).map(([table, rows]) => [table, [...rows]]));
}

describe('products rule', () => {
  it('places an investment: its row, the raised amount, and one more live investment of its investor', () => {
    expect(productsChanges(placed(I[0], U1, 30_000))).toEqual([
      { kind: 'insert', table: 'investments', row: expect.objectContaining({ id: I[0], product_id: P, user_id: U1, amount: 30_000, status: 'placed', disclosure_version: null }) },
      expect.objectContaining({ kind: 'update', table: 'products', key: { id: P }, set: {}, add: { raised_amount: 30_000 } }),
      expect.objectContaining({ kind: 'upsert', table: 'investors', key: { product_id: P, user_id: U1 }, add: { live_investments: 1 } }),
    ]);
    expect(productsChanges(canceled(I[0], U1, 30_000)).map((c) => [c.kind, c.table])).toEqual([['update', 'investments'], ['update', 'products'], ['update', 'investors']]);
  });

  it('sets only the fields an update carries', () => {
    const [change] = productsChanges(event('ProductUpdated', { productId: P, updatedAt: AT, changes: { title: '새 이름', type: 'apt', grade: undefined, description: null, collateral: null } }));
    expect(change).toMatchObject({ kind: 'update', set: { title: '새 이름', type: 'apt', is_realty: true, collateral: null } });
    expect(Object.keys((change as { set: object }).set).sort()).toEqual(['collateral', 'is_realty', 'title', 'type']);
  });

  it('executes the listed investments still placed, and skips a loan\'s installment without principal', () => {
    const changes = productsChanges(event('ProductExecuted', { productId: P, executedAt: AT, raisedAmountWon: 50_000, investments: [{ investmentId: I[1], userId: U2, amountWon: 50_000 }] }));
    expect(changes[1]).toMatchObject({ kind: 'update', table: 'investments', key: { id: I[1] }, set: { status: 'executed' }, when: { status: 'placed' } });
    expect(productsChanges(event('InstallmentDistributed', { productId: P, seq: 1, principalWon: 0, interestWon: 10, investorCount: 1, distributedAt: AT }, `loan-${P}`))).toEqual([]);
    expect(productsChanges(event('ProductOpened', { productId: P, openedAt: AT, by: 'operator' }, `investor-${U1}`))).toEqual([]);
  });

  it('counts distinct investors with an investment not canceled, however many each placed', () => {
    const steps = [registered, placed(I[0], U1, 30_000), placed(I[1], U1, 20_000), placed(I[2], U2, 10_000), canceled(I[0], U1, 30_000), canceled(I[2], U2, 10_000)];
    const counts = steps.map((_, n) => fold(steps.slice(0, n + 1)).products[0].investor_count);
    expect(counts).toEqual([0, 1, 1, 2, 2, 1]);
    const rows = fold([...steps, canceled(I[1], U1, 20_000), placed(I[2].replace('c', 'd'), U2, 10_000)]);
    expect(rows.products[0]).toMatchObject({ raised_amount: 10_000, investor_count: 1, status: 'scheduled', is_pf: false, repaid_principal: 0 });
    expect(rows.investors.map((r) => [r.user_id, r.live_investments])).toEqual([[U1, 0], [U2, 1]]);
  });
});
