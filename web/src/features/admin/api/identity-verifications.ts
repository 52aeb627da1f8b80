import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/identity_verifications: every verification attempt, kept for customer due diligence. */
export type IdentityVerificationRecord = {
  id: string;
  user_id: string;
  email: string | null;
  provider: string;
  outcome: 'verified' | 'failed';
  name: string;
  birth_date: string;
  phone: string;
  provider_reference: string | null;
  fail_reason: string | null;
  requested_at: string;
};

export const useIdentityVerifications = (q: string) =>
  useQuery({
    queryKey: ['admin', 'identity-verifications', q],
    queryFn: ({ signal }) => api.get<{ items: IdentityVerificationRecord[] }>('/admin/identity_verifications', q ? { q, limit: 100 } : { limit: 100 }, signal).then((b) => b.items),
  });
