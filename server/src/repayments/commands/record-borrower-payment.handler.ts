import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { seoulDate } from '../../shared/clock';
import { LoanStreams } from '../loan-streams';
import { loanView } from '../queries/loan-view';
import { RecordBorrowerPayment } from './record-borrower-payment.command';

@CommandHandler(RecordBorrowerPayment)
export class RecordBorrowerPaymentHandler implements ICommandHandler<RecordBorrowerPayment> {
  constructor(private readonly loans: LoanStreams) {}

  async execute({ payload, ctx }: RecordBorrowerPayment) {
    const { events, state } = await this.loans.runOnExecuted(ctx, payload.productId, {
      type: 'ReceiveBorrowerPayment',
      paymentId: payload.paymentId,
      amountWon: payload.amountWon,
      paidOn: payload.paidOn ?? seoulDate(ctx.businessNow),
      now: ctx.businessNow,
      source: payload.source,
      tid: payload.tid,
    });
    return {
      payment_id: payload.paymentId,
      funded_seqs: events.flatMap((e) => (e.type === 'InstallmentFunded' ? [e.data.seq] : e.type === 'LoanRepaidEarly' ? [e.data.seq] : [])),
      repaid_early: events.some((e) => e.type === 'LoanRepaidEarly'),
      loan: loanView(state),
    };
  }
}
