// The set-based `applyBatch` of the hot projections (a launch rush commits ~200 investments in one
// transaction) must leave the tables exactly as `apply` event by event: both run here on real
// PostgreSQL into two sets of fresh tables shaped like the live ones, seeded alike, and are diffed.
import { randomUUID } from 'node:crypto';
import { StoredEvent } from '../../../server/src/shared/event-store/event-store.types';
import { Projection } from '../../../server/src/shared/event-store/inline-projections';
import { walletsProjection } from '../../../server/src/wallet/projections/wallets.projection';
import { walletTransactionsProjection } from '../../../server/src/wallet/projections/wallet-transactions.projection';
import { PRODUCTS_PROJECTION, productsProjection } from '../../../server/src/products/projections/products.projection';
import { HOLDINGS_PROJECTION, holdingsProjection } from '../../../server/src/investing/projections/holdings.projection';
import { useRolledBackDatabase } from '../../support/projection-tables';

const ORDER_BY: Record<string, string> = {
  wallets: 'user_id',
  wallet_transactions: 'global_position, line_no',
  products: 'id',
  investments: 'id',
  investor_holdings: 'user_id, product_id',
  product_investors: 'product_id, user_id',
};

/** Builds events as the store would hand them over: increasing positions and times, per-stream versions. */
class EventLog {
  private position = 1000;
  private readonly versions = new Map<string, number>();

  event(streamId: string, type: string, data: Record<string, unknown>): StoredEvent {
    this.position += 1;
    const streamVersion = (this.versions.get(streamId) ?? 0) + 1;
    this.versions.set(streamId, streamVersion);
    const recordedAt = new Date(Date.UTC(2025, 2, 3, 10) + this.position * 1000 + 123);
    // On a business clock moved 40 days ahead (a sandbox's), as its command recorded it.
    const businessAt = new Date(recordedAt.getTime() + 40 * 86_400_000);
    return {
      globalPosition: this.position,
      streamId,
      streamVersion,
      type,
      data,
      metadata: { command_id: randomUUID(), correlation_id: randomUUID(), actor_id: null, business_at: businessAt.toISOString() },
      recordedAt,
      businessAt,
      txId: '777',
    };
  }

  deposit(userId: string, amountWon: number): StoredEvent {
    return this.event(`investor-${userId}`, 'DepositCredited', { tid: randomUUID(), amountWon, depositorName: '홍길동', at: new Date().toISOString() });
  }

  register(productId: string, targetAmountWon: number): StoredEvent {
    return this.event(`product-${productId}`, 'ProductRegistered', {
      productId, registeredAt: '2025-03-01T00:00:00.000Z', title: `상품 ${productId.slice(0, 4)}`, type: 'apt', borrowerId: 'borrower-1',
      borrowerName: '(주)차주', grade: 'A', rateBp: 1200, termMonths: 12, repaymentMethod: 'equal_installment', targetAmountWon,
      minAmountWon: 10_000, maxPerUserWon: 0, opensAt: '2025-03-03T10:00:00.000Z', closesAt: '2025-03-10T10:00:00.000Z',
      investorOnly: false, description: '', collateral: null,
    });
  }

  open(productId: string): StoredEvent {
    return this.event(`product-${productId}`, 'ProductOpened', { productId, openedAt: '2025-03-03T10:00:00.000Z', by: 'scheduler' });
  }

  /** The two events one investment writes: the hold on the investor, the placement on the product. */
  place(userId: string, productId: string, amountWon: number, investmentId = randomUUID()): StoredEvent[] {
    return [
      this.event(`investor-${userId}`, 'InvestmentPlaced', { investmentId, productId, amountWon }),
      this.event(`product-${productId}`, 'ProductInvestmentPlaced', {
        investmentId, productId, userId, amountWon, placedAt: new Date(Date.UTC(2025, 2, 3, 10, 0, this.position % 60)).toISOString(),
        borrowerId: 'borrower-1', isRealty: false,
      }),
    ];
  }

  cancel(userId: string, productId: string, amountWon: number, investmentId: string): StoredEvent[] {
    return [
      this.event(`investor-${userId}`, 'InvestmentCanceled', { investmentId, productId, amountWon, reason: 'investor' }),
      this.event(`product-${productId}`, 'ProductInvestmentCanceled', {
        investmentId, productId, userId, amountWon, reason: 'investor', canceledAt: '2025-03-03T11:00:00.000Z',
      }),
    ];
  }

  repay(userId: string, productId: string): StoredEvent {
    return this.event(`investor-${userId}`, 'RepaymentCredited', {
      productId, seq: 1, principalWon: 30_000, interestWon: 1_200, incomeTaxWon: 160, localTaxWon: 10, feeWon: 50,
    });
  }

  funded(productId: string, raisedAmountWon: number): StoredEvent {
    return this.event(`product-${productId}`, 'ProductFunded', { productId, raisedAmountWon, fundedAt: '2025-03-03T12:00:00.000Z' });
  }
}

