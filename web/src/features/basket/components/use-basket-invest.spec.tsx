// Proves investing the whole basket sends each product's disclosure version as the confirmation
// showed it (fetched while the dialog is open), and puts a changed disclosure's message on its line.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DISCLOSURE_CHANGED_MESSAGE } from '@/api/place-investments';
import type { Basket } from '@/api/types';
import { createQueryClient } from '@/lib/query-client';
import { investFetch } from '@/test/invest-fetch';
import { useBasketInvest } from './use-basket-invest';

const basket: Basket = {
  items: [
    { product_id: 'p-1', title: '송도 아파트 담보 3호', amount: 100_000, rate_bp: 1200, term_months: 12 },
    { product_id: 'p-2', title: '중소기업 매출채권 7호', amount: 50_000, rate_bp: 1400, term_months: 6 },
  ],
  total_amount: 150_000,
};
const detail = (version: string) => ({ schedule_preview: { amount: 0, items: [] }, disclosure: { version, expected_return_bp: 1200, expected_net_return_bp: 980 } });
const details = { '/api/products/p-1': detail('d-aaa1'), '/api/products/p-2': detail('d-bbb2') };

function renderBasket(refuse?: { fail_code: string; product_id: string }) {
  const fetch = investFetch(details, refuse);
  const queryClient = createQueryClient();
  const setItemError = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { ...fetch, setItemError, hook: renderHook(() => useBasketInvest(basket, setItemError), { wrapper }) };
}

describe('investing the basket', () => {
  it('sends every product with the disclosure version its confirmation line showed', async () => {
    const { sent, hook } = renderBasket();
    act(() => hook.result.current.open());
    await waitFor(() => expect(hook.result.current.lines.map((l) => l.disclosureVersion)).toEqual(['d-aaa1', 'd-bbb2']));
    act(() => hook.result.current.confirm());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.items).toEqual([
      { product_id: 'p-1', amount: 100_000, disclosure_version: 'd-aaa1' },
      { product_id: 'p-2', amount: 50_000, disclosure_version: 'd-bbb2' },
    ]);
  });

  it('puts a changed disclosure on its product line', async () => {
    const { hook, setItemError } = renderBasket({ fail_code: 'confirmation_required', product_id: 'p-2' });
    act(() => hook.result.current.open());
    await waitFor(() => expect(hook.result.current.lines[1]!.disclosureVersion).toBe('d-bbb2'));
    act(() => hook.result.current.confirm());
    await waitFor(() => expect(setItemError).toHaveBeenCalledWith('p-2', DISCLOSURE_CHANGED_MESSAGE));
    expect(hook.result.current.error).toBe(DISCLOSURE_CHANGED_MESSAGE);
  });
});
