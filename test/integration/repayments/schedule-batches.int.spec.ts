// repayment_schedules is one reading rule (repayments/projections/repayment-schedules.projection.ts):
// its SQL batches load the rows the batch's events read, run the rule event by event and write
// set-based. Here, on real tables: a month-end chunk of credits (no reads) costs two statements
// and leaves the rows as the events applied one by one do; a distribution in the same batch sees
// the credits before it; a transfer and an early repayment in one batch pay the closing
// installment to the buyer, as event by event and as the fold do.
import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '../../../server/src/shared/event-store/event-store.types';
import type { Projection, TableMap } from '../../../server/src/shared/event-store/inline-projections';
import { investorPayouts, loanSchedule, Party, Payout } from '../../../server/src/shared/loan-maths';
import { repaymentSchedulesProjection } from '../../../server/src/repayments/projections/repayment-schedules.projection';
import { useRolledBackDatabase } from '../../support/projection-tables';

/** Read as the registry holds it: given any stored event of the types it handles. */
const schedules: Projection = repaymentSchedulesProjection;
const POLICY = { incomeTaxBp: 1400, feeBp: 100 };
const ORDER_BY: Record<string, string> = {
  loans: 'product_id', installments: 'product_id, seq', payments: 'payment_id', investorRepayments: 'user_id, product_id, seq', taxTimeline: 'effective_on',
  scheduleVersions: 'user_id',
};

/** Events as the store hands them over: increasing positions, per-stream versions. */
class Log {
  private position = 5000;
  private readonly versions = new Map<string, number>();

  event(streamId: string, type: string, data: object): StoredEvent {
    this.position += 1;
    const streamVersion = (this.versions.get(streamId) ?? 0) + 1;
    this.versions.set(streamId, streamVersion);
    const recordedAt = new Date(Date.UTC(2025, 3, 1) + this.position * 1000);
    return { globalPosition: this.position, streamId, streamVersion, type, data, metadata: { command_id: randomUUID(), correlation_id: randomUUID(), actor_id: null }, recordedAt, businessAt: recordedAt, txId: '9' };
  }
}

/** A loan of `investors` (one lent 1 won: shares of nothing in most months) and its schedule as the decider records it. */
function scheduledLoan(log: Log, productId: string, investors: Party[]): { event: StoredEvent; payouts: Payout[] } {
  const principalWon = investors.reduce((t, p) => t + p.amountWon, 0);
  const installments = loanSchedule({ principalWon, rateBp: 1200, termMonths: 6, method: 'equal_installment' }, new Date('2025-03-10T01:00:00Z'));
  const event = log.event(`loan-${productId}`, 'LoanScheduled', {
    productId, executedAt: '2025-03-10T01:00:00.000Z', executedOn: '2025-03-10', principalWon, rateBp: 1200, termMonths: 6, method: 'equal_installment',
    investors, investments: investors.map((p) => ({ investmentId: randomUUID(), userId: p.id, amountWon: p.amountWon })), policy: POLICY, installments,
  });
  return { event, payouts: investorPayouts(installments, investors, POLICY) };
}

const credit = (log: Log, productId: string, p: Payout): StoredEvent => log.event(`investor-${p.userId}`, 'RepaymentCredited', {
  productId, seq: p.seq, principalWon: p.principalWon, interestWon: p.interestWon, incomeTaxWon: p.incomeTaxWon, localTaxWon: p.localTaxWon, feeWon: p.feeWon,
  paidAt: '2025-04-10T01:00:00.000Z',
});

