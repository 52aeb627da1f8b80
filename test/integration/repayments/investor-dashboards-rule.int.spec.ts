// Proves the dashboard's one reading rule on real PostgreSQL: a small life (placements, a
// cancellation, the copy of a placement on the investor's stream, execution, the loan's schedule,
// credits, a claim bought, an early repayment, the product overdue and completed) gives the
// figures worked out by hand — through the SQL form in one batch, one event at a time, and the
// fold alike; and that a month-end chunk of 500 credits and a launch rush of 500 placements are a
// handful of statements however many events they hold.
import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '../../../server/src/shared/event-store/event-store.types';
import type { TableMap } from '../../../server/src/shared/event-store/inline-projections';
import type { FoldRow } from '../../../server/src/shared/projections/fold/projection-fold';
import { DashboardEvent, investorDashboardsProjection as projection } from '../../../server/src/repayments/projections/investor-dashboards.projection';
import { useRolledBackDatabase } from '../../support/projection-tables';

const ORDER_BY: Record<string, string> = { dashboards: 'user_id', positions: 'user_id, product_id', products: 'product_id', loans: 'product_id' };

/** Events as the store hands them over: increasing positions, per-stream versions. */
class Log {
  private position = 0;
  private readonly versions = new Map<string, number>();
  readonly events: StoredEvent<DashboardEvent>[] = [];

  add(streamId: string, type: string, data: Record<string, unknown>): StoredEvent<DashboardEvent> {
    this.position += 1;
    const streamVersion = (this.versions.get(streamId) ?? 0) + 1;
    this.versions.set(streamId, streamVersion);
    const at = new Date(Date.UTC(2026, 0, 1) + this.position * 1000);
    const event = { globalPosition: this.position, streamId, streamVersion, type, data, metadata: {}, recordedAt: at, businessAt: at, txId: '1' } as unknown as StoredEvent<DashboardEvent>;
    this.events.push(event);
    return event;
  }

  product(productId: string, type: string, data: Record<string, unknown> = {}) {
    return this.add(`product-${productId}`, type, { productId, ...data });
  }

  place(userId: string, productId: string, amountWon: number) {
    const investmentId = randomUUID();
    // The investor stream's copy is not the product's: the rule skips it.
    this.add(`investor-${userId}`, 'ProductInvestmentPlaced', { investmentId, productId, userId, amountWon, isRealty: true });
    return this.product(productId, 'ProductInvestmentPlaced', { investmentId, userId, amountWon, placedAt: '', borrowerId: 'B-1', isRealty: true });
  }

  loan(productId: string, type: string, data: Record<string, unknown>) {
    return this.add(`loan-${productId}`, type, { productId, ...data });
  }

  credit(userId: string, productId: string, seq: number, principalWon: number, interestWon: number) {
    return this.add(`investor-${userId}`, 'RepaymentCredited', { productId, seq, principalWon, interestWon, incomeTaxWon: 0, localTaxWon: 0, feeWon: 0 });
  }
}

const [A, B, C, D] = ['aaaaaaaa-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-000000000002', 'cccccccc-0000-4000-8000-000000000003', 'dddddddd-0000-4000-8000-000000000004'];
const P = '11111111-1111-4111-8111-111111111111';

/** A and D lend 300,000 and 200,000 (B cancels), the loan is repaid, A's remaining claim sold to C, the rest repaid early. */
function life(upTo: 'early repayment' | 'end'): StoredEvent<DashboardEvent>[] {
  const log = new Log();
  log.product(P, 'ProductRegistered', { type: 'apt' });
  log.product(P, 'ProductOpened');
  log.place(A, P, 200_000);
  log.place(B, P, 100_000);
  log.place(A, P, 100_000);
  log.product(P, 'ProductInvestmentCanceled', { investmentId: 'x', userId: B, amountWon: 100_000, reason: 'investor', canceledAt: '' });
  log.place(D, P, 200_000);
  log.product(P, 'ProductFunded');
  log.product(P, 'ProductExecuted', { investments: [{ investmentId: 'a', userId: A, amountWon: 300_000 }, { investmentId: 'd', userId: D, amountWon: 200_000 }] });
  log.loan(P, 'LoanScheduled', {
    investors: [{ id: A, amountWon: 300_000 }, { id: D, amountWon: 200_000 }],
    investments: [{ investmentId: 'a', userId: A, amountWon: 300_000 }, { investmentId: 'd', userId: D, amountWon: 200_000 }],
    installments: [{ seq: 2, dueOn: '2026-03-01', principalWon: 250_000, interestWon: 3_000 }, { seq: 1, dueOn: '2026-02-01', principalWon: 250_000, interestWon: 5_000 }],
  });
  log.credit(A, P, 1, 150_000, 3_000);
  log.credit(D, P, 1, 100_000, 2_000);
  log.loan(P, 'ClaimTransferred', { fromUserId: A, toUserId: C, fromSeq: 2, outstandingPrincipalWon: 150_000, outstandingInterestWon: 1_800 });
  log.loan(P, 'LoanRepaidEarly', { seq: 3, paidOn: '2026-02-15', principalWon: 250_000, interestWon: 1_000, replacedSeqs: [2] });
  if (upTo === 'end') {
    log.product(P, 'ProductOverdue');
    log.credit(C, P, 3, 150_000, 600);
    log.credit(D, P, 3, 100_000, 400);
    log.product(P, 'ProductOverdueCleared');
    log.product(P, 'ProductCompleted');
  }
  return log.events.filter((e) => projection.handles.includes(e.type));
}

