import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PolicyRevision = { title: string; body: string; effective_on: string };

/** POST /api/admin/policies/{terms}: a new version; `body` is HTML, sanitized by the server. */
export const publishPolicy = (terms: string, input: PolicyRevision) =>
  api.post<{ terms: string; version: number; title: string; effective_on: string }>(`/admin/policies/${encodeURIComponent(terms)}`, input);

/** Every policy read (the list, each text, each version) may now show the new version. */
export const usePublishPolicy = (terms: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PolicyRevision) => publishPolicy(terms, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['policies'] }),
  });
};
