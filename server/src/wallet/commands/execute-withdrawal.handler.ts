// Pays a requested withdrawal through the bank, idempotently by withdrawal id: if a worker dies
// after the bank paid, the rerun asks the bank again and gets the same answer, so the money is
// either completed or restored, never lost and never paid twice. A bank failure (a timeout, the
// bank closed) restores the money with WithdrawalFailed; that is a successful command.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { one } from '../../shared/database/sql';
import { BankGateway, TransferResult } from '../bank/bank-gateway.port';
import { WalletStreams } from '../wallet-streams';
import { ExecuteWithdrawal } from './execute-withdrawal.command';
import { commandMetadata } from '../../shared/queue/queued-command';
import { assert } from '../../shared/errors/domain-error';

export interface ExecuteWithdrawalResult {
  withdrawalId: string;
  amountWon: number;
  status: 'completed' | 'failed';
  failCode: string | null;
  balance: number;
}

interface WithdrawalRow {
  amount: string;
  bank_code: string;
  account_number: string;
  status: 'requested' | 'completed' | 'failed';
  fail_code: string | null;
}

@CommandHandler(ExecuteWithdrawal)
export class ExecuteWithdrawalHandler implements ICommandHandler<ExecuteWithdrawal> {
  constructor(
    private readonly wallets: WalletStreams,
    private readonly bank: BankGateway,
  ) {}

  async execute({ payload, ctx }: ExecuteWithdrawal): Promise<ExecuteWithdrawalResult> {
    const { withdrawalId, userId } = payload;
    const row = await one<WithdrawalRow>(
      ctx.tx, `SELECT amount, bank_code, account_number, status, fail_code FROM withdrawals WHERE id = $1 AND user_id = $2`, [withdrawalId, userId]);
    assert(row, `withdrawal ${withdrawalId} of ${userId} was never requested`);
    const bankAnswer: { paid: { amountWon: number; result: TransferResult } | null } = { paid: null };
    const { nextState } = await this.wallets.run(ctx.tx, userId, async ({ state }) => {
      const pending = state.pendingWithdrawals[withdrawalId];
      if (!pending) return null; // already settled (by an earlier run): nothing to decide
      const result = await this.transfer(ctx.tx, userId, withdrawalId, pending.amountWon, row);
      bankAnswer.paid = { amountWon: pending.amountWon, result };
      return result.status === 'completed' ? { type: 'CompleteWithdrawal', withdrawalId } : { type: 'FailWithdrawal', withdrawalId, failCode: result.failCode };
    }, commandMetadata(ctx));
    const { paid } = bankAnswer;
    if (!paid) {
      // Already settled: answer what happened.
      return { withdrawalId, amountWon: Number(row.amount), status: row.status === 'completed' ? 'completed' : 'failed', failCode: row.fail_code, balance: nextState.balanceWon };
    }
    const { result } = paid;
    return { withdrawalId, amountWon: paid.amountWon, status: result.status, failCode: result.status === 'failed' ? result.failCode : null, balance: nextState.balanceWon };
  }

  /** The bank call, idempotent by withdrawal id: a rerun gets the same answer. */
  private async transfer(tx: ExecuteWithdrawal['ctx']['tx'], userId: string, withdrawalId: string, amountWon: number, row: WithdrawalRow): Promise<TransferResult> {
    const holder = await one<{ holder_name: string }>(tx, `SELECT holder_name FROM withdraw_accounts WHERE user_id = $1`, [userId]);
    return this.bank.transfer({ withdrawalId, amountWon, bankCode: row.bank_code, accountNumber: row.account_number, holderName: holder?.holder_name ?? '' });
  }
}
