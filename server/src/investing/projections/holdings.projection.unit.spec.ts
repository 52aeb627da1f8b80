// Proves the holdings rule: what each event changes in investor_holdings, the rows the fold makes of
// a life (an investor with their own investment and a claim bought in one product, an investor who
// only bought), and that a month-end run of credits is one summed UPDATE, as the hand-written
// batch was.
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { netChanges, sqlOf, statementsOf } from '../../shared/projections/rules/changes-sql';
import { HOLDINGS, holdingChanges, holdingsProjection, HoldingsEvent } from './holdings.projection';

const P = '11111111-1111-4111-8111-111111111111';
const OWN = 'aaaaaaaa-0000-4000-8000-000000000001';
const BUYER = 'bbbbbbbb-0000-4000-8000-000000000002';
const OTHER = 'cccccccc-0000-4000-8000-000000000003';

let position = 0;
function stored(streamId: string, type: HoldingsEvent['type'], data: Record<string, unknown>): StoredEvent<HoldingsEvent> {
  position += 1;
  const at = new Date(Date.UTC(2026, 0, 1) + position * 1000);
  return { globalPosition: position, streamId, streamVersion: position, type, data, metadata: {}, recordedAt: at, businessAt: at, txId: '1' } as unknown as StoredEvent<HoldingsEvent>;
}
const onProduct = (type: HoldingsEvent['type'], data: Record<string, unknown>) => stored(`product-${P}`, type, { productId: P, ...data });
const onInvestor = (userId: string, type: HoldingsEvent['type'], data: Record<string, unknown>) => stored(`investor-${userId}`, type, { productId: P, ...data });
const placed = (userId: string, amountWon: number) =>
  onProduct('ProductInvestmentPlaced', { investmentId: `i-${position}`, userId, amountWon, placedAt: '', borrowerId: 'B-1', isRealty: true, isPf: true });
const credited = (userId: string, principalWon: number, interestWon: number) =>
  onInvestor(userId, 'RepaymentCredited', { seq: 1, principalWon, interestWon, incomeTaxWon: 0, localTaxWon: 0, feeWon: 0 });
const bought = (userId: string, principalWon: number) =>
  onInvestor(userId, 'ClaimBought', { listingId: 'l', investmentId: 'i', principalWon, priceWon: principalWon, accruedInterestWon: 0, paidAt: '' });

/** The fold's rows of `events`, by user, without the key columns. */
function folded(events: StoredEvent<HoldingsEvent>[]): Record<string, unknown> {
  const fold = holdingsProjection.fold!;
  const state = fold.start();
  for (const event of events) fold.apply(state, event);
  return Object.fromEntries([...fold.rows(state).holdings].map(({ user_id, product_id, ...money }) => [`${String(user_id)}:${String(product_id)}`, money]));
}

