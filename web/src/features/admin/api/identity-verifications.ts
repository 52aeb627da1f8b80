import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/identity_verifications: every verification attempt, kept for customer due diligence (typed by the server's schema). */
export type { IdentityVerificationRecord } from '@server/identity/http/identity-answers.schema';
import type { IdentityVerificationRecord } from '@server/identity/http/identity-answers.schema';

export const useIdentityVerifications = (q: string) =>
  useQuery({
    queryKey: ['admin', 'identity-verifications', q],
    queryFn: ({ signal }) => api.get<{ items: IdentityVerificationRecord[] }>('/admin/identity_verifications', q ? { q, limit: 100 } : { limit: 100 }, signal).then((b) => b.items),
  });
