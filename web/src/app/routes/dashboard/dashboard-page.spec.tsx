// Proves /user/dashboard shows 총 자산, 수익률 before and after tax (losses counted), the annualised return (a loss told apart, a note while there is none) and both charts, every figure named 남은 원금 is the
// one figure (executed loans only; the chart by product type is 투자 중 금액 = 투자 대기 + 남은 원금), the tax tab lists
// withheld taxes by month and product with the yearly statement and 원천징수영수증 links, the inquiry tab links each
// investment's 투자설명서 and 계약서 PDFs (a claim bought: its 양수도 계약서), and /user/repay/:product_id shows each tax and the net per installment.
import { screen, waitFor } from '@testing-library/react';
import { clearCookies, jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

const dashboard = {
  balance: 37_261_926,
  held: 10_000_000,
  invested_total: 13_000_000,
  outstanding_principal: 2_763_454,
  received_principal: 236_546,
  received_interest: 30_000,
  tax_withheld: 4_620,
  fees_paid: 0,
  expected_interest: 168_552,
  xirr_bp: 1034,
  counts: { funding: 3, repaying: 1, completed: 0, overdue: 0 },
  limits: { investor_type: 'general', total: { used: 12_763_454, limit: 30_000_000 }, realty: { used: 5_763_454, limit: 10_000_000 }, per_borrower_limit: 5_000_000 },
  portfolio: [{ type: 'apt', invested: 6_000_000, outstanding: 5_763_454 }],
};
const PRODUCT = '3f2c7a9e-1b2d-4c5e-8f90-123456789abc';
const row = { product_id: PRODUCT, title: '송도 아파트 담보', seq: 1, due_on: '2026-12-22', principal: 236_546, interest: 30_000, tax: 4_620, tax_income: 4_200, tax_local: 420, fee: 0, net: 261_926, status: 'paid', paid_at: '2026-11-22T00:00:00.000Z' };
const schedule = [row, { ...row, seq: 2, due_on: '2027-01-22', principal: 238_912, interest: 27_634, tax: 4_240, tax_income: 3_860, tax_local: 380, net: 262_306, status: 'scheduled', paid_at: null }];

const INVESTMENT = '7d1e2f3a-4b5c-4d6e-8f70-0123456789ab';
const issued = { version: 'd-0123456789abcdef', issued_at: '2026-10-01T01:00:00.000Z' };
const investments = [
  { id: INVESTMENT, product_id: PRODUCT, title: '송도 아파트 담보', amount: 3_000_000, status: 'executed', product_status: 'repaying', invested_at: '2026-10-01T01:00:00.000Z',
    outstanding_principal: 2_763_454, received_interest: 30_000, documents: [{ kind: 'prospectus', ...issued }, { kind: 'contract', ...issued }] },
];

/** The business clock (GET /stats as_of) runs in 2027 while the only payout was paid in 2026 (due in December). */
const stats = { cumulative_loan_amount: 0, outstanding_amount: 0, cumulative_repaid_amount: 0, overdue_rate_bp: 0, product_count: 0, investor_count: 0, as_of: '2027-01-05T03:00:00.000Z' };

/** The API as the dashboard's screens read it. */
async function respond(url: string) {
  if (url === '/api/dashboard') return jsonResponse(200, dashboard);
  if (url.startsWith('/api/dashboard/schedule')) return jsonResponse(200, schedule);
  if (url === `/api/investments/${PRODUCT}/repayments`) {
    return jsonResponse(200, {
      product: { id: PRODUCT, title: '송도 아파트 담보', rate_bp: 1200, term_months: 12, repayment_method: 'equal_installment', status: 'repaying' },
      invested_amount: 3_000_000,
      schedule: schedule.map(({ product_id: _p, title: _t, tax: _x, ...r }) => r),
    });
  }
  if (url === '/api/stats') return jsonResponse(200, { ...stats });
  if (url === '/api/investments') return jsonResponse(200, { items: investments });
  if (url === '/api/me') return jsonResponse(200, { user: { id: 'u1', name: '김투자', role: 'investor' } });
  return jsonResponse(404, { fail_code: 'not_found', message: '' });
}

describe('dashboard', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(respond);
    global.fetch = fetchMock as unknown as typeof fetch;
    stubViewport(1200);
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
  });
  afterEach(() => clearCookies());

  it('shows the totals, the monthly payouts chart and the portfolio', async () => {
    renderAt('/user/dashboard');
    expect(await screen.findByText('37,261,926원', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('원천징수 세금').nextSibling).toHaveTextContent('4,620원');
    // 총 자산 = 예치금 + 투자 대기 + 남은 원금; 수익률 on the 3,000,000 won lent out, before and after tax.
    expect(screen.getByRole('heading', { name: '총 자산' }).nextSibling).toHaveTextContent('50,025,380원');
    expect(screen.getByText('세전').nextSibling).toHaveTextContent('1.00%');
    expect(screen.getByText('세후').nextSibling).toHaveTextContent('0.84%');
    // The annualised return after tax, losses counted, with the line that says what it is.
    expect(screen.getByText('연환산 (세후)').nextSibling).toHaveTextContent('10.34%');
    expect(screen.getByText(/연환산 수익률\(XIRR\)은 투자한 날과 돌려받은 날을 반영한 세후 연 수익률/)).toBeInTheDocument();
    const months = await screen.findByRole('list', { name: '월별 지급 완료액, 연체액과 지급 예정액' });
    expect(months).toHaveTextContent('2026.12261,926원');
    expect(screen.getByRole('img', { name: '상품 유형별 투자 중 금액 비율' })).toBeInTheDocument();
    expect(screen.getByText(/아파트 담보: 5,763,454원/)).toBeInTheDocument();
  });

  it('lists withheld taxes by month and product on the tax tab', async () => {
    renderAt('/user/dashboard/tax');
    expect(await screen.findByRole('columnheader', { name: '이자소득세' }, { timeout: 10_000 })).toBeInTheDocument();
    const cells = screen.getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['2026.11', '송도 아파트 담보', '30,000원', '4,200원', '420원', '4,620원']));
    expect(cells).not.toContain('3,860원');
    // Statements for the year it was paid (2026, though due in December) and the business year (2027).
    await waitFor(() => expect(screen.getAllByRole('link', { name: /원천징수 내역서\(PDF\)/ }).map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['2027년 원천징수 내역서(PDF)', '/api/me/tax_statements/2027?format=pdf'],
      ['2026년 원천징수 내역서(PDF)', '/api/me/tax_statements/2026?format=pdf'],
    ]));
    expect(screen.getAllByRole('link', { name: /원천징수영수증\(PDF\)/ }).map((l) => l.getAttribute('href'))).toEqual([
      '/api/me/tax_statements/2027?format=pdf&form=withholding',
      '/api/me/tax_statements/2026?format=pdf&form=withholding',
    ]);
  });

  it('links each investment\'s prospectus and contract as PDFs on the inquiry tab', async () => {
    renderAt('/user/dashboard/inquiry');
    expect(await screen.findByRole('columnheader', { name: '서류' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '송도 아파트 담보 투자설명서 PDF' })).toHaveAttribute('href', `/api/investments/${INVESTMENT}/documents/prospectus?format=pdf`);
    expect(screen.getByRole('link', { name: '송도 아파트 담보 계약서 PDF' })).toHaveAttribute('href', `/api/investments/${INVESTMENT}/documents/contract?format=pdf`);
  });

  it('shows the repayment schedule of one product with each tax and the net', async () => {
    renderAt(`/user/repay/${PRODUCT}`);
    expect(await screen.findByRole('heading', { name: '송도 아파트 담보 상환 내역' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '지방소득세' })).toBeInTheDocument();
    expect(screen.getByText('261,926원')).toBeInTheDocument();
    expect(screen.getAllByText('지급 완료').length).toBeGreaterThan(0);
    expect(screen.getByText('지급 예정')).toBeInTheDocument();
  });
});

