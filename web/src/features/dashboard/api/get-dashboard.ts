import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Limit = { used: number; limit: number | null };

export type Dashboard = {
  balance: number;
  held: number;
  invested_total: number;
  outstanding_principal: number;
  received_principal: number;
  received_interest: number;
  /** Late interest (연체이자) paid out, before tax; not part of `received_interest`. The loss fields below are absent from an older server. */
  late_interest_received?: number;
  /** Principal brought back by recoveries and sales (회수 원금). */
  recovered_principal?: number;
  /** Interest and late interest brought back by recoveries, before tax; not in docs/api.md's list (read when a server sends it). */
  recovered_interest?: number;
  /** Principal lost for good: written off, or left unpaid by a sale (상각 원금). */
  written_off_principal?: number;
  /** The part of `outstanding_principal` in loans whose benefit of time is lost (회수 중 원금). */
  defaulted_principal?: number;
  tax_withheld: number;
  fees_paid: number;
  expected_interest: number;
  /** Additive field: the annualised return (XIRR) after tax and fees, losses counted, in basis points; null while undefined. */
  xirr_bp?: number | null;
  counts: { funding: number; repaying: number; completed: number; overdue: number; defaulted?: number; written_off?: number };
  limits: {
    investor_type: string;
    total: Limit;
    realty: Limit;
    /** The PF part of the real-estate limit. */
    pf?: Limit;
    per_borrower_limit: number | null;
    /** Professional (and corporate) investors: the share of one product's target they may hold, in bp. */
    institutional_share_bp?: number | null;
  };
  /** Additive field: invested and outstanding principal by product type. */
  portfolio?: { type: string; invested: number; outstanding: number }[];
};

export const getDashboard = (signal?: AbortSignal) => api.get<Dashboard>('/dashboard', undefined, signal);

export const dashboardQueryOptions = () => queryOptions({ queryKey: ['dashboard'], queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
