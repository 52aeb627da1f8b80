import { api } from '@/lib/api-client';

/** POST /api/admin/policies/{terms}: a new version; `body` is HTML, sanitized by the server. */
export const publishPolicy = (terms: string, input: { title: string; body: string; effective_on: string }) =>
  api.post<{ terms: string; version: number; title: string; effective_on: string }>(`/admin/policies/${encodeURIComponent(terms)}`, input);
