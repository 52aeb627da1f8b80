import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';
import type { FormStatus } from './update-form-handling';

export type CorporateInquiry = { id: string; company_name: string; contact_name: string; phone: string; email: string; amount: number; message: string; created_at: string; status: FormStatus; memo: string; handled_at: string | null };

/** GET /api/admin/inquiries: corporate investing inquiries from /corp_invest, newest first. */
export const useCorporateInquiries = (page: number) =>
  useQuery({
    queryKey: ['admin', 'inquiries', page],
    queryFn: ({ signal }) => api.get<Page<CorporateInquiry>>('/admin/inquiries', { page, size: 20 }, signal),
    placeholderData: keepPreviousData,
  });
