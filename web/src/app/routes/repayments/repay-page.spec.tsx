// Proves a holding's repayment page of a loan gone bad on a phone: its status, the timeline in
// order with Korean words, amounts and notes, the recovered and written-off sums, principal still
// out net of both, and the installments the acceleration replaced marked 기한이익상실.
import { screen, within } from '@testing-library/react';
import { clearCookies, jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

const PRODUCT = '3f2c7a9e-1b2d-4c5e-8f90-123456789abc';
const installment = (seq: number, status: string) => ({
  seq, due_on: `2027-0${seq}-15`, principal: 300_000, interest: 10_000, late_interest: 0, tax_income: 1_400, tax_local: 140, fee: 0, net: 308_460, status,
  paid_at: status === 'paid' ? `2027-0${seq}-15T01:00:00.000Z` : null,
});
const REPAYMENTS = {
  product: { id: PRODUCT, title: '송도 아파트 담보', rate_bp: 1200, term_months: 3, repayment_method: 'equal_installment', status: 'written_off' },
  invested_amount: 900_000,
  schedule: [installment(1, 'paid'), installment(2, 'accelerated'), installment(3, 'accelerated')],
  loan_status: 'written_off',
  timeline: [
    { on: '2026-12-15', kind: 'executed', amount: 900_000, note: '3개월 대출 실행' },
    { on: '2027-01-15', kind: 'paid', amount: 310_000, note: '1회차 상환' },
    { on: '2027-02-16', kind: 'overdue', note: '2회차 미상환' },
    { on: '2027-04-16', kind: 'accelerated', amount: 600_000, note: '기한이익상실: 남은 원금 전액 청구' },
    { on: '2027-05-02', kind: 'recovery', amount: 250_000, note: '담보 처분 회수 · 비용 10,000원' },
    { on: '2027-06-01', kind: 'write_off', amount: 360_000, note: '원금 상각' },
  ],
  recovered: { principal: 240_000, interest: 0, late_interest: 0, tax: 0 },
  written_off_principal: 360_000,
};

beforeEach(() => {
  stubViewport(375);
  document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
  global.fetch = jest.fn(async (url: string) => {
    if (url === `/api/investments/${PRODUCT}/repayments`) return jsonResponse(200, REPAYMENTS);
    if (url === '/api/me') return jsonResponse(200, { user: { id: 'u1', name: '김투자', role: 'investor' } });
    return jsonResponse(404, { fail_code: 'not_found', message: '' });
  }) as unknown as typeof fetch;
});
afterEach(() => clearCookies());

it('shows the loan gone bad: status, timeline, recovered and written-off principal', async () => {
  renderAt(`/user/repay/${PRODUCT}`);
  const timeline = await screen.findByRole('region', { name: '진행 경과' }, { timeout: 10_000 });
  const entries = within(timeline).getAllByRole('listitem');
  expect(entries.map((li) => li.querySelector('.timeline__kind')?.textContent)).toEqual(['실행', '상환', '연체', '기한이익상실', '회수', '상각']);
  expect(entries[4]).toHaveTextContent('2027.05.02회수250,000원담보 처분 회수 · 비용 10,000원');
  expect(screen.getAllByText('상각')[0]).toHaveClass('badge--written_off');
  expect(screen.getByText('회수 원금').nextSibling).toHaveTextContent('240,000원');
  expect(screen.getByText('상각 원금').nextSibling).toHaveTextContent('360,000원');
  expect(screen.getByText('남은 원금').nextSibling).toHaveTextContent('0원');
  expect(screen.getAllByText('기한이익상실').filter((el) => el.classList.contains('badge--defaulted'))).toHaveLength(2);
});

it('shows each holding of a loan on its own, and the claim bought from its 양수', async () => {
  const LISTING = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
  const INVESTMENT = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
  const mixed = {
    ...REPAYMENTS,
    product: { ...REPAYMENTS.product, status: 'repaying' },
    loan_status: 'repaying',
    schedule: [installment(1, 'paid'), installment(2, 'scheduled'), installment(3, 'scheduled')],
    timeline: [
      { on: '2026-12-15', kind: 'executed', amount: 900_000, note: '3개월 대출 실행' },
      { on: '2027-01-15', kind: 'paid', amount: 310_000, note: '1회차 상환' },
      { on: '2027-01-25', kind: 'transfer_in', amount: 200_000, principal: 200_000, price: 200_000, accrued_interest: 657, note: '원리금수취권 양수: 2회차부터 원금 200,000원 · 경과이자 657원' },
    ],
    recovered: { principal: 0, interest: 0, late_interest: 0, tax: 0 },
    written_off_principal: 0,
    holdings: [
      { id: INVESTMENT, kind: 'invested', principal: 600_000, outstanding_principal: 400_000, received_principal: 200_000, received_interest: 6_000, acquired_on: null, price: null,
        next: { seq: 2, due_on: '2027-02-15', principal: 200_000, interest: 4_000 } },
      { id: LISTING, kind: 'bought', principal: 200_000, outstanding_principal: 200_000, received_principal: 0, received_interest: 0, acquired_on: '2027-01-25', price: 200_000,
        next: { seq: 2, due_on: '2027-02-15', principal: 100_000, interest: 2_000 } },
    ],
  };
  global.fetch = jest.fn(async (url: string) => {
    if (url === `/api/investments/${PRODUCT}/repayments`) return jsonResponse(200, mixed);
    if (url === '/api/me') return jsonResponse(200, { user: { id: 'u1', name: '김투자', role: 'investor' } });
    return jsonResponse(404, { fail_code: 'not_found', message: '' });
  }) as unknown as typeof fetch;
  renderAt(`/user/repay/${PRODUCT}`);
  const holdings = await screen.findByRole('region', { name: '보유 내역' }, { timeout: 10_000 });
  expect(within(holdings).getByTestId(`holding-outstanding-${INVESTMENT}`)).toHaveTextContent('400,000원');
  expect(within(holdings).getByTestId(`holding-outstanding-${LISTING}`)).toHaveTextContent('200,000원');
  expect(within(holdings).getByTestId(`holding-${LISTING}`)).toHaveTextContent('2027.01.25 양수');
  expect(within(holdings).getByTestId(`holding-${LISTING}`)).toHaveTextContent('2회차 · 2027.02.15 · 원금 100,000원 · 이자 2,000원');
  const timeline = screen.getByRole('region', { name: '진행 경과' });
  const kinds = within(timeline).getAllByRole('listitem').map((li) => li.querySelector('.timeline__kind')?.textContent);
  expect(kinds).toEqual(['실행', '상환', '양수']);
});
