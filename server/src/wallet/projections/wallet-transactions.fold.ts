// `wallet_transactions` in memory (verify and replay): the same lines, ids and running totals as
// the SQL form writes, from linesOf. Lines are only ever appended, in the log's order.
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { defineFold, FoldRow } from '../../shared/projections/fold/projection-fold';
import { uuidFrom } from '../../shared/queue/command-gateway';
import { WalletEvent, userIdOfInvestorStream } from '../wallet.decider';
import { linesAt, linesOf } from './transaction-lines';

interface State {
  lines: FoldRow[];
  totals: Map<string, { balanceWon: number; heldWon: number }>;
}

export const walletTransactionsFold = defineFold<State>({
  start: () => ({ lines: [], totals: new Map() }),
  apply({ lines, totals }, event: StoredEvent) {
    const userId = userIdOfInvestorStream(event.streamId);
    const eventLines = linesOf({ type: event.type, data: event.data } as WalletEvent);
    if (eventLines.length === 0) return;
    const key = userId.toLowerCase();
    const total = totals.get(key) ?? { balanceWon: 0, heldWon: 0 };
    totals.set(key, total);
    for (const [index, line] of eventLines.entries()) {
      total.balanceWon += line.amountWon;
      total.heldWon += line.heldChangeWon;
      lines.push({
        id: uuidFrom(`${event.streamId}:${event.streamVersion}:${index}`),
        user_id: userId,
        global_position: event.globalPosition,
        line_no: index,
        at: linesAt(event),
        type: line.type,
        amount: line.amountWon,
        held_change: line.heldChangeWon,
        balance_after: total.balanceWon,
        held_after: total.heldWon,
        memo: line.memo,
        product_id: line.productId,
        ref_id: line.refId,
      });
    }
  },
  rows: ({ lines }) => ({ transactions: lines }),
});
