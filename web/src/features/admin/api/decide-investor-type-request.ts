import { api } from '@/lib/api-client';
import type { InvestorTypeApplication } from './investor-type-requests';

/** POST /api/admin/investor_type_requests/{id}/{approve|reject} → the decided application; approval changes the user's type at once. */
export const decideInvestorTypeRequest = (id: string, decision: 'approve' | 'reject') =>
  api.post<InvestorTypeApplication>(`/admin/investor_type_requests/${encodeURIComponent(id)}/${decision}`, {});
