// A bad loan's step as the loan decider decides it and what it does to each investor's wallet:
// every recovery or sale share becomes a CreditRecovery (interest and late interest taxed together
// as one payment, with the income tax of the payment date and the fee of the loan: paymentPolicy),
// every written-off share a RecordWriteOff. One function for the step and its preview, so the
// confirmation an operator reads is what the step books.
import { paymentPolicy, TaxPolicy, withholding } from '../../shared/loan-maths';
import type { InvestorWalletCommand } from '../../wallet';
import { loanDecider, LoanCommand, LoanState } from '../loan.decider';
import type { LoanEvent } from '../loan.events';
import type { LoanStep } from './loan-step.command';

/** The loan command of an operator's step, dated by the business today and now. */
export function loanCommandOf(step: LoanStep, stepId: string, today: string, now: Date): LoanCommand {
  switch (step.kind) {
    case 'accelerate':
      return { type: 'AccelerateLoan', on: step.on ?? today, reason: step.reason, automatic: false, now };
    case 'recovery':
      return { type: 'RecordRecovery', recoveryId: stepId, amountWon: step.amountWon, receivedOn: step.receivedOn ?? today, source: step.source, costsWon: step.costsWon, memo: step.memo, today, now };
    case 'sale':
      return { type: 'SellLoan', recoveryId: stepId, priceWon: step.priceWon, buyerName: step.buyerName, soldOn: step.soldOn, costsWon: step.costsWon, today, now };
    case 'write_off':
      return { type: 'WriteOffLoan', on: step.on ?? today, reason: step.reason, today, now };
  }
}

/** What the loan's events do to its investors' wallets, in the loan's investor order. */
export function walletCommandsOf(events: readonly LoanEvent[], loan: LoanState, taxOnPaymentDate: TaxPolicy, now: Date): InvestorWalletCommand[] {
  const policy = paymentPolicy(taxOnPaymentDate, loan.policy);
  return events.flatMap((e): InvestorWalletCommand[] => {
    if (e.type === 'LoanRecovered') {
      return e.data.shares.map((s) => {
        const w = withholding(s.interestWon + s.lateInterestWon, policy);
        return {
          userId: s.userId,
          command: {
            type: 'CreditRecovery', productId: loan.productId, recoveryId: e.data.recoveryId, kind: e.data.kind,
            principalWon: s.principalWon, interestWon: s.interestWon, lateInterestWon: s.lateInterestWon, writtenOffPrincipalWon: s.writtenOffPrincipalWon,
            incomeTaxWon: w.incomeTaxWon, localTaxWon: w.localTaxWon, feeWon: w.feeWon, paidAt: now.toISOString(),
          },
        };
      });
    }
    if (e.type === 'LoanWrittenOff') {
      return e.data.shares.map((s) => ({ userId: s.userId, command: { type: 'RecordWriteOff', productId: loan.productId, principalWon: s.principalWon, on: e.data.on } }));
    }
    return [];
  });
}

/** The decision without appending: the loan's events, its state after them, and the wallets' commands. */
export function planLoanStep(loan: LoanState, command: LoanCommand, taxOnPaymentDate: TaxPolicy, now: Date) {
  const events = loanDecider.decide(command, loan);
  const after = events.reduce(loanDecider.evolve, loan);
  return { events, after, wallets: walletCommandsOf(events, loan, taxOnPaymentDate, now) };
}
