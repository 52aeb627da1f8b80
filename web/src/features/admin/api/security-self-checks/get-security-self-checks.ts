// The operators' self-check reads: every year's state, and one year's draft and versions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChecklistItem, SecuritySelfCheck } from '@/api/security-self-check.types';

export type SelfCheckOverview = {
  business_year: number;
  checklist: ChecklistItem[];
  items: { year: number; published_version: number | null; published_at: string | null; draft_version: number | null; draft_updated_at: string | null }[];
};

export type SelfCheckYear = { year: number; checklist: ChecklistItem[]; draft: SecuritySelfCheck | null; published: SecuritySelfCheck | null; versions: SecuritySelfCheck[] };

export const selfChecksKey = ['admin', 'security_self_checks'] as const;

/** GET /admin/security_self_checks */
export const useSelfCheckOverview = () =>
  useQuery(queryOptions({ queryKey: selfChecksKey, queryFn: ({ signal }) => api.get<SelfCheckOverview>('/admin/security_self_checks', undefined, signal) }));

/** GET /admin/security_self_checks/{year} */
export const useSelfCheckYear = (year: number | null) =>
  useQuery(
    queryOptions({
      queryKey: [...selfChecksKey, year],
      queryFn: ({ signal }) => api.get<SelfCheckYear>(`/admin/security_self_checks/${year}`, undefined, signal),
      enabled: year !== null,
    }),
  );