const ZERO = {
  invested_total: 0, outstanding_principal: 0, expected_interest: 0, limit_used_total: 0, limit_used_realty: 0, count_funding: 0, count_repaying: 0,
  count_completed: 0, count_overdue: 0, count_defaulted: 0, count_written_off: 0, invested_apt: 0, outstanding_apt: 0, invested_realty: 0,
  outstanding_realty: 0, invested_credit: 0, outstanding_credit: 0, invested_corporate: 0, outstanding_corporate: 0,
};

/** Worked out by hand: the split is pro rata (A 60 %, D 40 %), so each share is exact. */
const AFTER_EARLY_REPAYMENT = [
  // A lent 300,000: 150,000 repaid, 150,000 sold to C; interest 3,000 credited, 1,800 sold.
  { ...ZERO, user_id: A, invested_total: 300_000, count_repaying: 1, invested_apt: 300_000 },
  { ...ZERO, user_id: B },
  // C bought A's seq 2 (150,000 and 1,800), and the early repayment replaced it by A's 600 of the closing 1,000.
  { ...ZERO, user_id: C, outstanding_principal: 150_000, expected_interest: 600, limit_used_total: 150_000, limit_used_realty: 150_000, count_repaying: 1, outstanding_apt: 150_000 },
  // D: 100,000 repaid; 3,200 expected less 2,000 credited less 1,200 of seq 2, plus 400 of the closing installment.
  { ...ZERO, user_id: D, invested_total: 200_000, outstanding_principal: 100_000, expected_interest: 400, limit_used_total: 100_000, limit_used_realty: 100_000, count_repaying: 1, invested_apt: 200_000, outstanding_apt: 100_000 },
];
const AT_END = [
  { ...ZERO, user_id: A, invested_total: 300_000, count_completed: 1, invested_apt: 300_000 },
  { ...ZERO, user_id: B },
  { ...ZERO, user_id: C, count_completed: 1 },
  { ...ZERO, user_id: D, invested_total: 200_000, count_completed: 1, invested_apt: 200_000 },
];
const POSITIONS_AT_END = [
  { user_id: A, product_id: P, is_realty: true, invested: 300_000, placed: 0, scheduled: true, bought: false },
  { user_id: B, product_id: P, is_realty: true, invested: 0, placed: 0, scheduled: false, bought: false },
  { user_id: C, product_id: P, is_realty: true, invested: 0, placed: 0, scheduled: true, bought: true },
  { user_id: D, product_id: P, is_realty: true, invested: 200_000, placed: 0, scheduled: true, bought: false },
];
const LOAN_AT_END = {
  product_id: P,
  investors: [{ id: A, amountWon: 300_000 }, { id: D, amountWon: 200_000 }],
  installments: [{ seq: 1, dueOn: '2026-02-01', principalWon: 250_000, interestWon: 5_000 }, { seq: 3, dueOn: '2026-02-15', principalWon: 250_000, interestWon: 1_000 }],
  holders: { [A]: [{ fromSeq: 2, userId: C }] },
};

/** A row as compared: numbers as PostgreSQL's bigint text, so SQL rows and folded rows compare alike. */
const canon = (row: FoldRow) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));
const sorted = (rows: Iterable<FoldRow>, by: (r: FoldRow) => string) => [...rows].map(canon).sort((x, y) => by(x).localeCompare(by(y)));

