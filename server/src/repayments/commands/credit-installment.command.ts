import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';
import type { CreditRepaymentCommand } from '../../wallet';

/**
 * One investor's share of one installment, with the withholding on it, as the batch pays it: the
 * wallet's CreditRepayment command for that investor, less what the chunk says once for all.
 */
export type InvestorCredit = { userId: string } & Omit<CreditRepaymentCommand, 'type' | 'productId' | 'seq' | 'paidAt'>;

export interface CreditInstallmentPayload {
  productId: string;
  seq: number;
  credits: InvestorCredit[];
}

/**
 * A chunk of one installment's investors credited in one transaction (the month-end batch pays
 * 100,000 lines as a few hundred of these, not 100,000 commands). Its command id is derived from
 * (product, seq, chunk), and each investor's schedule row, read under the investor's lock, says
 * whether that investor was paid already: a rerun, a second worker or a resumed job credits
 * nothing twice.
 */
@CommandType('repayments.credit_installment')
export class CreditInstallment extends QueuedCommand<CreditInstallmentPayload> {}
