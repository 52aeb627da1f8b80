// `wallets`: one row per investor with balance, held and the running totals the dashboard and
// the ledger check need (balance + held + paid out = everything that came in).
import { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import { Projection, TableMap } from '../../shared/event-store/inline-projections';
import { WALLET_EVENT_TYPES, WalletEvent, userIdOfInvestorStream } from '../wallet.decider';
import { walletsFold } from './wallets.fold';
import { WALLET_COLUMNS, walletDeltas } from './wallet-deltas';

export const walletsProjection: Projection<WalletEvent> = {
  name: 'wallets',
  tables: { wallets: 'wallets' },
  handles: WALLET_EVENT_TYPES,
  keys: { wallets: ['user_id'] },
  fold: walletsFold,
  async apply(tx: Tx, event: StoredEvent<WalletEvent>, t: TableMap): Promise<void> {
    const deltas = walletDeltas(event);
    const values = WALLET_COLUMNS.map((c) => deltas[c] ?? 0);
    // The CHECK constraints (balance, held ≥ 0) make a bug that would overdraw fail the whole
    // command. The row is created empty first: an INSERT of the deltas themselves would check a
    // negative balance before ON CONFLICT could add it to the existing one.
    const userId = userIdOfInvestorStream(event.streamId);
    await tx.query(`INSERT INTO ${t.wallets} (user_id, last_event_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`, [userId, event.recordedAt]);
    await tx.query(
      `UPDATE ${t.wallets} SET ${WALLET_COLUMNS.map((c, i) => `${c} = ${c} + $${i + 2}`).join(', ')}, last_event_at = $${WALLET_COLUMNS.length + 2} WHERE user_id = $1`,
      [userId, ...values, event.recordedAt],
    );
  },
  // One statement per batch: the deltas are summed per investor in JS (last_event_at is the
  // investor's last event), existing rows get them in one UPDATE … FROM unnest, which touches each
  // row once, and investors without a row yet get a row of their sums. Event by event, an
  // intermediate negative balance would break the CHECK even if the sum did not; the wallet
  // decider never emits such a sequence (it checks the balance before every event), so the net
  // deltas give the same rows. No other transaction creates the same row meanwhile: the worker
  // holds the investor stream's lock. NOT EXISTS, not NOT IN: NOT IN is hashed only while the
  // planner thinks `updated` fits in work_mem, and in a rebuild's table full of row versions it
  // does not, and each of 10,000 investors was compared with each other (seconds a page).
  async applyBatch(tx: Tx, events: StoredEvent<WalletEvent>[], t: TableMap): Promise<void> {
    const perUser = new Map<string, { values: number[]; at: Date }>();
    for (const event of events) {
      const userId = userIdOfInvestorStream(event.streamId).toLowerCase(); // as PostgreSQL compares uuids
      const deltas = walletDeltas(event);
      const row = perUser.get(userId) ?? { values: WALLET_COLUMNS.map(() => 0), at: event.recordedAt };
      WALLET_COLUMNS.forEach((c, i) => { row.values[i] += deltas[c] ?? 0; });
      row.at = event.recordedAt;
      perUser.set(userId, row);
    }
    const rows = [...perUser.values()];
    await tx.query(
      `WITH x AS (
         SELECT * FROM unnest($1::uuid[], ${WALLET_COLUMNS.map((_, i) => `$${i + 2}::bigint[]`).join(', ')}, $${WALLET_COLUMNS.length + 2}::timestamptz[])
           AS x(user_id, ${WALLET_COLUMNS.join(', ')}, last_event_at)
       ), updated AS (
         UPDATE ${t.wallets} w SET ${WALLET_COLUMNS.map((c) => `${c} = w.${c} + x.${c}`).join(', ')}, last_event_at = x.last_event_at
         FROM x WHERE w.user_id = x.user_id RETURNING w.user_id
       )
       INSERT INTO ${t.wallets} (user_id, ${WALLET_COLUMNS.join(', ')}, last_event_at)
       SELECT * FROM x WHERE NOT EXISTS (SELECT 1 FROM updated u WHERE u.user_id = x.user_id)`,
      [[...perUser.keys()], ...WALLET_COLUMNS.map((_, i) => rows.map((r) => r.values[i])), rows.map((r) => r.at)],
    );
  },
};
