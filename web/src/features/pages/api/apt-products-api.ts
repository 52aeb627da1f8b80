import { useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';

export type AptProduct = { id: string; title: string; grade: string; rate_bp: number; term_months: number; target_amount: number; raised_amount: number; status: string };

/** Apartment-backed products still raising funds, for the apartment landing page. */
export const useAptProducts = () =>
  useQuery({
    queryKey: ['products', { type: 'apt', status: 'funding', page: 1, size: 4 }],
    queryFn: ({ signal }) => api.get<Page<AptProduct>>('/products', { type: 'apt', status: 'funding', page: 1, size: 4 }, signal),
  });
