import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';

/** Every investor of an installment is credited: the loan records it (and completes after the last). */
@CommandType('repayments.record_installment_distributed')
export class RecordInstallmentDistributed extends QueuedCommand<{ productId: string; seq: number; investorCount: number }> {}
