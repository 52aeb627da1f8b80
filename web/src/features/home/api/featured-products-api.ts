import { useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';

export type FeaturedProduct = {
  id: string;
  title: string;
  type: string;
  grade: string;
  rate_bp: number;
  term_months: number;
  target_amount: number;
  raised_amount: number;
  status: string;
};

/** The three newest products still raising funds, for the home page. */
export const useFeaturedProducts = () =>
  useQuery({
    queryKey: ['products', { status: 'funding', page: 1, size: 3 }, 'featured'],
    queryFn: ({ signal }) => api.get<Page<FeaturedProduct>>('/products', { status: 'funding', page: 1, size: 3 }, signal),
  });
