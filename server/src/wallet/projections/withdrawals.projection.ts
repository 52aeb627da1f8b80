// `withdrawals`: each withdrawal's status; the reconciler resumes those still `requested`.
import { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import { Projection, TableMap } from '../../shared/event-store/inline-projections';
import { WithdrawalCompleted, WithdrawalFailed, WithdrawalRequested, userIdOfInvestorStream } from '../wallet.decider';

export const withdrawalsProjection: Projection = {
  name: 'withdrawals',
  mode: 'inline',
  tables: { withdrawals: 'withdrawals' },
  handles: ['WithdrawalRequested', 'WithdrawalCompleted', 'WithdrawalFailed'],
  keys: { withdrawals: ['id'] },
  async apply(tx: Tx, event: StoredEvent, t: TableMap): Promise<void> {
    if (event.type === 'WithdrawalRequested') {
      const d = event.data as WithdrawalRequested['data'];
      await tx.query(
        `INSERT INTO ${t.withdrawals} (id, user_id, amount, bank_code, account_number, status, requested_at) VALUES ($1, $2, $3, $4, $5, 'requested', $6)`,
        [d.withdrawalId, userIdOfInvestorStream(event.streamId), d.amountWon, d.bankCode, d.accountNumber, event.recordedAt],
      );
      return;
    }
    const d = event.data as WithdrawalCompleted['data'] | WithdrawalFailed['data'];
    const failCode = event.type === 'WithdrawalFailed' ? (d as WithdrawalFailed['data']).failCode : null;
    await tx.query(
      `UPDATE ${t.withdrawals} SET status = $2, fail_code = $3, finished_at = $4 WHERE id = $1`,
      [d.withdrawalId, event.type === 'WithdrawalFailed' ? 'failed' : 'completed', failCode, event.recordedAt],
    );
  },
};
