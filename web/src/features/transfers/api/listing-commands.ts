// The seller's commands (docs/api.md "Transfers"): list the whole remaining claim at a price, with
// the seller's confirmation (시행령 29조), and withdraw an open listing. Their screens show a
// refusal beside the form, so the global handler does not toast it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Listing } from '@/api/transfer.types';
import type { ListingRequest } from '@server/repayments/transfers/http/transfer-requests.schema';

export const openListing = (input: { investmentId: string; priceWon: number }) =>
  api.post<{ listing: Listing }>('/transfers/listings', { investment_id: input.investmentId, price: input.priceWon, acknowledged: true } satisfies ListingRequest);

export const withdrawListing = (listingId: string) => api.delete<{ listing: Listing }>(`/transfers/listings/${encodeURIComponent(listingId)}`);

const useListingCommand = <Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { inlineError: true },
    // After a refusal the market is read again when its dialog closes (a listing gone meanwhile would unmount it first).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['transfers'] }),
  });
};

export const useOpenListing = () => useListingCommand(openListing);
export const useWithdrawListing = () => useListingCommand(withdrawListing);
