// Pays a requested withdrawal through the bank, idempotently by withdrawal id: if a worker dies
// after the bank paid, the rerun asks the bank again and gets the same answer, so the money is
// either completed or restored, never lost and never paid twice. A bank failure (a timeout, the
// bank closed) restores the money with WithdrawalFailed; that is a successful command.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { one } from '../../shared/database/sql';
import { EventStore } from '../../shared/event-store/event-store';
import { BankGateway } from '../bank/bank-gateway.port';
import { investorStreamId, walletDecider } from '../wallet.decider';
import { appendWalletEvents } from './append-wallet-events';
import { ExecuteWithdrawal } from './execute-withdrawal.command';

export interface ExecuteWithdrawalResult {
  withdrawalId: string;
  amountWon: number;
  status: 'completed' | 'failed';
  failCode: string | null;
  balance: number;
}

@CommandHandler(ExecuteWithdrawal)
export class ExecuteWithdrawalHandler implements ICommandHandler<ExecuteWithdrawal> {
  constructor(
    private readonly events: EventStore,
    private readonly bank: BankGateway,
  ) {}

  async execute({ payload, ctx }: ExecuteWithdrawal): Promise<ExecuteWithdrawalResult> {
    const streamId = investorStreamId(payload.userId);
    const { state, version } = await this.events.load(ctx.tx, streamId, walletDecider.evolve, walletDecider.initialState);
    const pending = state.pendingWithdrawals[payload.withdrawalId];
    const row = await one<{ amount: string; bank_code: string; account_number: string; status: 'requested' | 'completed' | 'failed'; fail_code: string | null }>(
      ctx.tx, `SELECT amount, bank_code, account_number, status, fail_code FROM withdrawals WHERE id = $1 AND user_id = $2`, [payload.withdrawalId, payload.userId]);
    if (!row) throw new Error(`withdrawal ${payload.withdrawalId} of ${payload.userId} was never requested`);
    if (!pending) {
      // Already settled (by an earlier run): answer what happened.
      return { withdrawalId: payload.withdrawalId, amountWon: Number(row.amount), status: row.status === 'completed' ? 'completed' : 'failed', failCode: row.fail_code, balance: state.balanceWon };
    }
    const holder = await one<{ holder_name: string }>(ctx.tx, `SELECT holder_name FROM withdraw_accounts WHERE user_id = $1`, [payload.userId]);
    const result = await this.bank.transfer({
      withdrawalId: payload.withdrawalId,
      amountWon: pending.amountWon,
      bankCode: row.bank_code,
      accountNumber: row.account_number,
      holderName: holder?.holder_name ?? '',
    });
    const events = walletDecider.decide(
      result.status === 'completed'
        ? { type: 'CompleteWithdrawal', withdrawalId: payload.withdrawalId }
        : { type: 'FailWithdrawal', withdrawalId: payload.withdrawalId, failCode: result.failCode },
      state,
    );
    const next = await appendWalletEvents(this.events, ctx, streamId, version, state, events);
    return {
      withdrawalId: payload.withdrawalId,
      amountWon: pending.amountWon,
      status: result.status,
      failCode: result.status === 'failed' ? result.failCode : null,
      balance: next.balanceWon,
    };
  }
}
