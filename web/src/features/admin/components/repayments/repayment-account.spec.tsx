// Proves the operators' loan panel shows the loan's repayment account (bank and number together,
// the number in groups of four) and where each payment came from, and that in the sandbox
// "차입자 입금 보내기" asks first, in the app's dialog naming the amount and the loan, and posts only
// on confirmation; outside the sandbox the action is not offered.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { clearCookies, jsonResponse } from '@/test/test-utils';
import { LoanPanel } from './loan-panel';

const PRODUCT = '3f2c7a9e-1b2d-4c5e-8f90-123456789abc';
const LOAN = {
  product_id: PRODUCT, title: '송도 아파트 담보 제1호', status: 'repaying', method: 'equal_installment', rate_bp: 1200, term_months: 2,
  principal: 1_000_000, repaid_principal: 0, outstanding_principal: 1_000_000, paid_interest: 0, received: 10_000, credit: 10_000, investor_count: 2,
  executed_at: '2027-01-15T03:00:00Z', overdue_since: null, next_due_on: '2027-02-15', overdue_installments: 0,
  repayment_account: { bank_code: '004', bank_name: 'KB국민은행', account_number: '41234567890123' },
  installments: [
    { seq: 1, due_on: '2027-02-15', principal: 497_500, interest: 10_000, total: 507_500, status: 'scheduled', overdue: false, funded_on: null, distributed_at: null },
    { seq: 2, due_on: '2027-03-15', principal: 502_500, interest: 5_025, total: 507_525, status: 'scheduled', overdue: false, funded_on: null, distributed_at: null },
  ],
  payments: [{ payment_id: 'p1', amount: 10_000, paid_on: '2027-01-20', received_at: '2027-01-20T01:00:00Z', source: 'account', allocation: { costs: 0, late_interest: 0, interest: 0, principal: 0, credit: 10_000, credit_used: 0 }, installments: [] }],
};

let posted: unknown[] = [];
function answer(sandbox: boolean) {
  posted = [];
  document.cookie = 'csrf_token=token; path=/';
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/admin/sandbox/clock')) return sandbox ? jsonResponse(200, { now: '2027-02-15T01:00:00Z', today: '2027-02-15', offset_days: 31 }) : jsonResponse(404, { fail_code: 'not_found' });
    if (url.endsWith(`/api/admin/loans/${PRODUCT}`)) return jsonResponse(200, LOAN);
    if (url.endsWith('/api/admin/sandbox/borrower_deposits') && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return jsonResponse(201, { tid: 'SBX1', product_id: PRODUCT, amount: 497_500 });
    }
    return jsonResponse(200, {});
  }) as unknown as typeof fetch;
}

function renderPanel() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <LoanPanel productId={PRODUCT} />
    </AppProviders>,
  );
}

describe('LoanPanel repayment account', () => {
  afterEach(clearCookies);

  it('shows the repayment account grouped for reading and each payment\'s source', async () => {
    answer(true);
    renderPanel();
    expect(await screen.findByTestId('repayment-account')).toHaveTextContent('KB국민은행 4123 4567 8901 23');
    // The payments table names each payment's source.
    const payments = screen.getByRole('table', { name: /차입자 입금 내역/ });
    expect(within(payments).getByText('상환 계좌 입금')).toBeInTheDocument();
  });

  it('sends a sandbox borrower deposit only after the operator confirms the amount and the loan', async () => {
    answer(true);
    renderPanel();
    fireEvent.change(await screen.findByLabelText('모의 입금액 (원)'), { target: { value: '497500' } });
    fireEvent.click(screen.getByRole('button', { name: '차입자 입금 보내기' }));
    const dialog = await screen.findByRole('dialog', { name: '차입자 입금을 보낼까요?' });
    expect(dialog).toHaveTextContent('송도 아파트 담보 제1호');
    expect(dialog).toHaveTextContent('497,500원');
    expect(dialog).toHaveTextContent('KB국민은행 4123 4567 8901 23');
    expect(posted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '입금 보내기' }));
    await waitFor(() => expect(posted).toEqual([{ product_id: PRODUCT, amount: 497_500 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no sandbox deposit outside the sandbox', async () => {
    answer(false);
    renderPanel();
    expect(await screen.findByTestId('repayment-account')).toBeInTheDocument();
    await waitFor(() => expect((global.fetch as jest.Mock).mock.calls.some(([url]) => String(url).endsWith('/api/admin/sandbox/clock'))).toBe(true));
    // The clock's 404 (not the sandbox) has been answered and rendered, not merely asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: '차입자 입금 보내기' })).toBeNull();
  });
});
