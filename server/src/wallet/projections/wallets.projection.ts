// `wallets`: one row per investor with balance, held and the running totals the dashboard and
// the ledger check need (balance + held + paid out = everything that came in).
import { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import { Projection, TableMap } from '../../shared/event-store/inline-projections';
import { assertNever } from '../../shared/errors/domain-error';
import { claimBoughtWon, claimSoldNetWon, WALLET_EVENT_TYPES, WalletEvent, recoveryNetWon, repaymentNetWon, userIdOfInvestorStream } from '../wallet.decider';
import { walletsFold } from './wallets.fold';

type Deltas = Partial<Record<
  'balance' | 'held' | 'total_deposited' | 'total_withdrawn' | 'withdrawing' | 'total_executed' | 'total_principal_received' | 'total_interest_received' | 'total_late_interest_received' | 'total_tax' | 'total_fee'
  | 'total_recovered_principal' | 'total_recovered_interest' | 'written_off_principal' | 'transferred_in_principal' | 'transferred_out_principal',
  number
>>;

export function walletDeltas(event: WalletEvent): Deltas {
  switch (event.type) {
    case 'DepositCredited':
      return { balance: event.data.amountWon, total_deposited: event.data.amountWon };
    case 'WithdrawalRequested':
      return { balance: -event.data.amountWon, withdrawing: event.data.amountWon };
    case 'WithdrawalCompleted':
      return { withdrawing: -event.data.amountWon, total_withdrawn: event.data.amountWon };
    case 'WithdrawalFailed':
      return { withdrawing: -event.data.amountWon, balance: event.data.amountWon };
    case 'InvestmentPlaced':
      return { balance: -event.data.amountWon, held: event.data.amountWon };
    case 'InvestmentCanceled':
      return { balance: event.data.amountWon, held: -event.data.amountWon };
    case 'InvestmentExecuted':
      return { held: -event.data.amountWon, total_executed: event.data.amountWon };
    case 'RepaymentCredited':
      return {
        balance: repaymentNetWon(event.data),
        total_principal_received: event.data.principalWon,
        total_interest_received: event.data.interestWon,
        total_late_interest_received: event.data.lateInterestWon ?? 0,
        total_tax: event.data.incomeTaxWon + event.data.localTaxWon,
        total_fee: event.data.feeWon,
      };
    case 'RecoveryCredited':
      // Recovered interest counts late interest too (both are paid in recovery_interest lines);
      // recovered principal that had been written off is written off no more.
      return {
        balance: recoveryNetWon(event.data),
        total_recovered_principal: event.data.principalWon,
        total_recovered_interest: event.data.interestWon + event.data.lateInterestWon,
        written_off_principal: -event.data.writtenOffPrincipalWon,
        total_tax: event.data.incomeTaxWon + event.data.localTaxWon,
        total_fee: event.data.feeWon,
      };
    case 'PrincipalWrittenOff':
      return { written_off_principal: event.data.principalWon };
    case 'ClaimBought':
      return { balance: -claimBoughtWon(event.data), transferred_in_principal: event.data.principalWon };
    case 'ClaimSold':
      // The 경과이자 is the seller's interest, taxed as such (docs/api.md "Transfers").
      return {
        balance: claimSoldNetWon(event.data),
        transferred_out_principal: event.data.principalWon,
        total_interest_received: event.data.accruedInterestWon,
        total_tax: event.data.incomeTaxWon + event.data.localTaxWon,
        total_fee: event.data.feeWon,
      };
    default:
      return assertNever(event);
  }
}

export const WALLET_COLUMNS = [
  'balance', 'held', 'total_deposited', 'total_withdrawn', 'withdrawing', 'total_executed', 'total_principal_received', 'total_interest_received',
  'total_late_interest_received', 'total_tax', 'total_fee', 'total_recovered_principal', 'total_recovered_interest', 'written_off_principal',
  'transferred_in_principal', 'transferred_out_principal',
] as const;

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
