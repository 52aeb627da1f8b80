// `withdrawals`: each withdrawal's status; the reconciler resumes those still `requested`.
// `requested_at` and `finished_at` are real time (recorded_at), not business time: they are the
// bank's side of the request, which the reconciler times out against the real clock, and no
// screen shows them (the investor's withdrawal line is dated on the business calendar).
import { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import { Projection, TableMap } from '../../shared/event-store/inline-projections';
import { WithdrawalEvent, WithdrawalRequested, userIdOfInvestorStream } from '../wallet.decider';
import { withdrawalsFold } from './withdrawals.fold';

async function apply(tx: Tx, event: StoredEvent<WithdrawalEvent>, t: TableMap): Promise<void> {
  if (event.type === 'WithdrawalRequested') return requestRun(tx, [event], t);
  return finishRun(tx, [event], t);
}

/** A run of requests: one INSERT of every row. */
async function requestRun(tx: Tx, run: StoredEvent<WithdrawalRequested>[], t: TableMap): Promise<void> {
  const d = run.map((e) => e.data);
  await tx.query(
    `INSERT INTO ${t.withdrawals} (id, user_id, amount, bank_code, account_number, status, requested_at)
     SELECT id, user_id, amount, bank_code, account_number, 'requested', requested_at
     FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::text[], $5::text[], $6::timestamptz[]) AS x(id, user_id, amount, bank_code, account_number, requested_at)`,
    [d.map((x) => x.withdrawalId), run.map((e) => userIdOfInvestorStream(e.streamId)), d.map((x) => x.amountWon), d.map((x) => x.bankCode), d.map((x) => x.accountNumber), run.map((e) => e.recordedAt)],
  );
}

/**
 * A run of completions and failures: one UPDATE. A withdrawal finishes once (the wallet decider
 * accepts it only while pending), so no row is set twice in the statement.
 */
async function finishRun(tx: Tx, run: StoredEvent<Exclude<WithdrawalEvent, WithdrawalRequested>>[], t: TableMap): Promise<void> {
  await tx.query(
    `UPDATE ${t.withdrawals} w SET status = x.status, fail_code = x.fail_code, finished_at = x.finished_at
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[]) AS x(id, status, fail_code, finished_at) WHERE w.id = x.id`,
    [
      run.map((e) => e.data.withdrawalId),
      run.map((e) => (e.type === 'WithdrawalFailed' ? 'failed' : 'completed')),
      run.map((e) => (e.type === 'WithdrawalFailed' ? e.data.failCode : null)),
      run.map((e) => e.recordedAt),
    ],
  );
}

export const withdrawalsProjection: Projection<WithdrawalEvent> = {
  name: 'withdrawals',
  tables: { withdrawals: 'withdrawals' },
  handles: ['WithdrawalRequested', 'WithdrawalCompleted', 'WithdrawalFailed'],
  keys: { withdrawals: ['id'] },
  fold: withdrawalsFold,
  apply,
  // Two statements a batch: every request, then every outcome. Each row is one withdrawal's and
  // only its own request and outcome touch it, request first, so the order across withdrawals is
  // free and the rows come out as event by event.
  async applyBatch(tx: Tx, events: StoredEvent<WithdrawalEvent>[], t: TableMap): Promise<void> {
    const requests = events.filter((e) => e.type === 'WithdrawalRequested');
    const outcomes = events.filter((e) => e.type !== 'WithdrawalRequested');
    if (requests.length > 0) await requestRun(tx, requests, t);
    if (outcomes.length > 0) await finishRun(tx, outcomes, t);
  },
};
