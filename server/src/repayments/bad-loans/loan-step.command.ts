import { CommandType, QueuedCommand } from '../../shared/queue/queued-command';
import type { RecoverySource } from '../loan.events';

/** An operator's step on a bad loan (docs/api.md "Loans that go bad"), as the HTTP body gave it. */
export type LoanStep =
  | { kind: 'accelerate'; on?: string; reason: string }
  /** `receivedOn` absent (a deposit into the repayment account): the business date the worker takes it. */
  | { kind: 'recovery'; amountWon: number; receivedOn?: string; source: RecoverySource; costsWon: number; memo: string }
  | { kind: 'sale'; priceWon: number; buyerName: string; soldOn: string; costsWon: number }
  | { kind: 'write_off'; on?: string; reason: string };

export interface LoanStepPayload {
  productId: string;
  /** The command id: a recovery's or sale's id on the loan stream and the investors' lines. */
  stepId: string;
  step: LoanStep;
}

/**
 * POST /admin/products/{id}/accelerate | recoveries | sale | write_off: one command through the
 * queue, the loan's events and every investor's credit or write-off in one transaction.
 */
@CommandType('repayments.loan_step')
export class RunLoanStep extends QueuedCommand<LoanStepPayload> {}
