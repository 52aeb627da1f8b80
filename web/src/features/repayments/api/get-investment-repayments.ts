import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TimelineEntry } from '@server/repayments/http/repayment-answers.schema';

/** One installment of the caller's share (`accelerated`: replaced by the whole claim at 기한이익상실). */
export type { ScheduleLine as RepaymentRow, InvestmentRepayments } from '@server/repayments/http/dashboard-answers.schema';
import type { InvestmentRepayments } from '@server/repayments/http/dashboard-answers.schema';

/** One thing that happened to the loan, as the investor follows it (docs/api.md "Loans that go bad"), and one holding in the loan on its own: the server's endpoint schema's types. */
export type { TimelineEntry, Holding } from '@server/repayments/http/repayment-answers.schema';
export type TimelineKind = TimelineEntry['kind'];

export const getInvestmentRepayments = (productId: string, signal?: AbortSignal) =>
  api.get<InvestmentRepayments>(`/investments/${encodeURIComponent(productId)}/repayments`, undefined, signal);

export const investmentRepaymentsQueryOptions = (productId: string) =>
  queryOptions({ queryKey: ['investments', productId, 'repayments'], queryFn: ({ signal }) => getInvestmentRepayments(productId, signal) });

export const useInvestmentRepayments = (productId: string) => useQuery(investmentRepaymentsQueryOptions(productId));
