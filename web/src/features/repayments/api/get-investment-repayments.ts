import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Holding, TimelineEntry } from '@server/repayments/http/repayment-answers.schema';

export type RepaymentRow = {
  seq: number;
  due_on: string;
  principal: number;
  interest: number;
  tax_income: number;
  tax_local: number;
  fee: number;
  net: number;
  /** `accelerated`: replaced by the whole claim at 기한이익상실. */
  status: 'scheduled' | 'paid' | 'overdue' | 'accelerated';
  paid_at: string | null;
};

/** One thing that happened to the loan, as the investor follows it (docs/api.md "Loans that go bad"), and one holding in the loan on its own: the server's endpoint schema's types. */
export type { TimelineEntry, Holding } from '@server/repayments/http/repayment-answers.schema';
export type TimelineKind = TimelineEntry['kind'];

export type InvestmentRepayments = {
  product: { id: string; title: string; type?: string; rate_bp: number; term_months: number; repayment_method?: string; status: string };
  invested_amount: number;
  schedule: RepaymentRow[];
  /** The loan's status (repaying … defaulted, written_off, sold); absent from a server that does not send it yet. */
  loan_status?: string | null;
  timeline?: TimelineEntry[];
  /** What recoveries and sales brought the caller, before tax (`tax` withheld on their interest). */
  recovered?: { principal: number; interest: number; late_interest: number; tax: number };
  /** The caller's principal written off (written off or left unpaid by a sale). */
  written_off_principal?: number;
  /** Each holding on its own (absent from a server that does not send it yet). */
  holdings?: Holding[];
};

export const getInvestmentRepayments = (productId: string, signal?: AbortSignal) =>
  api.get<InvestmentRepayments>(`/investments/${encodeURIComponent(productId)}/repayments`, undefined, signal);

export const investmentRepaymentsQueryOptions = (productId: string) =>
  queryOptions({ queryKey: ['investments', productId, 'repayments'], queryFn: ({ signal }) => getInvestmentRepayments(productId, signal) });

export const useInvestmentRepayments = (productId: string) => useQuery(investmentRepaymentsQueryOptions(productId));
