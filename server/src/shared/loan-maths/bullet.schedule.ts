// 만기일시: interest on the whole principal every month (floored), all principal at the end.
import type { Won } from '../won';
import { monthlyInterestWon } from './monthly-rate';
import type { Installment } from './schedule.types';

export function bulletSchedule(principalWon: Won, rateBp: number, dueOns: string[]): Installment[] {
  const interestWon = monthlyInterestWon(principalWon, rateBp);
  return dueOns.map((dueOn, index) => ({
    seq: index + 1,
    dueOn,
    principalWon: index === dueOns.length - 1 ? principalWon : 0,
    interestWon,
  }));
}
