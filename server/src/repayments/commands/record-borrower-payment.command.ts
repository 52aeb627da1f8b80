import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';
import type { PaymentSource } from '../loan.events';

export interface BorrowerPaymentPayload {
  productId: string;
  paymentId: string;
  amountWon: number;
  /**
   * The business date the money arrived. Absent for a bank notification: the business date the
   * command was accepted (moments after the bank's call was recorded), decided by the worker, so
   * every delivery of one tid is the same request.
   */
  paidOn?: string;
  /** Absent: an operator's entry. */
  source?: PaymentSource;
  /** The bank's transaction id of a payment into the repayment account. */
  tid?: string;
}

/**
 * Money received from the borrower: operators' POST /admin/products/{id}/borrower_repayments, or
 * the bank's notification of a deposit into the loan's repayment account (repayment-accounts/).
 */
@CommandType('repayments.record_borrower_payment')
export class RecordBorrowerPayment extends QueuedCommand<BorrowerPaymentPayload> {}
