// Proves investing from the product page sends, with the investor's confirmation, the version of
// the disclosure the confirmation showed (so the server records that exact version), and that a
// refusal because the disclosure changed since says so and fetches the product again.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DISCLOSURE_CHANGED_MESSAGE } from '@/api/place-investments';
import type { ProductDetail } from '@/api/types';
import { createQueryClient } from '@/lib/query-client';
import { investFetch } from '@/test/invest-fetch';
import { useInvestFlow } from './use-invest-flow';

// The fields the flow reads (the disclosure's version and returns, not its every item).
const product = {
  id: 'p-1', title: '송도 아파트 담보 3호', type: 'apt', is_realty: true, grade: 'A', rate_bp: 1200, term_months: 12, repayment_method: 'equal_installment',
  target_amount: 10_000_000, raised_amount: 0, investor_count: 0, min_amount: 10_000, max_per_user: 5_000_000, status: 'funding', suspended: false,
  opens_at: '2026-11-01T00:00:00Z', closes_at: '2026-12-01T00:00:00Z', investor_only: false, cancel_reason: null, description: '', borrower: { name: '김*수', id: 'b-1' }, collateral: null,
  schedule_preview: { amount: 100_000, items: [] },
  disclosure: { version: 'd-7f3a', expected_return_bp: 1200, expected_net_return_bp: 980 },
} as unknown as ProductDetail;

function renderFlow(refuse?: { fail_code: string; product_id: string }) {
  const fetch = investFetch({}, refuse);
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  return { ...fetch, invalidate, hook: renderHook(() => useInvestFlow(product, 100_000), { wrapper }) };
}

describe('investing from the product page', () => {
  it('sends the disclosure version the confirmation showed', async () => {
    const { sent, hook } = renderFlow();
    expect(hook.result.current.line).toMatchObject({ productId: 'p-1', amountWon: 100_000, expectedNetReturnBp: 980, disclosureVersion: 'd-7f3a' });
    act(() => hook.result.current.confirm());
    await waitFor(() => expect(hook.result.current.invest.isSuccess).toBe(true));
    expect(sent).toEqual([{ ticket: 't-0', acknowledged: true, items: [{ product_id: 'p-1', amount: 100_000, disclosure_version: 'd-7f3a' }] }]);
  });

  it('says the disclosure changed when the server refuses the version, and reloads the product', async () => {
    const { hook, invalidate } = renderFlow({ fail_code: 'confirmation_required', product_id: 'p-1' });
    act(() => hook.result.current.confirm());
    await waitFor(() => expect(hook.result.current.confirmError).toBe(DISCLOSURE_CHANGED_MESSAGE));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['products', 'detail'] });
  });
});
