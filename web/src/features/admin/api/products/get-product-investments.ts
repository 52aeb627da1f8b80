import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/products/{id}/investments: each investment with the disclosure version its investor confirmed (typed by the server's schema). */
export type { AdminInvestmentLine } from '@server/products/funding/http/funding-answers.schema';
import type { AdminInvestmentLine } from '@server/products/funding/http/funding-answers.schema';

export const getProductInvestments = (productId: string, signal?: AbortSignal) =>
  api.get<{ items: AdminInvestmentLine[] }>(`/admin/products/${encodeURIComponent(productId)}/investments`, undefined, signal).then((b) => b.items);

export const useProductInvestments = (productId: string) =>
  useQuery({ queryKey: ['admin', 'products', productId, 'investments'], queryFn: ({ signal }) => getProductInvestments(productId, signal) });
