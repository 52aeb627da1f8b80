// The borrower's schedule for a loan executed at `executedAt`, by repayment method.
import { assertNever } from '../errors/domain-error';
import { bulletSchedule } from './bullet.schedule';
import { dueDates } from './due-dates';
import { equalInstallmentSchedule } from './equal-installment.schedule';
import type { Installment, LoanTerms } from './schedule.types';

export function loanSchedule(terms: LoanTerms, executedAt: Date): Installment[] {
  const dueOns = dueDates(executedAt, terms.termMonths);
  switch (terms.method) {
    case 'equal_installment':
      return equalInstallmentSchedule(terms.principalWon, terms.rateBp, dueOns);
    case 'bullet':
      return bulletSchedule(terms.principalWon, terms.rateBp, dueOns);
    default:
      return assertNever(terms.method);
  }
}
