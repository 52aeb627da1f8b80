// `wallet_transactions`: the investor's ledger lines (docs/api.md "Wallet (예치금) and bank"), each with the balance and
// held after it. The previous line of the same investor gives the running totals, so a rebuild
// into fresh tables reproduces every line exactly.
import { uuidFrom } from '../../shared/ids';
import { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import { Projection, TableMap } from '../../shared/event-store/inline-projections';
import { toWon } from '../../shared/won';
import { WALLET_EVENT_TYPES, WalletEvent, userIdOfInvestorStream } from '../wallet.decider';
import { linesAt, linesOf } from './transaction-lines';
import { walletTransactionsFold } from './wallet-transactions.fold';

export const walletTransactionsProjection: Projection<WalletEvent> = {
  name: 'wallet_transactions',
  tables: { transactions: 'wallet_transactions' },
  handles: WALLET_EVENT_TYPES,
  keys: { transactions: ['id'] },
  fold: walletTransactionsFold,
  // One code path: a single event is a batch of one.
  apply: (tx: Tx, event: StoredEvent<WalletEvent>, t: TableMap) => writeLines(tx, [event], t),
  applyBatch: (tx: Tx, events: StoredEvent<WalletEvent>[], t: TableMap) => writeLines(tx, events, t),
};

// Two statements per batch: one read of every investor's last line, then all the lines, with
// the same ids, line numbers and running totals as one-by-one application would write, in one INSERT.
async function writeLines(tx: Tx, events: StoredEvent<WalletEvent>[], t: TableMap): Promise<void> {
  const withLines = events
    .map((event) => ({ event, userId: userIdOfInvestorStream(event.streamId), lines: linesOf(event) }))
    .filter((e) => e.lines.length > 0);
  if (withLines.length === 0) return;
  // Keys lower-cased: PostgreSQL returns uuids that way, whatever the stream id's case.
  const userIds = [...new Set(withLines.map((e) => e.userId.toLowerCase()))];
  // One index probe per investor (LIMIT 1 on wallet_transactions_by_user): a DISTINCT ON over
  // `user_id = ANY` reads every line of every investor, which a month-end chunk pays for 100-fold.
  const lasts = await tx.query(
    `SELECT u.user_id::text AS user_id, l.balance_after, l.held_after
     FROM unnest($1::uuid[]) AS u(user_id)
     CROSS JOIN LATERAL (SELECT balance_after, held_after FROM ${t.transactions} w
                         WHERE w.user_id = u.user_id ORDER BY w.global_position DESC, w.line_no DESC LIMIT 1) l`,
    [userIds],
  );
  const totals = new Map<string, { balanceWon: number; heldWon: number }>(userIds.map((id) => [id, { balanceWon: 0, heldWon: 0 }]));
  for (const last of lasts) totals.set(last.user_id, { balanceWon: toWon(last.balance_after), heldWon: toWon(last.held_after) });
  const columns: unknown[][] = Array.from({ length: 13 }, () => []);
  for (const { event, userId, lines } of withLines) {
    const total = totals.get(userId.toLowerCase())!;
    for (const [index, line] of lines.entries()) {
      total.balanceWon += line.amountWon;
      total.heldWon += line.heldChangeWon;
      [
        uuidFrom(`${event.streamId}:${event.streamVersion}:${index}`),
        userId,
        event.globalPosition,
        index,
        linesAt(event),
        line.type,
        line.amountWon,
        line.heldChangeWon,
        total.balanceWon,
        total.heldWon,
        line.memo,
        line.productId,
        line.refId,
      ].forEach((value, i) => columns[i].push(value));
    }
  }
  await tx.query(
    `INSERT INTO ${t.transactions} (id, user_id, global_position, line_no, at, type, amount, held_change, balance_after, held_after, memo, product_id, ref_id)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::smallint[], $5::timestamptz[], $6::text[], $7::bigint[], $8::bigint[],
       $9::bigint[], $10::bigint[], $11::text[], $12::uuid[], $13::text[])`,
    columns,
  );
}
