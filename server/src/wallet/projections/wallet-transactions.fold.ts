// `wallet_transactions` in memory (verify and replay): the same lines, ids and running totals as
// the SQL form writes, from linesOf. Lines are only ever appended, in the log's order.
import { assert } from '../../shared/errors/domain-error';
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { defineFold, FoldRow } from '../../shared/projections/fold/projection-fold';
import { uuidFrom } from '../../shared/ids';
import { WalletEvent, userIdOfInvestorStream } from '../wallet.decider';
import { linesAt, linesOf, TransactionLine } from './transaction-lines';

/** One event's lines with the running totals after each: rows are made from it only when written. */
interface EventLines {
  streamId: string;
  streamVersion: number;
  userId: string;
  globalPosition: number;
  at: Date;
  lines: TransactionLine[];
  balanceAfterWon: number[];
  heldAfterWon: number[];
}

interface State {
  events: EventLines[];
  totals: Map<string, { balanceWon: number; heldWon: number }>;
}

// A million-event log leaves two million lines. Kept as whole rows (thirteen columns, a hashed id
// each), they were most of the heap verify and replay hold, and its garbage collection most of
// their time; each event's lines are kept as linesOf gives them, and rows (ids included) are
// made one at a time as they are copied out.
function* rowsOf(events: readonly EventLines[]): Generator<FoldRow> {
  for (const e of events) {
    for (let index = 0; index < e.lines.length; index += 1) {
      const line = e.lines[index];
      yield {
        id: uuidFrom(`${e.streamId}:${e.streamVersion}:${index}`),
        user_id: e.userId,
        global_position: e.globalPosition,
        line_no: index,
        at: e.at,
        type: line.type,
        amount: line.amountWon,
        held_change: line.heldChangeWon,
        balance_after: e.balanceAfterWon[index],
        held_after: e.heldAfterWon[index],
        memo: line.memo,
        product_id: line.productId,
        ref_id: line.refId,
      };
    }
  }
}

export const walletTransactionsFold = defineFold<State, WalletEvent>({
  start: () => ({ events: [], totals: new Map() }),
  apply({ events, totals }, event: StoredEvent<WalletEvent>) {
    const lines = linesOf(event);
    if (lines.length === 0) return;
    const userId = userIdOfInvestorStream(event.streamId);
    const key = userId.toLowerCase();
    const total = totals.get(key) ?? { balanceWon: 0, heldWon: 0 };
    totals.set(key, total);
    const balanceAfterWon: number[] = [];
    const heldAfterWon: number[] = [];
    for (const line of lines) {
      total.balanceWon += line.amountWon;
      total.heldWon += line.heldChangeWon;
      balanceAfterWon.push(total.balanceWon);
      heldAfterWon.push(total.heldWon);
    }
    // After a whole event (its lines may cross zero on the way), as the wallet's decider asserts.
    assert(total.balanceWon >= 0 && total.heldWon >= 0, () => `running totals of ${userId} below zero after ${event.streamId}#${event.streamVersion}`);
    events.push({ streamId: event.streamId, streamVersion: event.streamVersion, userId, globalPosition: event.globalPosition, at: linesAt(event), lines, balanceAfterWon, heldAfterWon });
  },
  rows: ({ events }) => ({ transactions: rowsOf(events) }),
});
