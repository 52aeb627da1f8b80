// `wallets`: one row per investor with balance, held and the running totals the dashboard and
// the ledger check need (balance + held + paid out = everything that came in). One rule for the
// inline writer and verify/replay (shared/projections/rules/row-changes.ts): each event adds its
// walletDeltas to the investor's row, created at the first.
import { assert, assertNever } from '../../shared/errors/domain-error';
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { RowChange, Sums, upsertRow } from '../../shared/projections/rules/row-changes';
import { ruleProjection } from '../../shared/projections/rules/rule-projection';
import { claimBoughtWon, claimSoldNetWon, recoveryNetWon, repaymentNetWon, userIdOfInvestorStream, WALLET_EVENT_TYPES, WalletEvent } from '../wallet.decider';

export const WALLET_COLUMNS = [
  'balance', 'held', 'total_deposited', 'total_withdrawn', 'withdrawing', 'total_executed', 'total_principal_received', 'total_interest_received',
  'total_late_interest_received', 'total_tax', 'total_fee', 'total_recovered_principal', 'total_recovered_interest', 'written_off_principal',
  'transferred_in_principal', 'transferred_out_principal',
] as const;

type Deltas = Partial<Record<(typeof WALLET_COLUMNS)[number], number>>;

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

const WALLETS = {
  table: 'wallets',
  key: ['user_id'],
  columns: { user_id: 'uuid', ...Object.fromEntries(WALLET_COLUMNS.map((c) => [c, 'bigint' as const])), last_event_at: 'timestamptz' },
  defaults: Object.fromEntries(WALLET_COLUMNS.map((c) => [c, 0])),
} as const;

/**
 * The event's deltas only (an investment touches two columns of sixteen): the SQL writer pads a
 * batch's other columns with 0 (changes-sql.ts statementsOf), so a batch's upserts are still one
 * statement, and verify and replay add two numbers an event instead of sixteen (all sixteen cost a
 * million-event replay 8 s instead of 1 s, bench-results/replay.json). Event by event an
 * intermediate negative balance would break the CHECK even if the sum did not; the wallet decider
 * never emits such a sequence (it checks the balance before every event), so the net deltas give
 * the same rows. last_event_at is when the row was last written (real time); no screen shows it.
 */
function walletChanges(event: StoredEvent<WalletEvent>): RowChange[] {
  return [upsertRow('wallets', { user_id: userIdOfInvestorStream(event.streamId) }, { add: walletDeltas(event) as Sums, set: { last_event_at: event.recordedAt } })];
}

export const walletsProjection = ruleProjection<WalletEvent>({
  name: 'wallets',
  handles: WALLET_EVENT_TYPES,
  tables: { wallets: WALLETS },
  rule: walletChanges,
  // What the wallet's decider asserts after each event holds in the log's sums too (the table's CHECKs).
  invariant: (_table, row, event) => {
    assert((row.balance as number) >= 0 && (row.held as number) >= 0, () => `wallet of ${String(row.user_id)} below zero after ${event.streamId}#${event.streamVersion}`);
  },
});
