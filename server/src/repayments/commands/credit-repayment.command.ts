import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

export interface CreditRepaymentPayload {
  productId: string;
  seq: number;
  userId: string;
  principalWon: number;
  interestWon: number;
  incomeTaxWon: number;
  localTaxWon: number;
  feeWon: number;
}

/**
 * One investor's payout of one installment, appended to `investor-{userId}`. Its command id is
 * uuidFrom(`repayment:${productId}:${seq}:${userId}`): a rerun, a second worker or a resumed
 * job is the same command and credits nothing twice.
 */
@CommandType('repayments.credit_repayment')
export class CreditRepayment extends QueuedCommand<CreditRepaymentPayload> {}
