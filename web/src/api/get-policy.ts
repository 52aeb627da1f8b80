import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/policies/{terms}[?version=]: one version of a policy and the list of all its versions. Typed by the server's endpoint schema (type-only). */
export type { Policy } from '@server/boards/http/board-answers.schema';
import type { Policy } from '@server/boards/http/board-answers.schema';
export type PolicyVersionSummary = Policy['versions'][number];

export const getPolicy = (terms: string, version?: number, signal?: AbortSignal) =>
  api.get<Policy>(`/policies/${encodeURIComponent(terms)}`, { version }, signal);

export const policyQueryOptions = (terms: string, version?: number) =>
  queryOptions({ queryKey: ['policies', terms, version ?? 'current'], queryFn: ({ signal }) => getPolicy(terms, version, signal) });

export const usePolicy = (terms: string, version?: number, enabled = true) => useQuery({ ...policyQueryOptions(terms, version), enabled });
