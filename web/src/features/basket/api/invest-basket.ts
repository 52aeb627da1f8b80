import { api } from '@/lib/api-client';

export type InvestResult = { investments: { id: string; product_id: string; amount: number; status: string }[]; balance: number };

/** Investing is two calls: a one-use ticket, then the all-or-nothing POST /investments carrying it. */
export async function investBasket(items: { product_id: string; amount: number }[]): Promise<InvestResult> {
  const { ticket } = await api.post<{ ticket: string; expires_at: string }>('/invest_tickets', {});
  return api.post<InvestResult>('/investments', { ticket, items });
}
