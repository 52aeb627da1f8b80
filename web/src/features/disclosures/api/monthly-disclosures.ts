// GET /disclosures/monthly (public): every month, newest first, with the platform's standing items.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// A month and the standing items, as the server's endpoint schema types them (server/src/disclosures/http).
import type { MonthlyDisclosureView as MonthlyDisclosure, PlatformDisclosureView as PlatformDisclosure } from '@server/disclosures/http/monthly-disclosure-answers.schema';
export type { MonthlyDisclosure, PlatformDisclosure };

/** Loans gone bad in the month and since the start (docs/api.md "Notifications, disclosures and tax statements"). */
export type BadLoanDisclosure = Pick<MonthlyDisclosure,
  'defaulted_amount' | 'recovered_amount' | 'sold_amount' | 'written_off_amount' | 'cumulative_defaulted_amount' | 'cumulative_recovered_amount'
  | 'cumulative_sold_amount' | 'cumulative_written_off_amount' | 'loss_rate_bp' | 'recovery_by_cohort'>;

/** Loans executed in one year: how much of them defaulted, was recovered and is written off. */
export type RecoveryCohort = MonthlyDisclosure['recovery_by_cohort'][number];

export const monthlyDisclosuresQueryOptions = () =>
  queryOptions({
    queryKey: ['disclosures', 'monthly'],
    queryFn: ({ signal }) => api.get<{ items: MonthlyDisclosure[]; platform: PlatformDisclosure }>('/disclosures/monthly', undefined, signal),
  });

export const useMonthlyDisclosures = () => useQuery(monthlyDisclosuresQueryOptions());
