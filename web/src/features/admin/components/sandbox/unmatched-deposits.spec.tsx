// Proves the operators' unmatched deposits show why each was credited to nobody, in Korean: a
// deposit out of bounds is marked for return to the sender with no way to credit it, and an
// assignment the server refuses as out of bounds is answered beside its form.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { clearCookies, jsonResponse } from '@/test/test-utils';
import { UnmatchedDeposits } from './unmatched-deposits';

const USER = '3f2c7a9e-1b2d-4c5e-8f90-123456789abc';
const row = (tid: string, amount: number, reason: string) => ({
  tid, account_number: '77700011122233', amount, depositor_name: `입금자${tid}`, at: '2026-11-21T01:00:00.000Z', received_at: '2026-11-21T01:00:01.000Z',
  assigned_user_id: null, assigned_at: null, reason,
});
let assigned: unknown[] = [];

beforeEach(() => {
  assigned = [];
  document.cookie = 'csrf_token=token; path=/';
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/assign') && init?.method === 'POST') {
      assigned.push(JSON.parse(String(init.body)));
      return jsonResponse(400, { fail_code: 'invalid_input', message: '입력값을 다시 확인해 주십시오.', fields: { amount: 'out_of_bounds' } });
    }
    if (url.includes('/api/admin/bank/unmatched_deposits')) {
      return jsonResponse(200, { items: [row('T1', 440_000, 'unknown_account'), row('T2', 9_007_199_254_740_000, 'amount_out_of_bounds')], page: 1, size: 20, total: 2 });
    }
    return jsonResponse(200, {});
  }) as unknown as typeof fetch;
});
afterEach(clearCookies);

function renderList() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <UnmatchedDeposits />
    </AppProviders>,
  );
}

describe('UnmatchedDeposits', () => {
  it('labels each reason and offers no crediting for an amount out of bounds, only its return', async () => {
    renderList();
    expect(await screen.findByText('계좌 불일치')).toBeInTheDocument();
    expect(screen.getByText('입금 한도 초과')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'T1 입금 처리' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'T2 입금 처리' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('보낸 분에게 반환해 주십시오');
  });

  it('answers a refused out-of-bounds assignment beside its form', async () => {
    renderList();
    const form = await screen.findByRole('form', { name: 'T1 입금 처리' });
    fireEvent.change(within(form).getByLabelText('회원 ID'), { target: { value: USER } });
    fireEvent.click(within(form).getByRole('button', { name: '입금 처리' }));
    await waitFor(() => expect(assigned).toEqual([{ user_id: USER }]));
    expect(await within(form).findByRole('alert')).toHaveTextContent('예치금 한도를 넘어 처리하지 않았습니다');
    expect(within(form).getByLabelText('회원 ID')).toHaveAttribute('aria-invalid', 'true');
  });
});
