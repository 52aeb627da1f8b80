import { uuidFrom } from '../../shared/ids';
import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

/** Step two: ask the bank to pay a requested withdrawal, then record Completed or Failed. */
@CommandType('wallet.execute_withdrawal')
export class ExecuteWithdrawal extends QueuedCommand<{ userId: string; withdrawalId: string }> {}

/** One id per withdrawal, whoever sends it (the request, a repeat, the reconciler). */
export function executeWithdrawalCommandId(withdrawalId: string): string {
  return uuidFrom(`wallet.execute_withdrawal:${withdrawalId}`);
}
