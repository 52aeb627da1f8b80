// `withdrawals`: each withdrawal's status; the reconciler resumes those still `requested`.
// `requested_at` and `finished_at` are real time (recorded_at), not business time: they are the
// bank's side of the request, which the reconciler times out against the real clock, and no
// screen shows them (the investor's withdrawal line is dated on the business calendar).
// One rule for the inline writer and verify/replay (shared/projections/rules/row-changes.ts).
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { insertRow, RowChange, updateRow } from '../../shared/projections/rules/row-changes';
import { ruleProjection } from '../../shared/projections/rules/rule-projection';
import { WithdrawalEvent, userIdOfInvestorStream } from '../wallet.decider';

const WITHDRAWALS = {
  table: 'withdrawals',
  key: ['id'],
  columns: {
    id: 'uuid', user_id: 'uuid', amount: 'bigint', bank_code: 'text', account_number: 'text', status: 'text', fail_code: 'text',
    requested_at: 'timestamptz', finished_at: 'timestamptz',
  },
} as const;

/** A request is a row; its outcome (once: the wallet decider accepts one only while pending) sets its status. */
function withdrawalChanges(event: StoredEvent<WithdrawalEvent>): RowChange[] {
  if (event.type === 'WithdrawalRequested') {
    const d = event.data;
    return [insertRow('withdrawals', {
      id: d.withdrawalId, user_id: userIdOfInvestorStream(event.streamId), amount: d.amountWon, bank_code: d.bankCode,
      account_number: d.accountNumber, status: 'requested', requested_at: event.recordedAt,
    })];
  }
  const failed = event.type === 'WithdrawalFailed';
  return [updateRow('withdrawals', { id: event.data.withdrawalId }, {
    set: { status: failed ? 'failed' : 'completed', fail_code: failed ? event.data.failCode : null, finished_at: event.recordedAt },
  })];
}

export const withdrawalsProjection = ruleProjection<WithdrawalEvent>({
  name: 'withdrawals',
  handles: ['WithdrawalRequested', 'WithdrawalCompleted', 'WithdrawalFailed'],
  tables: { withdrawals: WITHDRAWALS },
  rule: withdrawalChanges,
});