describe('repayment_schedules batches (one reading rule)', () => {
  const db = useRolledBackDatabase();



  /** `prior` event by event into A and B, then `batch` event by event into A and as one batch into B: the batch's statements, and every table equal. */
  async function compare(prior: StoredEvent[], batch: StoredEvent[]): Promise<{ statements: number; b: TableMap }> {
    const [a, b] = [await db.freshTables(schedules, 'a'), await db.freshTables(schedules, 'b')];
    for (const event of prior) {
      await schedules.apply(db.tx(), event, a);
      await schedules.apply(db.tx(), event, b);
    }
    for (const event of batch) await schedules.apply(db.tx(), event, a);
    const counted = db.counting();
    await schedules.applyBatch!(counted.tx, batch, b);
    for (const logical of Object.keys(schedules.tables)) {
      expect({ logical, rows: await db.tx().query(`SELECT * FROM ${b[logical]} ORDER BY ${ORDER_BY[logical]}`) })
        .toEqual({ logical, rows: await db.tx().query(`SELECT * FROM ${a[logical]} ORDER BY ${ORDER_BY[logical]}`) });
    }
    return { statements: counted.count(), b };
  }

  /** The fold over every event: its rows of the table, as the SQL form's rows of `tables` read as text. */
  async function foldEquals(events: StoredEvent[], tables: TableMap, logical: string, columns: string): Promise<void> {
    const fold = schedules.fold;
    const state = fold.start();
    for (const event of events) fold.apply(state, event);
    const folded = [...fold.rows(state)[logical]].map((row) => columns.split(', ').map((c) => String(row[c])).join('|')).sort();
    const live = (await db.tx().query(`SELECT concat_ws('|', ${columns}) AS r FROM ${tables[logical]}`)).map((row: { r: string }) => row.r).sort();
    expect(folded).toEqual(live);
  }

  it('a month-end chunk of credits is two statements (a keyed update and the versions), and equals them one by one', async () => {
    const log = new Log();
    const productId = randomUUID();
    const investors = Array.from({ length: 120 }, (_, i) => ({ id: randomUUID(), amountWon: 1_000_000 + i * 10_000 }));
    const { event, payouts } = scheduledLoan(log, productId, investors);
    const credits = payouts.filter((p) => p.seq === 1).map((p) => credit(log, productId, p));
    const { statements, b } = await compare([event], credits);
    expect(statements).toBe(2);
    const [paid] = await db.tx().query(`SELECT count(*)::int AS n FROM ${b.investorRepayments} WHERE seq = 1 AND status = 'paid'`);
    expect(paid.n).toBe(120);
    const [versions] = await db.tx().query(`SELECT count(*)::int AS n, min(last_position)::int AS low FROM ${b.scheduleVersions}`);
    expect(versions).toEqual({ n: 120, low: credits[0].globalPosition });
  });

  it('a distribution after its credits in one batch settles only the shares of nothing', async () => {
    const log = new Log();
    const productId = randomUUID();
    const tiny = randomUUID();
    const { event, payouts } = scheduledLoan(log, productId, [{ id: randomUUID(), amountWon: 30_000_000 }, { id: tiny, amountWon: 1 }]);
    const month = payouts.filter((p) => p.seq === 1);
    const nothing = month.filter((p) => p.principalWon === 0 && p.interestWon === 0);
    expect(nothing.map((p) => p.userId)).toEqual([tiny]);
    const distributed = log.event(`loan-${productId}`, 'InstallmentDistributed', {
      productId, seq: 1, principalWon: month.reduce((t, p) => t + p.principalWon, 0), interestWon: month.reduce((t, p) => t + p.interestWon, 0),
      investorCount: 2, distributedAt: '2025-04-10T02:00:00.000Z',
    });
    const { b } = await compare([event], [...month.filter((p) => p.userId !== tiny).map((p) => credit(log, productId, p)), distributed]);
    const rows = await db.tx().query(`SELECT user_id, status, paid_at IS NOT NULL AS dated FROM ${b.investorRepayments} WHERE seq = 1 ORDER BY principal`);
    expect(rows).toEqual([{ user_id: tiny, status: 'paid', dated: true }, { user_id: expect.any(String), status: 'paid', dated: true }]);
  });

  it('a transfer and an early repayment in one batch pay the closing installment to the buyer, as one by one and as the fold', async () => {
    const log = new Log();
    const productId = randomUUID();
    const [seller, other, buyer] = [randomUUID(), randomUUID(), randomUUID()];
    const { event } = scheduledLoan(log, productId, [{ id: seller, amountWon: 6_000_000 }, { id: other, amountWon: 4_000_000 }]);
    const transferred = log.event(`loan-${productId}`, 'ClaimTransferred', {
      productId, listingId: randomUUID(), fromUserId: seller, toUserId: buyer, fromSeq: 2, outstandingPrincipalWon: 5_000_000, outstandingInterestWon: 100_000,
      priceWon: 5_000_000, accruedInterestWon: 0, feeWon: 0, on: '2025-04-20', transferredAt: '2025-04-20T01:00:00.000Z',
    });
    const early = log.event(`loan-${productId}`, 'LoanRepaidEarly', {
      productId, seq: 2, paidOn: '2025-04-25', principalWon: 8_400_000, interestWon: 41_000, replacedSeqs: [2, 3, 4, 5, 6],
    });
    const { b } = await compare([event], [transferred, early]);
    const closing = await db.tx().query(`SELECT user_id, principal::int FROM ${b.investorRepayments} WHERE seq = 2 ORDER BY user_id`);
    expect(closing.map((r: { user_id: string }) => r.user_id).sort()).toEqual([buyer, other].sort());
    expect(closing.reduce((t: number, r: { principal: number }) => t + r.principal, 0)).toBe(8_400_000);
    const [{ n }] = await db.tx().query(`SELECT count(*)::int AS n FROM ${b.investorRepayments} WHERE user_id = $1`, [seller]);
    expect(n).toBe(1);
    const columns = 'user_id, seq, principal, interest, tax_income, tax_local, fee, net, status';
    await foldEquals([event, transferred, early], b, 'investorRepayments', columns);
    await foldEquals([event, transferred, early], b, 'scheduleVersions', 'user_id, last_position');
  });
});
