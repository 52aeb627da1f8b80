import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PolicyVersionSummary = { version: number; effective_on: string; is_current: boolean; upcoming: boolean };

/** GET /api/policies/{terms}[?version=]: one version of a policy and the list of all its versions. */
export type Policy = {
  terms: string;
  title: string;
  body_html: string;
  effective_on: string;
  version: number;
  is_current: boolean;
  versions: PolicyVersionSummary[];
};

export const getPolicy = (terms: string, version?: number, signal?: AbortSignal) =>
  api.get<Policy>(`/policies/${encodeURIComponent(terms)}`, { version }, signal);

export const policyQueryOptions = (terms: string, version?: number) =>
  queryOptions({ queryKey: ['policies', terms, version ?? 'current'], queryFn: ({ signal }) => getPolicy(terms, version, signal) });

export const usePolicy = (terms: string, version?: number, enabled = true) => useQuery({ ...policyQueryOptions(terms, version), enabled });