describe('batch projections (applyBatch equals apply event by event)', () => {
  const projections: Projection[] = [walletsProjection, walletTransactionsProjection, productsProjection, holdingsProjection];
  const db = useRolledBackDatabase();



  const mine = (projection: Projection, events: StoredEvent[]) => events.filter((e) => projection.handles.includes(e.type));

  /**
   * Seeds sets A and B with `prior` (event by event), then applies `batch` one by one to A and
   * with applyBatch to B; asserts every table is the same and returns applyBatch's statements.
   */
  async function compare(projection: Projection, prior: StoredEvent[], batch: StoredEvent[]): Promise<number> {
    const a = await db.freshTables(projection, 'a');
    const b = await db.freshTables(projection, 'b');
    for (const event of mine(projection, prior)) {
      await projection.apply(db.tx(), event, a);
      await projection.apply(db.tx(), event, b);
    }
    const events = mine(projection, batch);
    expect(events.length).toBeGreaterThan(1);
    for (const event of events) await projection.apply(db.tx(), event, a);
    const counted = db.counting();
    await projection.applyBatch!(counted.tx, events, b);
    for (const [logical, live] of Object.entries(projection.tables)) {
      const rowsA = await db.tx().query(`SELECT * FROM ${a[logical]} ORDER BY ${ORDER_BY[live]}`);
      const rowsB = await db.tx().query(`SELECT * FROM ${b[logical]} ORDER BY ${ORDER_BY[live]}`);
      expect(rowsA.length).toBeGreaterThan(0);
      expect(rowsB).toEqual(rowsA);
    }
    return counted.count();
  }

  /** A mixed batch around the launch rush of one product, with prior state for some investors. */
  function mixedScenario(): { prior: StoredEvent[]; batch: StoredEvent[]; users: string[]; p1: string } {
    const log = new EventLog();
    const users = Array.from({ length: 30 }, () => randomUUID());
    const [p1, p2] = [randomUUID(), randomUUID()];
    const canceledInvestment = randomUUID();
    const midBatchCanceled = randomUUID();
    const prior = [
      log.register(p1, 500_000_000),
      log.register(p2, 500_000_000),
      log.open(p2),
      ...users.slice(0, 20).map((u) => log.deposit(u, 10_000_000)),
      ...log.place(users[0], p1, 100_000), // users[0] already invested in p1: not a new investor
      ...log.place(users[1], p1, 200_000, canceledInvestment),
      ...log.cancel(users[1], p1, 200_000, canceledInvestment), // only a canceled one: counts again
      ...log.place(users[2], p2, 300_000), // an existing holdings row for users[2] in p2
      ...log.place(users[5], p1, 40_000, midBatchCanceled), // canceled in the middle of the batch
    ];
    const batch = [
      log.open(p1),
      // New investors depositing and investing in the same transaction.
      ...users.slice(20).map((u) => log.deposit(u, 1_000_000)),
      ...users.flatMap((u, i) => log.place(u, p1, 10_000 * (i + 1))),
      ...log.place(users[3], p1, 50_000), // the same investor twice in the run
      ...log.place(users[2], p2, 70_000), // another product in the same run
      ...log.place(users[21], p2, 20_000),
      ...log.cancel(users[5], p1, 40_000, midBatchCanceled), // breaks the run; users[5] keeps the batch's investment
      ...log.place(users[5], p1, 25_000),
      log.repay(users[2], p2),
      log.funded(p1, 123_456_789),
    ];
    return { prior, batch, users, p1 };
  }

  it.each(['wallets', 'wallet_transactions', PRODUCTS_PROJECTION, HOLDINGS_PROJECTION])('%s: a mixed batch gives the same rows', async (name) => {
    const projection = projections.find((p) => p.name === name)!;
    const { prior, batch } = mixedScenario();
    await compare(projection, prior, batch);
  });

  it('products: investor_count and raised_amount follow prior, canceled and repeated investments', async () => {
    const projection = productsProjection;
    const { prior, batch, p1: productId } = mixedScenario();
    await compare(projection, prior, batch);
    const [p1] = await db.tx().query(`SELECT investor_count, raised_amount, status FROM products_b WHERE id = $1`, [productId]);
    // users[0] and users[5] counted before the batch, users[1] (only a canceled investment) counts
    // again; users[3] twice and users[5]'s cancel of one of two investments change nothing: 30.
    expect(p1).toEqual({ investor_count: 30, raised_amount: String(100_000 + 40_000 + 4_650_000 + 50_000 - 40_000 + 25_000), status: 'funded' });
  });

  it('bounds the statements of a 200-investment batch', async () => {
    const limits: Record<string, number> = { wallets: 1, wallet_transactions: 2, [PRODUCTS_PROJECTION]: 3, [HOLDINGS_PROJECTION]: 1 };
    for (const projection of projections) {
      await db.tx().query('SAVEPOINT rush');
      const log = new EventLog();
      const product = randomUUID();
      const users = Array.from({ length: 199 }, () => randomUUID());
      const prior = [log.register(product, 10_000_000_000), ...users.map((u) => log.deposit(u, 5_000_000))];
      const batch = [
        log.open(product),
        ...users.flatMap((u) => log.place(u, product, 1_000_000)),
        ...log.place(users[7], product, 500_000),
        log.funded(product, 199_500_000),
      ];
      const statements = await compare(projection, prior, batch);
      expect(statements).toBeLessThanOrEqual(limits[projection.name]);
      await db.tx().query('ROLLBACK TO SAVEPOINT rush');
    }
  });

  it('wallets: an overdrawing batch fails the CHECK as event by event does', async () => {
    const ofWallets: Projection[] = [walletsProjection, walletTransactionsProjection];
    for (const projection of ofWallets) {
      const log = new EventLog();
      const user = randomUUID();
      const batch = [log.deposit(user, 10_000), ...log.place(user, randomUUID(), 20_000)];
      for (const mode of ['one by one', 'batch']) {
        await db.tx().query('SAVEPOINT overdraw');
        const tables = await db.freshTables(projection, 'o');
        const events = mine(projection, batch);
        const run = mode === 'batch'
          ? projection.applyBatch!(db.tx(), events, tables)
          : (async () => { for (const e of events) await projection.apply(db.tx(), e, tables); })();
        await expect(run).rejects.toThrow(/check constraint/);
        await db.tx().query('ROLLBACK TO SAVEPOINT overdraw');
      }
    }
  });
});
