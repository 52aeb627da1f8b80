import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { failMessages, messageForFailCode } from '@/lib/fail-messages';
import { invalidateAfterMoneyMoved } from './money-moved';
import type { InvestTicket } from '@server/investing/http/investing-answers.schema';
import type { InvestRequest } from '@server/investing/http/investing-requests.schema';
import type { InvestmentItem, PlacedInvestments } from './types';

/**
 * POST /invest_tickets then POST /investments: all items or none. `acknowledged: true` is the
 * investor's confirmation, ticked in the confirmation dialog, that they read each product's
 * disclosure and know principal can be lost (온투법 22조③), and each item's `disclosure_version`
 * the version of the disclosure shown there; a fresh ticket per attempt.
 */
export async function placeInvestments(items: InvestmentItem[]): Promise<PlacedInvestments> {
  const { ticket } = await api.post<InvestTicket>('/invest_tickets', {});
  return api.post<PlacedInvestments>('/investments', { ticket, acknowledged: true, items } satisfies InvestRequest);
}

/**
 * `confirmation_required` naming a product (with `acknowledged: true` always sent) means its
 * disclosure changed after the investor read it: the version sent is no longer the current one.
 */
const disclosureChanged = (error: unknown) => isApiError(error) && error.data.fail_code === 'confirmation_required' && Boolean(error.data.product_id);

export const DISCLOSURE_CHANGED_MESSAGE = '상품 공시 내용이 바뀌었습니다. 바뀐 내용을 다시 확인하신 뒤 투자해 주세요.';

/** What to tell the investor when an investment is refused. */
export function investFailMessage(error: unknown): string {
  if (disclosureChanged(error)) return DISCLOSURE_CHANGED_MESSAGE;
  return isApiError(error) ? messageForFailCode(error.data.fail_code) : failMessages.unknown_error;
}

export const usePlaceInvestments = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeInvestments,
    // The confirmation dialog shows the refusal (and the basket the failing line): a toast covered its button on phones.
    meta: { inlineError: true },
    onSuccess: () => invalidateAfterMoneyMoved(queryClient),
    // A changed disclosure: fetch it again, so the confirmation shows (and sends) the new version.
    onError: (error) => {
      if (disclosureChanged(error)) void queryClient.invalidateQueries({ queryKey: ['products', 'detail'] });
    },
  });
};
