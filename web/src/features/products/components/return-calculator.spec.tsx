// Proves the return calculator: typing an amount asks the server once when typing pauses (not per
// digit), shows each month's principal, interest, taxes, fee and net with the server's totals and
// the yearly returns before and after tax and the line explaining why they differ from the rate,
// lays the months out as cards on a phone, and refuses amounts under the minimum without asking.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { jsonResponse, stubViewport } from '@/test/test-utils';
import { ReturnCalculator } from './return-calculator';

const row = (seq: number, principal: number, interest: number) => {
  const taxIncome = Math.floor((interest * 0.14) / 10) * 10;
  const taxLocal = Math.floor((taxIncome * 0.1) / 10) * 10;
  return { seq, due_on: `2027-0${seq}-15`, principal, interest, tax_income: taxIncome, tax_local: taxLocal, fee: 0, net: principal + interest - taxIncome - taxLocal };
};

function detailFor(amount: number) {
  const items = [row(1, amount / 2, amount / 100), row(2, amount / 2, amount / 200)];
  const total = (k: 'principal' | 'interest' | 'tax_income' | 'tax_local' | 'fee' | 'net') => items.reduce((s, r) => s + r[k], 0);
  return {
    id: 'p-1', title: '테스트 상품', schedule_preview: {
      amount, items,
      totals: { principal: total('principal'), interest: total('interest'), tax_income: total('tax_income'), tax_local: total('tax_local'), fee: 0, net: total('net') },
      return_bp: 1200, net_return_bp: 1015,
    },
  };
}

const mountCalculator = () =>
  render(
    <AppProviders>
      <MemoryRouter>
        <ReturnCalculator productId="p-1" initialAmountWon={1_000_000} />
      </MemoryRouter>
    </AppProviders>,
  );

function renderCalculator() {
  const fetchMock = jest.fn(async (url: string) => {
    const match = /^\/api\/products\/p-1\?amount=(\d+)$/.exec(url);
    return match ? jsonResponse(200, detailFor(Number(match[1]))) : jsonResponse(404, { fail_code: 'not_found', message: '' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  mountCalculator();
  return fetchMock;
}

const amountField = () => screen.getByRole<HTMLInputElement>('textbox', { name: '수익 계산 금액 (원)' });
const asked = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => String(url));

describe('the return calculator', () => {
  afterEach(() => jest.useRealTimers());

  it('asks once typing pauses and shows each month, the totals and the yearly returns', async () => {
    jest.useFakeTimers();
    stubViewport(1280);
    const fetchMock = renderCalculator();
    await act(async () => jest.advanceTimersByTime(500));
    expect(await screen.findByRole('cell', { name: '10,000원' })).toBeInTheDocument();

    for (const typed of ['2', '20', '200', '2000', '20000', '200000', '2000000']) fireEvent.change(amountField(), { target: { value: typed } });
    expect(amountField().value).toBe('2,000,000');
    await act(async () => jest.advanceTimersByTime(399));
    expect(asked(fetchMock)).toEqual(['/api/products/p-1?amount=1000000']);
    await act(async () => jest.advanceTimersByTime(1));
    expect(asked(fetchMock)).toEqual(['/api/products/p-1?amount=1000000', '/api/products/p-1?amount=2000000']);

    const table = await screen.findByRole('table', { name: '2,000,000원 투자 시 월별 예상 지급액' });
    // No fee under the policy: no column of zeros.
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['회차', '원금', '이자', '이자소득세', '지방소득세', '실수령액']);
    // 1st month: 1,000,000 principal, 20,000 interest, 2,800 and 280 withheld, 1,016,920 received; totals in the footer.
    expect(within(table).getByRole('row', { name: /1회/ })).toHaveTextContent(/1,000,000원20,000원2,800원280원1,016,920원/);
    expect(within(table).getByRole('row', { name: /합계/ })).toHaveTextContent(/2,000,000원30,000원4,200원420원2,025,380원/);
    expect(screen.getByText('세전 연 수익률').nextSibling).toHaveTextContent('12.00%');
    expect(screen.getByText('세후 연 수익률').nextSibling).toHaveTextContent('10.15%');
    expect(screen.getByText('세금 합계').nextSibling).toHaveTextContent('4,620원');
    expect(screen.getByText(/상품의 연 수익률보다 낮습니다/)).toBeInTheDocument();
  });

  it('shows the fee column and counts it with the taxes when the policy charges one', async () => {
    stubViewport(1280);
    global.fetch = jest.fn(async () => {
      const detail = detailFor(1_000_000);
      detail.schedule_preview.items = detail.schedule_preview.items.map((r) => ({ ...r, fee: 100, net: r.net - 100 }));
      detail.schedule_preview.totals = { ...detail.schedule_preview.totals, fee: 200, net: detail.schedule_preview.totals.net - 200 };
      return jsonResponse(200, detail);
    }) as unknown as typeof fetch;
    mountCalculator();
    expect(await screen.findByRole('columnheader', { name: '수수료' })).toBeInTheDocument();
    expect(screen.getByText('세금·수수료 합계').nextSibling).toHaveTextContent('2,510원');
  });

  it('lays the months out as cards on a phone', async () => {
    stubViewport(375);
    renderCalculator();
    const cards = await screen.findByRole('list', { name: '1,000,000원 투자 시 월별 예상 지급액' }, { timeout: 5_000 });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveTextContent('합계');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refuses an amount under the minimum without asking the server', async () => {
    jest.useFakeTimers();
    stubViewport(1280);
    const fetchMock = renderCalculator();
    await act(async () => jest.advanceTimersByTime(500));
    fireEvent.change(amountField(), { target: { value: '5000' } });
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(screen.getByText('10,000원 이상 입력해 주십시오.')).toBeInTheDocument();
    expect(asked(fetchMock)).toEqual(['/api/products/p-1?amount=1000000']);
    fireEvent.change(amountField(), { target: { value: '' } });
    expect(screen.getByText('금액을 입력해 주십시오.')).toBeInTheDocument();
  });
});
