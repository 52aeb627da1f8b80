// What the borrower owes on a business date (docs/api.md "Loans that go bad", the operators'
// screen): before acceleration the installments past due with their late interest to that date;
// after it the claim (principal, interest, late interest accrued to the last step plus since).
import { lateInterestWon } from '../../shared/loan-maths';
import type { Owed } from '../http/repayment-answers.schema';
import type { LoanState } from '../loan.decider';
import { lateTermsOf } from '../loan-late-terms';
import { accrualTo, claimPrincipalWon } from './loan-claim';

export function owedOn(state: LoanState, asOf: string): Owed {
  const terms = lateTermsOf(state);
  const view = (principal: number, interest: number, late: number): Owed => ({ principal, interest, late_interest: late, total: principal + interest + late, as_of: asOf });
  if (state.status === 'sold' || state.status === 'completed') return view(0, 0, 0);
  if (state.claim) {
    const accrued = accrualTo(state.claim, state.rateBp, terms, asOf);
    return view(claimPrincipalWon(state.claim), state.claim.interestWon + accrued.interestWon, state.claim.lateInterestWon + accrued.lateInterestWon);
  }
  const due = state.installments.filter((i) => i.status === 'scheduled' && i.dueOn <= asOf);
  return view(
    due.reduce((t, i) => t + i.principalWon, 0),
    due.reduce((t, i) => t + i.interestWon, 0),
    due.reduce((t, i) => t + lateInterestWon(i.principalWon, state.rateBp, terms, i.dueOn, asOf), 0),
  );
}
