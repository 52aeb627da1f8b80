import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/products/{id}/investments: each investment with the disclosure version its investor confirmed. */
export type AdminInvestmentLine = {
  id: string;
  user_id: string;
  email: string | null;
  name: string | null;
  amount: number;
  status: 'placed' | 'canceled' | 'executed';
  invested_at: string;
  disclosure_version: string | null;
  reconfirm_status: 'pending' | 'confirmed' | null;
  reconfirm_by: string | null;
  cancel_reason: string | null;
};

export const getProductInvestments = (productId: string, signal?: AbortSignal) =>
  api.get<{ items: AdminInvestmentLine[] }>(`/admin/products/${encodeURIComponent(productId)}/investments`, undefined, signal).then((b) => b.items);

export const useProductInvestments = (productId: string) =>
  useQuery({ queryKey: ['admin', 'products', productId, 'investments'], queryFn: ({ signal }) => getProductInvestments(productId, signal) });
