// GET /disclosures/monthly (public): every month, newest first, with the platform's standing items.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type MonthlyDisclosure = {
  month: string;
  status: 'provisional' | 'published';
  published_at: string | null;
  as_of: string;
  cumulative_loan_amount: number;
  outstanding_amount: number;
  cumulative_repaid_amount: number;
  overdue_amount: number;
  overdue_rate_bp: number;
  product_count: number;
  investor_count: number;
  fees: { collected_in_month: number; platform_fee_bp: number };
  repayment_methods: { method: string; count: number }[];
  average_rate_bp: number;
  immediate_disclosure: boolean;
  supervisor_report: boolean;
} & Partial<BadLoanDisclosure>;

/** Loans gone bad in the month and since the start (docs/api.md "Notifications, disclosures and tax statements"); absent from an older server. */
export type BadLoanDisclosure = {
  defaulted_amount: number;
  recovered_amount: number;
  sold_amount: number;
  written_off_amount: number;
  cumulative_defaulted_amount: number;
  cumulative_recovered_amount: number;
  cumulative_sold_amount: number;
  cumulative_written_off_amount: number;
  /** Cumulative written off, net of later recoveries, over cumulative loans executed. */
  loss_rate_bp: number;
  recovery_by_cohort: RecoveryCohort[];
};

/** Loans executed in one year: how much of them defaulted, was recovered and is written off. */
export type RecoveryCohort = { executed_year: number; defaulted: number; recovered: number; written_off: number };

export type PlatformDisclosure = Record<
  'business_model' | 'credit_assessment' | 'repayment_methods' | 'collection' | 'deposit_institution' | 'wind_down' | 'registration' | 'support' | 'conflict_of_interest',
  string
>;

export const monthlyDisclosuresQueryOptions = () =>
  queryOptions({
    queryKey: ['disclosures', 'monthly'],
    queryFn: ({ signal }) => api.get<{ items: MonthlyDisclosure[]; platform: PlatformDisclosure }>('/disclosures/monthly', undefined, signal),
  });

export const useMonthlyDisclosures = () => useQuery(monthlyDisclosuresQueryOptions());
