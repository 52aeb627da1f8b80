// POST /invest_tickets then POST /transfers/purchases (docs/api.md "Transfers"): the ticket is got
// as for an investment (a fresh one per attempt), and `acknowledged: true` is the buyer's
// confirmation, ticked in the dialog, that they read the disclosure (시행령 29조).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterMoneyMoved } from '@/api/money-moved';
import type { TransferPurchase } from '@/api/transfer.types';

export async function buyListing(listingId: string): Promise<TransferPurchase> {
  const { ticket } = await api.post<{ ticket: string; expires_at: string }>('/invest_tickets', {});
  return api.post<TransferPurchase>('/transfers/purchases', { listing_id: listingId, ticket, acknowledged: true });
}

export const useBuyListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyListing,
    // The dialog shows the refusal (a toast covered its button on phones).
    meta: { inlineError: true },
    onSuccess: () => invalidateAfterMoneyMoved(queryClient),
    // Sold or not, the market has changed (a listing sold to someone else is gone).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['transfers'] }),
  });
};
