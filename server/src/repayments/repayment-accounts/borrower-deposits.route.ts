// The bank's deposit notification for a loan's repayment account is the borrower's payment (docs/api.md
// "Borrower money"): the wallet records the notification (tid unique) and hands it here, and it
// becomes RecordBorrowerPayment with a command id derived from the tid, so every delivery of one
// tid, one after another or at once, is one command and one payment. Its payload comes from the
// stored notification, and the date is the business date the command was accepted (the worker's
// business now), so a repeat is never a different request. Into the account of a loan already
// accelerated or written off, the borrower's money is a recovery (source `borrower`, no costs), paid
// out to the investors at once (docs/api.md "Loans that go bad"), under the same command id.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { uuidFrom } from '../../shared/ids';
import { DepositRoute, DepositRoutes, RoutedDeposit, RouteOutcome } from '../../wallet';
import { RecordBorrowerPayment } from '../commands/record-borrower-payment.command';
import { loanStreamId } from '../loan.events';
import { loanLockKeys } from '../loan-streams';
import { RepaymentAccounts } from './repayment-accounts.service';
import { DataSource } from 'typeorm';
import { one } from '../../shared/database/sql';
import { investorLockKeys } from '../../wallet';
import { RunLoanStep } from '../bad-loans/loan-step.command';

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
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.routes.register(this);
  }

  async take(deposit: RoutedDeposit, waitMs?: number): Promise<RouteOutcome | null> {
    const productId = await this.accounts.productOf(deposit.accountNumber);
    if (!productId) return null;
    const paymentId = borrowerDepositPaymentId(deposit.tid);
    const loan = await one<{ status: string; investors: { id: string }[] }>(this.dataSource, `SELECT status, investors FROM loans WHERE product_id = $1`, [productId]);
    const outcome = loan && (loan.status === 'defaulted' || loan.status === 'written_off')
      ? await this.commands.send(
        RunLoanStep,
        { productId, stepId: paymentId, step: { kind: 'recovery', amountWon: deposit.amountWon, source: 'borrower', costsWon: 0, memo: `상환 계좌 입금 (${deposit.tid})` } },
        { commandId: paymentId, actorId: null, partitionKey: loanStreamId(productId), lockKeys: [...loanLockKeys(productId), ...investorLockKeys(loan.investors.map((p) => p.id))], waitMs },
      )
      : await this.commands.send(
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
