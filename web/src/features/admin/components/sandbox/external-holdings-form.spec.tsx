// Proves the sandbox's central-registry form sends the real estate held on other platforms
// (external_holdings.realty, which the registry counts against the real-estate limit), and refuses
// a real-estate amount above the total on the spot, sending nothing.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { clearCookies, jsonResponse } from '@/test/test-utils';
import { ExternalHoldingsForm } from './external-holdings-form';

const USER = '3f2c7a9e-1b2d-4c5e-8f90-123456789abc';
let posted: unknown[] = [];

beforeEach(() => {
  posted = [];
  document.cookie = 'csrf_token=token; path=/';
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/admin/sandbox/bank') && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { closed: null, fail_next: null, stall_next_ms: null, open: true, in_maintenance: false, maintenance: null });
    }
    return jsonResponse(200, {});
  }) as unknown as typeof fetch;
});
afterEach(clearCookies);

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function renderForm() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ExternalHoldingsForm />
    </AppProviders>,
  );
  fill('회원 ID (UUID)', USER);
  fill('총 투자 잔액 (원)', '12000000');
}

describe('ExternalHoldingsForm', () => {
  it('sends the real estate held elsewhere as part of the holdings', async () => {
    renderForm();
    fill('그중 부동산 투자 잔액 (원, 선택)', '9500000');
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ external_holdings: { user_id: USER, amount: 12_000_000, realty: 9_500_000, borrowers: {} } });
  });

  it('sends no real estate when none is given', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ external_holdings: { amount: 12_000_000, realty: 0 } });
  });

  it('refuses real estate above the total on the spot and sends nothing', async () => {
    renderForm();
    fill('그중 부동산 투자 잔액 (원, 선택)', '13000000');
    expect(screen.getByText('부동산 잔액은 총 투자 잔액보다 클 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('그중 부동산 투자 잔액 (원, 선택)')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(posted).toEqual([]);
  });
});
