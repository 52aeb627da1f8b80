// A year's return of a product before and after taxes and fees (docs/api.md `expected_return_bp`,
// `expected_net_return_bp`; 온투법 22조① "수익률 및 세후 수익률"), from the payout estimate of
// the loan maths: what the money earns per year it is lent out. Interest (or what is left of it
// after income tax, local tax and the platform fee) summed over the loan, divided by the
// principal outstanding month by month, times 12. Integer maths, floored to the basis point;
// a won lost to the 10-won tax flooring shows, as it does in the investor's payouts.
import type { PayoutEstimate } from '../http/product-answers.schema';

export interface ExpectedReturns {
  expectedReturnBp: number;
  expectedNetReturnBp: number;
}

export function expectedReturns(amountWon: number, lines: PayoutEstimate[]): ExpectedReturns {
  let outstandingWon = amountWon;
  let outstandingMonthsWon = 0;
  let interestWon = 0;
  let netInterestWon = 0;
  for (const line of lines) {
    outstandingMonthsWon += outstandingWon;
    outstandingWon -= line.principal;
    interestWon += line.interest;
    netInterestWon += line.interest - line.tax_income - line.tax_local - line.fee;
  }
  if (outstandingMonthsWon <= 0) return { expectedReturnBp: 0, expectedNetReturnBp: 0 };
  // won × 12 × 10^4 passes 2^53 for large amounts: BigInt keeps it exact.
  const perYearBp = (won: number) => Number((BigInt(won) * 12n * 10_000n) / BigInt(outstandingMonthsWon));
  return { expectedReturnBp: perYearBp(interestWon), expectedNetReturnBp: perYearBp(netInterestWon) };
}
