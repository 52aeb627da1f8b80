// `withdrawals` in memory (verify and replay): a row per request, its outcome set once.
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { defineFold, FoldRow } from '../../shared/projections/fold/projection-fold';
import { WithdrawalEvent, userIdOfInvestorStream } from '../wallet.decider';

export const withdrawalsFold = defineFold<Map<string, FoldRow>, WithdrawalEvent>({
  start: () => new Map(),
  apply(withdrawals, event: StoredEvent<WithdrawalEvent>) {
    if (event.type === 'WithdrawalRequested') {
      const d = event.data;
      withdrawals.set(d.withdrawalId.toLowerCase(), {
        id: d.withdrawalId, user_id: userIdOfInvestorStream(event.streamId), amount: d.amountWon, bank_code: d.bankCode,
        account_number: d.accountNumber, status: 'requested', fail_code: null, requested_at: event.recordedAt, finished_at: null,
      });
      return;
    }
    const row = withdrawals.get(event.data.withdrawalId.toLowerCase());
    if (!row) return; // the SQL form's UPDATE finds no row either
    row.status = event.type === 'WithdrawalFailed' ? 'failed' : 'completed';
    row.fail_code = event.type === 'WithdrawalFailed' ? event.data.failCode : null;
    row.finished_at = event.recordedAt;
  },
  rows: (withdrawals) => ({ withdrawals: withdrawals.values() }),
});
