// The operators' self-check reads: every year's state, and one year's draft and versions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
// Typed by the server's endpoint schemas (server/src/disclosures/http), type-only.
export type { SelfCheckOverview, SelfCheckYear } from '@server/disclosures/http/security-self-check-answers.schema';
import type { SelfCheckOverview, SelfCheckYear } from '@server/disclosures/http/security-self-check-answers.schema';

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
