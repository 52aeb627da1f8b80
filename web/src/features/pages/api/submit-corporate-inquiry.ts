import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/inquiries/corporate (no login): a corporate investing inquiry for the operators. */
export type CorporateInquiryInput = {
  company_name: string;
  contact_name: string;
  phone: string;
  email: string;
  amount: number;
  message: string;
  agree_privacy: boolean;
};

export const submitCorporateInquiry = (input: CorporateInquiryInput) => api.post<{ id: string; created_at: string }>('/inquiries/corporate', input);

export const useSubmitCorporateInquiry = () => useMutation({ mutationFn: submitCorporateInquiry });