describe('the dashboard\'s annualised return', () => {
  beforeEach(() => {
    stubViewport(1200);
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
  });
  afterEach(() => clearCookies());

  const serve = (xirrBp: number | null, extra: object = {}) => {
    global.fetch = jest.fn(async (url: string) => {
      if (url === '/api/dashboard') return jsonResponse(200, { ...dashboard, xirr_bp: xirrBp, ...extra });
      if (url.startsWith('/api/dashboard/schedule')) return jsonResponse(200, []);
      return jsonResponse(404, { fail_code: 'not_found', message: '' });
    }) as unknown as typeof fetch;
  };

  it('shows a loss as a negative rate, told apart', async () => {
    serve(-2150);
    renderAt('/user/dashboard');
    const loss = (await screen.findByText('연환산 (세후)', undefined, { timeout: 10_000 })).nextSibling as HTMLElement;
    expect(loss).toHaveTextContent('-21.50%');
    expect(loss).toHaveClass('headline__loss');
  });

  it('counts written-off principal as a loss in the return, with late and recovered interest as income', async () => {
    serve(-2150, {
      late_interest_received: 1_000, recovered_interest: 2_000, recovered_principal: 50_000, written_off_principal: 100_000, defaulted_principal: 400_000,
      counts: { ...dashboard.counts, defaulted: 1, written_off: 1 },
    });
    renderAt('/user/dashboard');
    // (30,000 + 1,000 + 2,000 − 100,000) ÷ 3,000,000 lent: −2.23 %.
    const beforeTax = (await screen.findByText('세전', undefined, { timeout: 10_000 })).nextSibling as HTMLElement;
    expect(beforeTax).toHaveTextContent('-2.23%');
    expect(beforeTax).toHaveClass('headline__loss');
    expect(screen.getByText('상각 원금 (손실)').nextSibling).toHaveTextContent('-100,000원');
    expect(screen.getByText('수익 (세후, 손실 반영)').nextSibling).toHaveTextContent('-71,620원');
    expect(screen.getByText('그중 회수 중 원금').nextSibling).toHaveTextContent('400,000원');
    expect(screen.getByText('회수 원금').nextSibling).toHaveTextContent('50,000원');
    expect(screen.getByText(/기한이익상실 1건 · 상각 1건/)).toBeInTheDocument();
  });

  it('says when there is no annualised return yet', async () => {
    serve(null);
    renderAt('/user/dashboard');
    expect(await screen.findByText('연환산 수익률(세후, 손실 반영)은 첫 투자 후 30일이 지나면 계산됩니다.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('연환산 (세후)').nextSibling).toHaveTextContent('-');
  });
});

describe('the dashboard\'s 남은 원금', () => {
  beforeEach(() => {
    stubViewport(1200);
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
  });
  afterEach(() => clearCookies());

  /** Every figure the summary puts beside the words 남은 원금, as text. */
  const outstandingFigures = () =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.children.length === 0 && /남은 원금/.test(el.textContent ?? ''))
      .map((el) => {
        const own = /남은 원금\s*([\d,]+원)/.exec(el.textContent ?? '');
        return own ? own[1] : el.parentElement?.querySelector('dd')?.textContent ?? el.nextElementSibling?.textContent ?? '';
      });

  it.each([
    // Loans executed and money still raising: the chart by type adds the two and says so.
    { held: 1_500_000, outstanding: 1_339_956, chart: 2_839_956 },
    // A new investor whose products all still raise: 남은 원금 is 0 wherever it is named.
    { held: 1_500_000, outstanding: 0, chart: 1_500_000 },
  ])('names one figure 남은 원금 everywhere (투자 대기 $held, 남은 원금 $outstanding)', async ({ held, outstanding, chart }) => {
    const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
    global.fetch = jest.fn(async (url: string) => {
      if (url === '/api/dashboard') return jsonResponse(200, { ...dashboard, held, outstanding_principal: outstanding, portfolio: [{ type: 'apt', invested: chart, outstanding: chart }] });
      if (url.startsWith('/api/dashboard/schedule')) return jsonResponse(200, []);
      return jsonResponse(404, { fail_code: 'not_found', message: '' });
    }) as unknown as typeof fetch;
    renderAt('/user/dashboard');
    await screen.findByRole('heading', { name: '상품 유형별 투자 중 금액' }, { timeout: 10_000 });
    const figures = outstandingFigures();
    expect(figures.length).toBeGreaterThanOrEqual(2);
    expect(new Set(figures)).toEqual(new Set([won(outstanding)]));
    expect(screen.getByTestId('portfolio-total')).toHaveTextContent(`투자 중 금액${won(chart)}= 투자 대기${won(held)}+ 남은 원금${won(outstanding)}`);
    expect(screen.queryByText(/상품 유형별 남은 원금/)).not.toBeInTheDocument();
  });
});

describe('the inquiry tab\'s documents of a claim bought', () => {
  beforeEach(() => {
    stubViewport(1200);
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
  });
  afterEach(() => clearCookies());

  it('names its 양수도 계약서 (GET /investments lists it as transfer_contract)', async () => {
    const LISTING = '5b6c7d8e-9f01-4a2b-8c3d-4e5f60718293';
    const bought = { ...investments[0], id: LISTING, title: '송도 아파트 담보 (양수)', documents: [{ kind: 'transfer_contract', ...issued }] };
    global.fetch = jest.fn(async (url: string) => (url === '/api/investments' ? jsonResponse(200, { items: [...investments, bought] }) : respond(url))) as unknown as typeof fetch;
    renderAt('/user/dashboard/inquiry');
    const link = await screen.findByRole('link', { name: '송도 아파트 담보 (양수) 양수도 계약서 PDF' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', `/api/investments/${LISTING}/documents/transfer_contract?format=pdf`);
    expect(link).toHaveTextContent('양수도 계약서');
  });
});
