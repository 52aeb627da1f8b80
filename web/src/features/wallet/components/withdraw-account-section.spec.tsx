// Proves the withdrawal section: a refused holder name is explained in Korean next to the form;
// a withdrawal is confirmed in a dialog (amount, account, balance after) and sends an Idempotency-Key (the same one for a resubmission, a new one after a
// refusal) and a bank timeout is explained with the money back in the balance, beside the form and in
// no toast; the amount is typed with its digits grouped and the field empties after the withdrawal.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AppProviders } from '@/app/providers';
import { jsonResponse, stubViewport } from '@/test/test-utils';
import { WithdrawAccountSection } from './withdraw-account-section';

const vaccount = { bank_code: '004', bank_name: 'KB국민은행', account_number: '41234567890123', holder_name: '김투자', issued_at: '2026-11-20T01:00:00.000Z' };
const account = { bank_code: '088', bank_name: '신한은행', account_number: '110123456789', holder_name: '김투자', status: 'verified' };

function renderSection() {
  return render(
    <AppProviders>
      <WithdrawAccountSection />
    </AppProviders>,
  );
}

const notFound = () => jsonResponse(404, { fail_code: 'not_found', message: '' });

/** Fills the withdrawal form, checks the confirmation dialog's facts and confirms. */
function submitWithdrawal(form: HTMLElement) {
  const amount = within(form).getByLabelText<HTMLInputElement>('출금액 (원)');
  fireEvent.change(amount, { target: { value: '100000' } });
  expect(amount.value).toBe('100,000');
  fireEvent.change(within(form).getByLabelText('비밀번호 확인'), { target: { value: 'secret-password-1' } });
  fireEvent.click(within(form).getByRole('button', { name: '출금하기' }));
  // The confirmation names the amount, the account and what is left, then sends.
  const dialog = screen.getByRole('dialog', { name: '출금 확인' });
  expect(dialog).toHaveTextContent('출금 후 예치금200,000원');
  fireEvent.click(within(dialog).getByRole('button', { name: '100,000원 출금하기' }));
}

describe('WithdrawAccountSection', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    stubViewport(1200);
  });

  it('explains a refused holder name in Korean', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/wallet') return jsonResponse(200, { balance: 10_000, held: 0, withdrawable: 10_000, vaccount, withdraw_account: null });
      if (url === '/api/withdraw_account' && init?.method === 'POST') return jsonResponse(400, { fail_code: 'CHECK_BNK_NM_DENIED', message: '' });
      return notFound();
    });
    renderSection();
    const form = await screen.findByRole('form', { name: '출금 계좌 등록' }, { timeout: 5_000 });
    fireEvent.change(within(form).getByLabelText('계좌번호'), { target: { value: '110-123-456789' } });
    fireEvent.change(within(form).getByLabelText('예금주'), { target: { value: '변학도' } });
    fireEvent.change(within(form).getByLabelText('비밀번호 확인'), { target: { value: 'secret-password-1' } });
    fireEvent.click(within(form).getByRole('button', { name: '출금 계좌 등록' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('예금주명이 회원님의 이름과 다릅니다.');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/withdraw_account')!;
    expect(JSON.parse(String(init.body))).toEqual({ bank_code: '004', account_number: '110123456789', holder_name: '변학도', password: 'secret-password-1' });
  });

  it('withdraws with an Idempotency-Key and explains a bank timeout', async () => {
    let calls = 0;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/wallet') return jsonResponse(200, { balance: 300_000, held: 50_000, withdrawable: 300_000, vaccount, withdraw_account: account });
      if (url === '/api/withdrawals' && init?.method === 'POST') {
        calls += 1;
        return calls === 1
          ? jsonResponse(502, { fail_code: 'REQUEST_HAS_TIME_OUT', message: '' })
          : jsonResponse(201, { id: 'w1', amount: 100_000, status: 'completed', balance: 200_000 });
      }
      return notFound();
    });
    renderSection();
    const form = await screen.findByRole('form', { name: '출금 신청' }, { timeout: 5_000 });
    expect(screen.getByText(/신한은행/)).toBeInTheDocument();
    expect(screen.getByText(/\*\*\*\*6789/)).toBeInTheDocument();
    expect(within(form).getByText(/투자 대기 50,000원은 출금할 수 없습니다/)).toBeInTheDocument();
    const errorToast = jest.spyOn(toast, 'error').mockImplementation(() => 'id');
    submitWithdrawal(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent('은행 응답이 늦어 출금하지 못했습니다.');
    expect(within(form).getByRole('alert')).toHaveTextContent('예치금으로 그대로 돌아왔습니다');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errorToast).not.toHaveBeenCalled(); // said once, beside the form
    errorToast.mockRestore();
    submitWithdrawal(form);
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() => expect(within(form).getByLabelText<HTMLInputElement>('출금액 (원)').value).toBe(''));
    const keys = fetchMock.mock.calls.filter(([url]) => url === '/api/withdrawals').map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toMatch(/.{8,}/);
    expect(keys[1]).not.toBe(keys[0]); // a refused withdrawal is over; the next one is new
    expect(JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/withdrawals')![1].body))).toEqual({ amount: 100_000, password: 'secret-password-1' });
  });

  it('refuses more than the withdrawable amount before asking the server', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/wallet' ? jsonResponse(200, { balance: 30_000, held: 0, withdrawable: 30_000, vaccount, withdraw_account: account }) : notFound(),
    );
    renderSection();
    const form = await screen.findByRole('form', { name: '출금 신청' }, { timeout: 5_000 });
    fireEvent.change(within(form).getByLabelText('출금액 (원)'), { target: { value: '30001' } });
    expect(within(form).getByText(/출금 가능 금액보다 많습니다/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '출금하기' })).toBeDisabled();
  });
});
