import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductQueries } from '../../products';
import { seoulDate } from '../../shared/clock';
import { DomainError } from '../../shared/errors/domain-error';
import { LoanStreams } from '../loan-streams';
import { loanView } from '../queries/loan-view';
import { RefundBorrowerCredit } from './refund-borrower-credit.command';

@CommandHandler(RefundBorrowerCredit)
export class RefundBorrowerCreditHandler implements ICommandHandler<RefundBorrowerCredit> {
  constructor(
    private readonly loans: LoanStreams,
    private readonly products: ProductQueries,
  ) {}

  async execute({ payload, ctx }: RefundBorrowerCredit) {
    const { state: current } = await this.loans.load(ctx.tx, payload.productId);
    if (!current.exists) throw new DomainError((await this.products.row(ctx.tx, payload.productId)) ? 'product_state_conflict' : 'no_such_product');
    const { state } = await this.loans.runWithProduct(
      ctx.tx,
      payload.productId,
      // The refund is dated by the business calendar, like the borrower's payments.
      { type: 'RefundBorrowerCredit', amountWon: payload.amountWon, refundedOn: seoulDate(ctx.businessNow), now: ctx.businessNow },
      { command_id: ctx.commandId, actor_id: ctx.actorId },
      ctx.now,
    );
    return { refunded: payload.amountWon, loan: loanView(state) };
  }
}
