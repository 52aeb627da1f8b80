import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/loan_applications (no login): an apartment-secured loan application. */
export type LoanApplicationInput = {
  address: string;
  estimated_value: number;
  requested_amount: number;
  name: string;
  phone: string;
  email?: string;
  message: string;
  source: 'landing_apt' | 'loan_apt';
  agree_privacy: boolean;
};

export const submitLoanApplication = (input: LoanApplicationInput) => api.post<{ id: string; created_at: string }>('/loan_applications', input);

export const useSubmitLoanApplication = () => useMutation({ mutationFn: submitLoanApplication });
