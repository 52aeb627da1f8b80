import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { seoulDate } from '../../shared/clock';
import { LoanStreams } from '../loan-streams';
import { loanView } from '../queries/loan-view';
import { RefundBorrowerCredit } from './refund-borrower-credit.command';

@CommandHandler(RefundBorrowerCredit)
export class RefundBorrowerCreditHandler implements ICommandHandler<RefundBorrowerCredit> {
  constructor(private readonly loans: LoanStreams) {}

  async execute({ payload, ctx }: RefundBorrowerCredit) {
    const { state } = await this.loans.runOnExecuted(ctx, payload.productId,
      // The refund is dated by the business calendar, like the borrower's payments.
      { type: 'RefundBorrowerCredit', amountWon: payload.amountWon, refundedOn: seoulDate(ctx.businessNow), now: ctx.businessNow });
    return { refunded: payload.amountWon, loan: loanView(state) };
  }
}
