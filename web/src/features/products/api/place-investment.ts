import { api } from '@/lib/api-client';

export type PlacedInvestments = { investments: { id: string; product_id: string; amount: number; status: string }[]; balance: number };

/** POST /invest_tickets then POST /investments: one product, invested at once. */
export async function placeInvestment(productId: string, amount: number): Promise<PlacedInvestments> {
  const { ticket } = await api.post<{ ticket: string; expires_at: string }>('/invest_tickets', {});
  return api.post<PlacedInvestments>('/investments', { ticket, items: [{ product_id: productId, amount }] });
}
