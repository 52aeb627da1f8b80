// GET /disclosures/security_self_checks (public): the published yearly self-checks (온투법 30조②).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
export type { PublishedSelfChecks } from '@server/disclosures/http/security-self-check-answers.schema';
import type { PublishedSelfChecks } from '@server/disclosures/http/security-self-check-answers.schema';

/** GET /disclosures/security_self_checks (public): published versions only, newest year first. */
export const publishedSelfChecksQueryOptions = () =>
  queryOptions({
    queryKey: ['disclosures', 'security_self_checks'],
    queryFn: ({ signal }) => api.get<PublishedSelfChecks>('/disclosures/security_self_checks', undefined, signal),
  });

export const usePublishedSelfChecks = () => useQuery(publishedSelfChecksQueryOptions());
