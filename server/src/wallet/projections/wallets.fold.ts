// `wallets` in memory (verify and replay): each investor's sums of walletDeltas, as the SQL form adds them.
import { assert } from '../../shared/errors/domain-error';
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { defineFold, FoldRow } from '../../shared/projections/fold/projection-fold';
import { WalletEvent, userIdOfInvestorStream } from '../wallet.decider';
import { WALLET_COLUMNS, walletDeltas } from './wallet-deltas';

export const walletsFold = defineFold<Map<string, FoldRow>, WalletEvent>({
  start: () => new Map(),
  apply(wallets, event: StoredEvent<WalletEvent>) {
    const userId = userIdOfInvestorStream(event.streamId).toLowerCase();
    let row = wallets.get(userId);
    if (!row) {
      row = { user_id: userId, ...Object.fromEntries(WALLET_COLUMNS.map((c) => [c, 0])) };
      wallets.set(userId, row);
    }
    const deltas = walletDeltas(event);
    for (const column of WALLET_COLUMNS) row[column] = (row[column] as number) + (deltas[column] ?? 0);
    // What the wallet's decider asserts after each event holds in the log's sums too.
    assert((row.balance as number) >= 0 && (row.held as number) >= 0, () => `wallet of ${userId} below zero after ${event.streamId}#${event.streamVersion}`);
    row.last_event_at = event.recordedAt; // when the row was last written (real time); no screen shows it
  },
  rows: (wallets) => ({ wallets: wallets.values() }),
});
