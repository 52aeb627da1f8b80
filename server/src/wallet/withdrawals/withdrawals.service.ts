// A withdrawal in two commands: RequestWithdrawal commits the debit first; ExecuteWithdrawal then
// asks the bank and records Completed or Failed (money restored). Both ids are deterministic, so
// a repeated request (same Idempotency-Key) replays both outcomes instead of paying twice.
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../shared/errors/domain-error';
import { isFailCode } from '../../shared/errors/fail-codes';
import { CommandGateway, resultOf } from '../../shared/queue/command-gateway';
import { uuidFrom } from '../../shared/ids';
import { ExecuteWithdrawal, executeWithdrawalCommandId } from '../commands/execute-withdrawal.command';
import { ExecuteWithdrawalResult } from '../commands/execute-withdrawal.handler';
import { RequestWithdrawal } from '../commands/request-withdrawal.command';
import type { Withdrawal } from '../http/wallet-answers.schema';
import { investorStreamId } from '../wallet.decider';

@Injectable()
export class Withdrawals {
  constructor(private readonly commands: CommandGateway) {}

  async withdraw(userId: string, idempotencyKey: string, order: { amountWon: number; bankCode: string; accountNumber: string }): Promise<Withdrawal> {
    const withdrawalId = uuidFrom(`${userId}:${idempotencyKey}`);
    const partitionKey = investorStreamId(userId);
    const requested = await this.commands.execute<RequestWithdrawal['payload'], { balance: number }>(
      RequestWithdrawal,
      { userId, withdrawalId, amountWon: order.amountWon, bankCode: order.bankCode, accountNumber: order.accountNumber },
      { commandId: withdrawalId, actorId: userId, partitionKey },
    );
    const outcome = await this.commands.send(ExecuteWithdrawal, { userId, withdrawalId }, { commandId: executeWithdrawalCommandId(withdrawalId), actorId: userId, partitionKey });
    if (outcome.status === 'pending') {
      // The bank is slow: the withdrawal stays requested and the reconciler settles it.
      return { id: withdrawalId, amount: order.amountWon, status: 'requested', balance: requested.balance };
    }
    const executed = resultOf<ExecuteWithdrawalResult>(outcome);
    if (executed.status === 'failed') {
      // The money is back in the balance; the investor learns why the bank refused.
      throw new DomainError(executed.failCode && isFailCode(executed.failCode) ? executed.failCode : 'seyfert_error');
    }
    return { id: withdrawalId, amount: executed.amountWon, status: 'completed', balance: executed.balance };
  }
}
