// The bank's deposit notification for a loan's repayment account is the borrower's payment (docs/api.md
// "Borrower money"): the wallet records the notification (tid unique) and hands it here, and it
// becomes RecordBorrowerPayment with a command id derived from the tid, so every delivery of one
// tid, one after another or at once, is one command and one payment. Its payload comes from the
// stored notification, and the date is the business date the command was accepted (the worker's
// business now), so a repeat is never a different request.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { uuidFrom } from '../../shared/ids';
import { DepositRoute, DepositRoutes, RoutedDeposit, RouteOutcome } from '../../wallet';
import { RecordBorrowerPayment } from '../commands/record-borrower-payment.command';
import { loanStreamId } from '../loan.events';
import { loanLockKeys } from '../loan-streams';
import { RepaymentAccounts } from './repayment-accounts.service';

/** The payment's id and its command's: one per bank transaction. */
export function borrowerDepositPaymentId(tid: string): string {
  return uuidFrom(`repayments.borrower_deposit:${tid}`);
}

@Injectable()
export class BorrowerDeposits implements DepositRoute, OnModuleInit {
  readonly name = 'loan-repayment-account';

  constructor(
    private readonly routes: DepositRoutes,
    private readonly accounts: RepaymentAccounts,
    private readonly commands: CommandGateway,
  ) {}

  onModuleInit(): void {
    this.routes.register(this);
  }

  async take(deposit: RoutedDeposit, waitMs?: number): Promise<RouteOutcome | null> {
    const productId = await this.accounts.productOf(deposit.accountNumber);
    if (!productId) return null;
    const paymentId = borrowerDepositPaymentId(deposit.tid);
    const outcome = await this.commands.send(
      RecordBorrowerPayment,
      { productId, paymentId, amountWon: deposit.amountWon, source: 'account', tid: deposit.tid },
      { commandId: paymentId, actorId: null, partitionKey: loanStreamId(productId), lockKeys: loanLockKeys(productId), waitMs },
    );
    if (outcome.status === 'succeeded') return { status: 'settled' };
    // A refusal is the command's recorded outcome: the same command id answers it for ever.
    if (outcome.status === 'failed') return { status: 'refused', failCode: outcome.fail_code ?? 'unknown_error' };
    return { status: 'pending' };
  }
}
