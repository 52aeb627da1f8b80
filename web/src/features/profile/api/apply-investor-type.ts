import { api } from '@/lib/api-client';
import type { InvestorTypeRequest } from './investor-type-requests';
import type { RequestableType } from './profile';

/** POST /api/me/investor_type_requests `{investor_type, evidence}` → 201 the application (pending). */
export const applyInvestorType = (input: { investor_type: RequestableType; evidence: string }) =>
  api.post<InvestorTypeRequest>('/me/investor_type_requests', input);
