import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';
import type { InvestorCredit } from './credit-installment.command';

/** One investor's payout of one installment. */
export type CreditRepaymentPayload = { productId: string; seq: number } & InvestorCredit;

/**
 * One investor's payout of one installment, appended to `investor-{userId}`: what the batch sent
 * before it credited in chunks (CreditInstallment), kept so such commands still in an inbox run.
 * The investor's schedule row says whether it was paid already: it never credits twice.
 */
@CommandType('repayments.credit_repayment')
export class CreditRepayment extends QueuedCommand<CreditRepaymentPayload> {}
