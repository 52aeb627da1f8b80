// Proves that a session ending mid-investment is said where the investor looks, not silently: the
// invest box tells them the session ended and keeps the amount they typed, and after logging in
// again they are back on the product with that amount; a visitor still sees the plain login box.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearCookies, jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

const PRODUCT_ID = '3f2c7a9e-1b2d-4c5e-8f90-123456789abc';
const product = {
  id: PRODUCT_ID, title: '송도 아파트 담보 3호', type: 'apt', is_realty: true, grade: 'A', rate_bp: 1200, term_months: 12, repayment_method: 'equal_installment',
  target_amount: 10_000_000, raised_amount: 0, investor_count: 0, min_amount: 10_000, max_per_user: 5_000_000, status: 'funding', suspended: false,
  opens_at: '2026-11-01T00:00:00Z', closes_at: '2026-12-01T00:00:00Z', investor_only: false, description: '', borrower: { name: '김*수', id: 'b-1' }, collateral: null,
  schedule_preview: { amount: 1_000_000, items: [] },
};
const wallet = { balance: 5_000_000, held: 0, withdrawable: 5_000_000, vaccount: { bank_name: 'KB국민은행' }, withdraw_account: null };
const logIn = () => (document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`);

function serve(sessionGone: { value: boolean }) {
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0]!;
    if (path === '/api/auth/login' && init?.method === 'POST') {
      sessionGone.value = false;
      logIn();
      return jsonResponse(200, { user: { id: 'u1', name: '김투자', role: 'investor' } });
    }
    if (path === `/api/products/${PRODUCT_ID}`) return jsonResponse(200, product);
    if (sessionGone.value && path !== '/api/auth/login') return jsonResponse(401, { fail_code: 'no_permission', message: '' });
    if (path === '/api/wallet') return jsonResponse(200, wallet);
    return jsonResponse(404, { fail_code: 'not_found', message: '' });
  }) as unknown as typeof fetch;
}

describe('a session that ends while investing', () => {
  beforeEach(() => {
    clearCookies();
    window.sessionStorage.clear();
    stubViewport(1280);
  });

  it('says so in the invest box, keeps the typed amount and brings it back after the login', async () => {
    const sessionGone = { value: false };
    serve(sessionGone);
    logIn();
    const { router } = renderAt(`/products/${PRODUCT_ID}`);
    const box = await screen.findByRole('form', { name: '투자 금액 입력' });
    fireEvent.change(within(box).getByLabelText('투자 금액 (원)'), { target: { value: '370000' } });
    // The session ends on the server; the next request answers 401.
    sessionGone.value = true;
    fireEvent.click(within(box).getByRole('button', { name: '370,000원 투자하기' }));
    const dialog = await screen.findByRole('dialog', { name: '투자 확인' });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: '370,000원 투자하기' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('로그인 유지 시간이 지나 로그아웃되었습니다. 다시 로그인하면 입력하신 370,000원으로 이어서 투자할 수 있습니다.');
    expect(notice).toHaveFocus();

    fireEvent.click(screen.getByRole('link', { name: '다시 로그인하고 이어서 투자하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    fireEvent.change(await screen.findByLabelText('이메일'), { target: { value: 'investor@example.com' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'secret-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/${PRODUCT_ID}`));
    const again = await screen.findByRole('form', { name: '투자 금액 입력' });
    expect(within(again).getByLabelText('투자 금액 (원)')).toHaveValue('370,000');
    expect(window.sessionStorage.getItem('session-ended')).toBeNull();
  });

  it('shows a visitor the plain login box', async () => {
    serve({ value: false });
    renderAt(`/products/${PRODUCT_ID}`);
    expect(await screen.findByRole('link', { name: '로그인하고 투자하기' })).toBeInTheDocument();
    expect(screen.queryByText(/로그인 유지 시간이 지나/)).toBeNull();
  });
});
