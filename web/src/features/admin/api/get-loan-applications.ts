import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';
import type { FormStatus } from './update-form-handling';

export type LoanApplication = {
  id: string;
  address: string;
  estimated_value: number;
  requested_amount: number;
  ltv_bp: number;
  name: string;
  phone: string;
  email: string | null;
  message: string;
  source: 'landing_apt' | 'loan_apt';
  created_at: string;
  status: FormStatus;
  memo: string;
  handled_at: string | null;
};

/** GET /api/admin/loan_applications: apartment-secured loan applications, newest first. */
export const useLoanApplications = (page: number) =>
  useQuery({
    queryKey: ['admin', 'loan_applications', page],
    queryFn: ({ signal }) => api.get<Page<LoanApplication>>('/admin/loan_applications', { page, size: 20 }, signal),
    placeholderData: keepPreviousData,
  });