describe('investor_holdings rule', () => {
  it('gives each event its row change on the investor\'s holding, money only', () => {
    const key = (userId: string) => ({ user_id: userId, product_id: P });
    const changes = [
      placed(OWN, 300_000),
      onProduct('ProductInvestmentCanceled', { investmentId: 'i', userId: OWN, amountWon: 100_000, reason: 'investor', canceledAt: '' }),
      onProduct('ProductExecuted', { executedAt: '', raisedAmountWon: 200_000, investments: [{ investmentId: 'i', userId: OWN, amountWon: 200_000 }] }),
      credited(OWN, 10_000, 2_000),
      onInvestor(OWN, 'RecoveryCredited', { recoveryId: 'r', kind: 'recovery', principalWon: 7_000, interestWon: 0, lateInterestWon: 0, writtenOffPrincipalWon: 3_000, incomeTaxWon: 0, localTaxWon: 0, feeWon: 0, paidAt: '' }),
      onInvestor(OWN, 'PrincipalWrittenOff', { principalWon: 5_000, on: '2026-01-01' }),
      onInvestor(OWN, 'ClaimSold', { listingId: 'l', principalWon: 6_000, priceWon: 6_000, feeWon: 0, accruedInterestWon: 0, incomeTaxWon: 0, localTaxWon: 0, paidAt: '' }),
      bought(BUYER, 6_000),
    ].map(holdingChanges);
    expect(changes.map((c) => c.map((x) => [x.kind, 'key' in x ? x.key : null, 'add' in x ? x.add : null]))).toEqual([
      [['upsert', key(OWN), { held_won: 300_000 }]],
      [['update', key(OWN), { held_won: -100_000 }]],
      [['update', key(OWN), { held_won: -200_000, executed_won: 200_000 }]],
      [['update', key(OWN), { repaid_principal_won: 10_000, received_interest_won: 2_000 }]],
      [['update', key(OWN), { repaid_principal_won: 4_000 }]],
      [['update', key(OWN), { repaid_principal_won: 5_000 }]],
      [['update', key(OWN), { repaid_principal_won: 6_000 }]],
      [['upsert', key(BUYER), { executed_won: 6_000 }]],
    ]);
    // The product's copy of a placement only: the investor stream's has its own name, and a product event elsewhere is not the product's.
    expect(holdingChanges(stored(`investor-${OWN}`, 'ProductInvestmentPlaced', { productId: P, userId: OWN, amountWon: 1 }))).toEqual([]);
  });

  it('folds a mixed holder (own investment and a claim bought) and a bought-only holder', () => {
    const rows = folded([
      placed(OWN, 200_000),
      placed(OTHER, 100_000),
      placed(OWN, 50_000),
      onProduct('ProductExecuted', { executedAt: '', raisedAmountWon: 350_000, investments: [
        { investmentId: 'a', userId: OWN, amountWon: 200_000 }, { investmentId: 'b', userId: OTHER, amountWon: 100_000 }, { investmentId: 'c', userId: OWN, amountWon: 50_000 },
      ] }),
      credited(OWN, 20_000, 3_000),
      credited(OTHER, 8_000, 1_000),
      onInvestor(OTHER, 'ClaimSold', { listingId: 'l1', principalWon: 40_000, priceWon: 40_000, feeWon: 0, accruedInterestWon: 0, incomeTaxWon: 0, localTaxWon: 0, paidAt: '' }),
      bought(OWN, 40_000),
      onInvestor(OTHER, 'ClaimSold', { listingId: 'l2', principalWon: 52_000, priceWon: 52_000, feeWon: 0, accruedInterestWon: 0, incomeTaxWon: 0, localTaxWon: 0, paidAt: '' }),
      bought(BUYER.toUpperCase(), 52_000),
      credited(BUYER, 2_000, 500),
      credited(OWN, 4_000, 600),
    ]);
    expect(rows).toEqual({
      [`${OWN}:${P}`]: { held_won: 0, executed_won: 290_000, repaid_principal_won: 24_000, received_interest_won: 3_600 },
      [`${OTHER}:${P}`]: { held_won: 0, executed_won: 100_000, repaid_principal_won: 100_000, received_interest_won: 1_000 },
      // Created by the claim bought, with no other holder's row read; a credit later finds it whatever the case of its id.
      [`${BUYER.toUpperCase()}:${P}`]: { held_won: 0, executed_won: 52_000, repaid_principal_won: 2_000, received_interest_won: 500 },
    });
  });

  it('writes a month-end run of credits (and a recovery among them) as one UPDATE, summed per holding', () => {
    const users = Array.from({ length: 100 }, (_, i) => `dddddddd-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const run = [...users.flatMap((u) => [credited(u, 1_000, 100), credited(u, 1_000, 90)]),
      onInvestor(users[0], 'RecoveryCredited', { recoveryId: 'r', kind: 'sale', principalWon: 500, interestWon: 0, lateInterestWon: 0, writtenOffPrincipalWon: 0, incomeTaxWon: 0, localTaxWon: 0, feeWon: 0, paidAt: '' })];
    const rounds = netChanges({ holdings: HOLDINGS }, run.flatMap(holdingChanges));
    expect(rounds).toHaveLength(1);
    const statements = statementsOf(rounds[0]);
    expect(statements).toHaveLength(1);
    const { text, params } = sqlOf(HOLDINGS, 'investor_holdings', statements[0]);
    expect(text).toBe('UPDATE "investor_holdings" t SET "repaid_principal_won" = t."repaid_principal_won" + x."repaid_principal_won", '
      + '"received_interest_won" = t."received_interest_won" + x."received_interest_won" '
      + 'FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::bigint[]) AS x("user_id", "product_id", "repaid_principal_won", "received_interest_won") '
      + 'WHERE t."user_id" = x."user_id" AND t."product_id" = x."product_id"');
    expect(params[0]).toEqual(users);
    expect(params[2]).toEqual(users.map((_, i) => (i === 0 ? 2_500 : 2_000)));
    expect(params[3]).toEqual(users.map(() => 190));
  });
});
