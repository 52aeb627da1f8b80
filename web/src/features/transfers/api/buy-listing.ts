// POST /invest_tickets then POST /transfers/purchases (docs/api.md "Transfers"): the ticket is got
// as for an investment (a fresh one per attempt), and `acknowledged: true` is the buyer's
// confirmation, ticked in the dialog, that they read the disclosure (시행령 29조).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterMoneyMoved } from '@/api/money-moved';
import type { TransferPurchase } from '@/api/transfer.types';
import type { InvestTicket } from '@server/investing/http/investing-answers.schema';
import type { PurchaseRequest } from '@server/repayments/transfers/http/transfer-requests.schema';

export async function buyListing(listingId: string): Promise<TransferPurchase> {
  const { ticket } = await api.post<InvestTicket>('/invest_tickets', {});
  return api.post<TransferPurchase>('/transfers/purchases', { listing_id: listingId, ticket, acknowledged: true } satisfies PurchaseRequest);
}

export const useBuyListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyListing,
    // The dialog shows the refusal (a toast covered its button on phones).
    meta: { inlineError: true },
    // The market is read again on success here, and after a refusal only once its dialog closes
    // (the listing page calls refreshMarket): a listing gone meanwhile would unmount the dialog
    // before the buyer read why.
    onSuccess: () => {
      invalidateAfterMoneyMoved(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['transfers'] });
    },
  });
};

/** Reads the market again (a refused purchase: the listing may be gone). */
export const useRefreshMarket = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['transfers'] });
};
