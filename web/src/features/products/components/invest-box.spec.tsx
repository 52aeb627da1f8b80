// Proves the invest box says at the amount, before any confirmation, what it already knows: an
// amount over the same-borrower limit (or another cap) or over the balance is named under the
// field with how much, the invest button is off, and the balance's message links to 입금; within
// them the confirmation opens, and a refusal there is said in the dialog (scrolled into view), not
// in a toast over it.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import type { ProductDetail } from '@/api/types';
import { clearCookies, jsonResponse, stubViewport } from '@/test/test-utils';
import { InvestBox } from './invest-box';

// The fields the box reads (the disclosure's version and returns, not its every item).
const product = {
  id: 'p-1', title: '송도 아파트 담보 3호', type: 'apt', is_realty: true, grade: 'A', rate_bp: 1200, term_months: 12, repayment_method: 'equal_installment',
  target_amount: 50_000_000, raised_amount: 0, investor_count: 0, min_amount: 10_000, max_per_user: 0, status: 'funding', suspended: false,
  opens_at: '2026-11-01T00:00:00Z', closes_at: '2026-12-01T00:00:00Z', investor_only: false, cancel_reason: null, description: '', borrower: { name: '김*수', id: 'b-1' }, collateral: null,
  schedule_preview: { amount: 100_000, items: [] },
  disclosure: { version: 'd-7f3a', expected_return_bp: 1200, expected_net_return_bp: 980 },
} as unknown as ProductDetail;
const limits = {
  investor_type: 'general',
  limits: { total: { used: 500_000, limit: 30_000_000 }, realty: { used: 500_000, limit: 10_000_000 }, per_borrower_limit: 5_000_000 },
  remaining: { total: 29_500_000, realty: 9_500_000, borrower: 4_500_000 },
  invested_in_product: 0,
};

function renderBox(balance: number, refuse?: string) {
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/wallet') return jsonResponse(200, { balance, held: 0, withdrawable: balance, vaccount: null, withdraw_account: null });
    if (url.startsWith('/api/invest_limits')) return jsonResponse(200, limits);
    if (url === '/api/invest_tickets') return jsonResponse(201, { ticket: 't-1', expires_at: '2026-12-01T00:00:00Z' });
    if (url === '/api/investments' && init?.method === 'POST') return jsonResponse(400, { fail_code: refuse ?? 'invalid_invest', message: '', product_id: 'p-1' });
    return jsonResponse(404, { fail_code: 'not_found', message: '' });
  }) as unknown as typeof fetch;
  return render(
    <AppProviders>
      <MemoryRouter>
        <Box />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The product page keeps the amount (its payout preview follows it); here a state does. */
function Box() {
  const [amountWon, setAmountWon] = useState(100_000);
  // The business clock's now: before the product's closes_at, so it is still raising.
  return <InvestBox product={product} amount={amountWon} onAmount={setAmountWon} nowMs={Date.parse('2026-11-20T00:00:00Z')} />;
}

const amountField = () => screen.getByRole<HTMLInputElement>('textbox', { name: '투자 금액 (원)' });
const setAmount = (value: string) => fireEvent.change(amountField(), { target: { value } });

describe('the invest box', () => {
  let errorToast: jest.SpyInstance;
  beforeEach(() => {
    stubViewport(1280);
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
    errorToast = jest.spyOn(toast, 'error').mockImplementation(() => 'id');
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => {
    errorToast.mockRestore();
    clearCookies();
  });

  it('names an amount over the same-borrower limit at the field and turns the invest button off', async () => {
    renderBox(10_000_000);
    await screen.findByText('4,500,000원', undefined, { timeout: 10_000 });
    setAmount('5000000');
    expect(amountField().value).toBe('5,000,000');
    const note = await screen.findByText(/동일 차입자 한도를 500,000원 넘습니다\./);
    expect(note).toHaveClass('field__error');
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: '5,000,000원 투자하기' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: '투자 금액 입력' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Back within the limit: the note goes and the button works.
    setAmount('4500000');
    await waitFor(() => expect(screen.queryByText(/동일 차입자 한도를/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '4,500,000원 투자하기' })).toBeEnabled();
  });

  it('names a shortfall of the balance at the field with a link to 입금', async () => {
    renderBox(500_000);
    await screen.findByText('4,500,000원', undefined, { timeout: 10_000 });
    setAmount('1000000');
    const note = await screen.findByText(/예치금이 500,000원 부족합니다\./);
    expect(within(note).getByRole('link', { name: '예치금 입금하기' })).toHaveAttribute('href', '/user/deposit');
    expect(screen.getByRole('button', { name: '1,000,000원 투자하기' })).toBeDisabled();
    // "투자 후 예치금 -500,000원" is never reached: no dialog opens.
    fireEvent.submit(screen.getByRole('form', { name: '투자 금액 입력' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('within the room opens the confirmation; a refusal is said in the dialog, scrolled to, not toasted', async () => {
    renderBox(1_000_000, 'exceed_amount_limit');
    await screen.findByText('4,500,000원', undefined, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByRole('button', { name: '100,000원 투자하기' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '100,000원 투자하기' }));
    const dialog = await screen.findByRole('dialog', { name: '투자 확인' });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: '100,000원 투자하기' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errorToast).not.toHaveBeenCalled();
  });
});
