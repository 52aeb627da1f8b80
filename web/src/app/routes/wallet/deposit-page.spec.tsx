// Proves /user/deposit shows the virtual account (its number in the bank's digit groups), the
// balance and the ledger lines, offers "모의 입금" only when the sandbox bank is on, and that a 모의
// 입금 posts the amount typed with its digits grouped, then empties the field.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearCookies, jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

const vaccount = { bank_code: '004', bank_name: 'KB국민은행', account_number: '41234567890123', holder_name: '김투자', issued_at: '2026-11-20T01:00:00.000Z' };
const lines = {
  items: [{ id: 'l1', at: '2026-11-21T01:00:00.000Z', type: 'deposit', amount: 1_230_000, held_change: 0, balance_after: 1_230_000, memo: '가상계좌 입금 (김투자)' }],
  next_cursor: null,
};

describe('deposit page', () => {
  const fetchMock = jest.fn();
  const answer = (sandbox: boolean) =>
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/wallet') return jsonResponse(200, { balance: 1_230_000, held: 70_000, withdrawable: 1_230_000, vaccount, withdraw_account: null, sandbox });
      if (url.startsWith('/api/wallet/transactions')) return jsonResponse(200, lines);
      if (url === '/api/sandbox/deposits' && init?.method === 'POST') return jsonResponse(201, { tid: 'SBX1', balance: 1_330_000 });
      if (url === '/api/me') return jsonResponse(200, { user: { id: 'u1', name: '김투자', role: 'investor' } });
      return jsonResponse(404, { fail_code: 'not_found', message: '' });
    });
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    stubViewport(1200);
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
  });
  afterEach(() => clearCookies());

  it('shows the account, the balance and the ledger, and 모의 입금 in the sandbox', async () => {
    answer(true);
    renderAt('/user/deposit');
    // KB국민은행's 14 digits read 6-2-6, as on its passbooks.
    expect(await screen.findByText('412345-67-890123', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,230,000원');
    expect(await screen.findByText('가상계좌 입금 (김투자)', undefined, { timeout: 5_000 })).toBeInTheDocument();
    const field = screen.getByLabelText<HTMLInputElement>('입금액 (원)');
    fireEvent.change(field, { target: { value: '3000000' } });
    expect(field.value).toBe('3,000,000');
    fireEvent.change(field, { target: { value: '100000' } });
    expect(field.value).toBe('100,000');
    fireEvent.click(screen.getByRole('button', { name: '모의 입금하기' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/sandbox/deposits')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/sandbox/deposits')!;
    expect(JSON.parse(String(init.body))).toEqual({ amount: 100_000 });
    // Emptied after the deposit: an amount left there invited the same deposit again.
    await waitFor(() => expect(field.value).toBe(''));
    expect(screen.getByRole('button', { name: '모의 입금하기' })).toBeDisabled();
  });

  it('offers no 모의 입금 outside the sandbox', async () => {
    answer(false);
    renderAt('/user/deposit');
    expect(await screen.findByText('412345-67-890123', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '모의 입금하기' })).not.toBeInTheDocument();
  });
});
