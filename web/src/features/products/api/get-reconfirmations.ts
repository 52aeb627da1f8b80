import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** An investment whose product's target was lowered, waiting for the investor's answer (온투법 12조③); typed by the server's schema. */
export type { PendingReconfirmation } from '@server/products/funding/http/funding-answers.schema';
import type { PendingReconfirmation } from '@server/products/funding/http/funding-answers.schema';

/** GET /investments/reconfirmations?product_id= (the caller's own). */
export const getReconfirmations = (productId: string, signal?: AbortSignal) =>
  api.get<{ items: PendingReconfirmation[] }>('/investments/reconfirmations', { product_id: productId }, signal).then((b) => b.items);

export const useReconfirmations = (productId: string, enabled: boolean) =>
  useQuery({ queryKey: ['investments', 'reconfirmations', productId], queryFn: ({ signal }) => getReconfirmations(productId, signal), enabled });
