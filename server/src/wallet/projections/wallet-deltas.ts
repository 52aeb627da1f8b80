// What each wallet event adds to the investor's `wallets` row: what both the SQL form
// (wallets.projection.ts) and the fold (wallets.fold.ts) add, in a module of its own so neither
// imports the other.
import { assertNever } from '../../shared/errors/domain-error';
import { claimBoughtWon, claimSoldNetWon, WalletEvent, recoveryNetWon, repaymentNetWon } from '../wallet.decider';

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
