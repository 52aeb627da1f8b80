// Runs an operator's bad-loan step: the loan's events (and the product's status) and every
// investor's recovery credit or write-off line appended in the command's one transaction, so a
// recovery is booked on the loan and paid to every investor, or neither.
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { seoulDate } from '../../shared/clock';
import { WalletStreams } from '../../wallet';
import { LoanStreams } from '../loan-streams';
import { isBadLoanStep } from '../overdue-notices/bad-loan-post-text';
import { OverdueNotices } from '../overdue-notices/overdue-notices.service';
import { loanView } from '../queries/loan-view';
import { RepaymentPolicy } from '../repayment-policy';
import { RunLoanStep } from './loan-step.command';
import { allocationView } from './loan-step.views';
import { loanCommandOf } from './loan-step.plan';
import { loanStepWallets } from './loan-step-wallets';

@CommandHandler(RunLoanStep)
export class RunLoanStepHandler implements ICommandHandler<RunLoanStep> {
  constructor(
    private readonly loans: LoanStreams,
    private readonly wallets: WalletStreams,
    private readonly policy: RepaymentPolicy,
    private readonly notices: OverdueNotices,
  ) {}

  async execute({ payload, ctx }: RunLoanStep) {
    const command = loanCommandOf(payload.step, payload.stepId, seoulDate(ctx.businessNow), ctx.businessNow);
    const { events, state } = await this.loans.runOnExecuted(ctx, payload.productId, command, loanStepWallets(this.wallets, this.policy, ctx));
    // The product's overdue post follows the step in its transaction (온투법 22조⑤): booked and published, or neither.
    if (events.some(isBadLoanStep)) await this.notices.followLoanSteps(ctx.tx, payload.productId, ctx.businessNow);
    return { product: { id: payload.productId, status: state.status }, loan: loanView(state), allocation: allocationView(events) };
  }
}
