// The dry run of a borrower payment not yet made, from the loan's own stream (payment-allocation.ts,
// which the loan's page lists its payments with too), so the operators see exactly what the
// decider would book.
import { Injectable } from '@nestjs/common';
import { LoanStepsQuery } from '../bad-loans/loan-steps.query';
import { previewPayment } from '../payment-allocation';

@Injectable()
export class LoanPaymentsQuery {
  constructor(private readonly loans: LoanStepsQuery) {}

  /** `{allocation, installments}` of a payment of `amountWon` on `paidOn`, on the loan as it stands; appends nothing. */
  async preview(productId: string, amountWon: number, paidOn: string, now: Date) {
    // As the real payment answers it (LoanStreams.runOnExecuted): a product without a loan yet is a state conflict.
    const { installments, ...allocation } = previewPayment(await this.loans.executedLoan(productId), { amountWon, paidOn, now });
    return { allocation, installments };
  }
}
