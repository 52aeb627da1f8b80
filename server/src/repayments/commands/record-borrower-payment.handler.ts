import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductQueries } from '../../products';
import { DomainError } from '../../shared/errors/domain-error';
import { LoanStreams } from '../loan-streams';
import { loanView } from '../queries/loan-view';
import { RecordBorrowerPayment } from './record-borrower-payment.command';

@CommandHandler(RecordBorrowerPayment)
export class RecordBorrowerPaymentHandler implements ICommandHandler<RecordBorrowerPayment> {
  constructor(
    private readonly loans: LoanStreams,
    private readonly products: ProductQueries,
  ) {}

  async execute({ payload, ctx }: RecordBorrowerPayment) {
    // A product that exists but has no loan yet (not executed) is a state conflict, not a missing product.
    const { state: current } = await this.loans.load(ctx.tx, payload.productId);
    if (!current.exists) throw new DomainError((await this.products.row(ctx.tx, payload.productId)) ? 'product_state_conflict' : 'no_such_product');
    const { events, state } = await this.loans.runWithProduct(
      ctx.tx,
      payload.productId,
      { type: 'ReceiveBorrowerPayment', paymentId: payload.paymentId, amountWon: payload.amountWon, paidOn: payload.paidOn, now: ctx.businessNow },
      { command_id: ctx.commandId, actor_id: ctx.actorId },
      ctx.now,
    );
    return {
      payment_id: payload.paymentId,
      funded_seqs: events.flatMap((e) => (e.type === 'InstallmentFunded' ? [e.data.seq] : e.type === 'LoanRepaidEarly' ? [e.data.seq] : [])),
      repaid_early: events.some((e) => e.type === 'LoanRepaidEarly'),
      loan: loanView(state),
    };
  }
}
