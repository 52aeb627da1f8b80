// 원리금균등: the same payment every month, P·r/(1−(1+r)^−n) floored to the won (exact integer
// maths, monthly-rate.ts); interest on what is still outstanding (floored); the last
// installment takes all remaining principal, so the principals sum exactly to the loan.
import { assert } from '../errors/domain-error';
import type { Won } from '../won';
import { equalInstallmentPaymentWon, monthlyInterestWon } from './monthly-rate';
import type { Installment } from './schedule.types';

export function equalInstallmentSchedule(principalWon: Won, rateBp: number, dueOns: string[]): Installment[] {
  const termMonths = dueOns.length;
  assert(termMonths > 0, 'a loan has at least one installment');
  const paymentWon = equalInstallmentPaymentWon(principalWon, rateBp, termMonths);
  let outstandingWon = principalWon;
  return dueOns.map((dueOn, index) => {
    const interestWon = monthlyInterestWon(outstandingWon, rateBp);
    const last = index === termMonths - 1;
    // A payment below the interest cannot happen for real rates; never let principal go negative.
    const principalWonK = last ? outstandingWon : Math.min(Math.max(paymentWon - interestWon, 0), outstandingWon);
    outstandingWon -= principalWonK;
    return { seq: index + 1, dueOn, principalWon: principalWonK, interestWon };
  });
}
