// `wallet_transactions`: the investor's ledger lines (docs/api.md "Wallet (예치금) and bank"), each with the balance and
// held after it: running totals of the investor's lines (the previous line's plus this one's), so
// the fold and the inline writer give every line the same totals. One rule for both
// (shared/projections/rules/row-changes.ts): each event's lines (transaction-lines.ts) are rows.
import { assert } from '../../shared/errors/domain-error';
import { uuidFrom } from '../../shared/ids';
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { insertRow, RowChange } from '../../shared/projections/rules/row-changes';
import { ruleProjection } from '../../shared/projections/rules/rule-projection';
import { WALLET_EVENT_TYPES, WalletEvent, userIdOfInvestorStream } from '../wallet.decider';
import { linesAt, linesOf } from './transaction-lines';

const LINES = {
  table: 'wallet_transactions',
  key: ['id'],
  columns: {
    id: 'uuid', user_id: 'uuid', global_position: 'bigint', line_no: 'smallint', at: 'timestamptz', type: 'text', amount: 'bigint',
    held_change: 'bigint', balance_after: 'bigint', held_after: 'bigint', memo: 'text', product_id: 'uuid', ref_id: 'text',
  },
  running: { by: ['user_id'], order: ['global_position', 'line_no'], columns: ['balance_after', 'held_after'] },
  insertOnly: true,
} as const;

/** An event's lines, in order; ids from the event's stream position and the line's number. */
function lineChanges(event: StoredEvent<WalletEvent>): RowChange[] {
  const lines = linesOf(event);
  if (lines.length === 0) return [];
  const userId = userIdOfInvestorStream(event.streamId);
  const at = linesAt(event);
  return lines.map((line, index) => insertRow('transactions', {
    id: () => uuidFrom(`${event.streamId}:${event.streamVersion}:${index}`), user_id: userId, global_position: event.globalPosition, line_no: index, at,
    type: line.type, amount: line.amountWon, held_change: line.heldChangeWon, memo: line.memo, product_id: line.productId, ref_id: line.refId,
  }, { balance_after: line.amountWon, held_after: line.heldChangeWon }));
}

export const walletTransactionsProjection = ruleProjection<WalletEvent>({
  name: 'wallet_transactions',
  handles: WALLET_EVENT_TYPES,
  tables: { transactions: LINES },
  rule: lineChanges,
  // The table's CHECKs, which every line the SQL form inserts meets: the log's lines meet them too.
  invariant: (_table, row, event) => {
    assert((row.balance_after as number) >= 0 && (row.held_after as number) >= 0, () => `running totals of ${String(row.user_id)} below zero after ${event.streamId}#${event.streamVersion}`);
  },
});
