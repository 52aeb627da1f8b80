// A bad loan's step as the operators' API shows it (snake_case, integer won): where its money went
// (docs/api.md "Loans that go bad") and, for the confirmation before it, the amounts per investor type.
import type { InvestorWalletCommand } from '../../wallet';
import type { InvestorTypeShare, StepAllocation } from '../http/bad-loan-answers.schema';
import type { LoanEvent } from '../loan.events';

/** The allocation of a step's events: the recovery or sale's parts and the principal written off. */
export function allocationView(events: readonly LoanEvent[]): StepAllocation | null {
  const view: StepAllocation = { costs: 0, late_interest: 0, interest: 0, principal: 0, credit: 0, written_off: 0 };
  let any = false;
  for (const e of events) {
    if (e.type === 'LoanRecovered') {
      any = true;
      Object.assign(view, {
        costs: view.costs + e.data.costsWon, late_interest: view.late_interest + e.data.lateInterestWon, interest: view.interest + e.data.interestWon,
        principal: view.principal + e.data.principalWon, credit: view.credit + e.data.creditWon,
      });
    }
    if (e.type === 'LoanWrittenOff') {
      any = true;
      view.written_off += e.data.principalWon;
    }
  }
  return any ? view : null;
}

/** The wallets' commands summed per investor type (general, income_qualified, professional, corporate). */
export function byInvestorType(commands: readonly InvestorWalletCommand[], typeOf: ReadonlyMap<string, InvestorTypeShare['investor_type']>): InvestorTypeShare[] {
  const views = new Map<string, InvestorTypeShare & { users: Set<string> }>();
  for (const { userId, command } of commands) {
    const type = typeOf.get(userId.toLowerCase()) ?? 'general';
    const view = views.get(type) ?? { investor_type: type, investors: 0, principal: 0, interest: 0, tax: 0, written_off: 0, users: new Set<string>() };
    view.users.add(userId);
    if (command.type === 'CreditRecovery') {
      view.principal += command.principalWon;
      view.interest += command.interestWon + command.lateInterestWon;
      view.tax += command.incomeTaxWon + command.localTaxWon;
    }
    if (command.type === 'RecordWriteOff') view.written_off += command.principalWon;
    views.set(type, view);
  }
  return [...views.values()].map(({ users, ...view }) => ({ ...view, investors: users.size }));
}