describe('the investor dashboards rule', () => {
  const db = useRolledBackDatabase();


  const rowsOf = async (tables: TableMap, logical: string) => sorted(await db.tx().query(`SELECT * FROM ${tables[logical]} ORDER BY ${ORDER_BY[logical]}`), (r) => String(r.user_id ?? r.product_id) + String(r.product_id));

  function folded(events: StoredEvent<DashboardEvent>[]): Record<string, FoldRow[]> {
    const fold = projection.fold;
    const state = fold.start();
    for (const event of events) fold.apply(state, event);
    return Object.fromEntries(Object.entries(fold.rows(state)).map(([logical, rows]) => [logical, sorted(rows, (r) => String(r.user_id ?? r.product_id) + String(r.product_id))]));
  }


  it.each([['early repayment', AFTER_EARLY_REPAYMENT], ['end', AT_END]] as const)('gives the figures worked out by hand, up to the %s, in a batch, one by one and folded', async (upTo, expected) => {
    const events = life(upTo);
    const batch = await db.freshTables(projection, 'b');
    const oneByOne = await db.freshTables(projection, 'o');
    await projection.applyBatch!(db.tx(), events, batch);
    for (const event of events) await projection.apply(db.tx(), event, oneByOne);
    const fold = folded(events);
    const want = expected.map(canon);
    expect(await rowsOf(batch, 'dashboards')).toEqual(want);
    expect(await rowsOf(oneByOne, 'dashboards')).toEqual(want);
    expect(fold.dashboards).toEqual(want);
    for (const logical of ['positions', 'products', 'loans']) {
      expect(await rowsOf(batch, logical)).toEqual(fold[logical]);
      expect(await rowsOf(oneByOne, logical)).toEqual(fold[logical]);
    }
    if (upTo === 'end') {
      expect(fold.positions).toEqual(POSITIONS_AT_END.map(canon));
      expect(fold.products).toEqual([{ product_id: P, type: 'apt', status: 'completed' }]);
      expect(fold.loans).toEqual([canon(LOAN_AT_END)]);
    }
  });

  /** A product `investors` lend 100,000 each in, executed and scheduled (one installment), applied to fresh tables; and its events. */
  async function lentBy(investors: string[], tables: TableMap): Promise<Log> {
    const log = new Log();
    const productId = randomUUID();
    log.product(productId, 'ProductRegistered', { type: 'credit' });
    log.product(productId, 'ProductOpened');
    for (const userId of investors) log.place(userId, productId, 100_000);
    const lines = investors.map((userId) => ({ investmentId: randomUUID(), userId, amountWon: 100_000 }));
    log.product(productId, 'ProductExecuted', { investments: lines });
    log.loan(productId, 'LoanScheduled', {
      investors: investors.map((id) => ({ id, amountWon: 100_000 })), investments: lines,
      installments: [{ seq: 1, dueOn: '2026-02-01', principalWon: 100_000 * investors.length, interestWon: 1_000 * investors.length }],
    });
    await projection.applyBatch!(db.tx(), log.events.filter((e) => projection.handles.includes(e.type)), tables);
    return log;
  }

  it('writes a month-end chunk of 500 credits in a few statements, as one event at a time does', async () => {
    const investors = Array.from({ length: 500 }, () => randomUUID());
    const [batch, oneByOne] = [await db.freshTables(projection, 'b'), await db.freshTables(projection, 'o')];
    const productId = String((await lentBy(investors, batch)).events[0].data.productId);
    await db.tx().query(`INSERT INTO ${oneByOne.dashboards} SELECT * FROM ${batch.dashboards}`);
    for (const logical of ['positions', 'products', 'loans']) await db.tx().query(`INSERT INTO ${oneByOne[logical]} SELECT * FROM ${batch[logical]}`);
    const log = new Log();
    const credits = investors.map((userId) => log.credit(userId, productId, 1, 100_000, 1_000));
    const counted = db.counting();
    await projection.applyBatch!(counted.tx, credits, batch);
    // Reads of the positions and of the product, then one UPDATE of the investors' rows.
    expect(counted.count()).toBeLessThanOrEqual(3);
    for (const event of credits) await projection.apply(db.tx(), event, oneByOne);
    expect(await rowsOf(batch, 'dashboards')).toEqual(await rowsOf(oneByOne, 'dashboards'));
    const [sums] = await db.tx().query(`SELECT sum(outstanding_principal)::int AS outstanding, sum(expected_interest)::int AS expected, sum(limit_used_total)::int AS used, count(*)::int AS n FROM ${batch.dashboards}`);
    expect(sums).toEqual({ outstanding: 0, expected: 0, used: 0, n: 500 });
  });

  it('writes a launch rush of 500 placements in a few statements', async () => {
    const tables = await db.freshTables(projection, 'r');
    const log = new Log();
    const productId = randomUUID();
    await projection.applyBatch!(db.tx(), [log.product(productId, 'ProductRegistered', { type: 'apt' }), log.product(productId, 'ProductOpened')], tables);
    const rush = Array.from({ length: 500 }, () => log.place(randomUUID(), productId, 10_000));
    const counted = db.counting();
    await projection.applyBatch!(counted.tx, rush, tables);
    // Reads of the positions and of the product, the positions inserted, the investors' rows upserted.
    expect(counted.count()).toBeLessThanOrEqual(4);
    const [sums] = await db.tx().query(`SELECT sum(invested_apt)::int AS invested, sum(count_funding)::int AS funding, count(*)::int AS n FROM ${tables.dashboards}`);
    expect(sums).toEqual({ invested: 5_000_000, funding: 500, n: 500 });
  });
});
