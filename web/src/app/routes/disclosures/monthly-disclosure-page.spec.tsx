// Proves the public monthly disclosure page (온투법 10조): reached from the home page's statistics,
// it names the running month provisional and a past one as fixed, charts the delinquency rate and
// the outstanding balance by month (oldest first, values in text), flags a month above 15 % for
// immediate disclosure, and lists the standing items; a month that carries loans gone bad shows the
// loss rate beside the delinquency rate, the month's and cumulative amounts and recovery by cohort.
import { fireEvent, screen, within } from '@testing-library/react';
import { clearCookies, jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

const month = (m: string, extra: object) => ({
  month: m, status: 'published', published_at: `${m}-28T15:00:00Z`, as_of: `${m}-28T15:00:00Z`, cumulative_loan_amount: 1_000_000,
  outstanding_amount: 1_000_000, cumulative_repaid_amount: 0, overdue_amount: 0, overdue_rate_bp: 0, product_count: 1, investor_count: 2,
  fees: { collected_in_month: 0, platform_fee_bp: 0 }, repayment_methods: [{ method: 'bullet', count: 1 }], average_rate_bp: 1200,
  immediate_disclosure: false, supervisor_report: false, ...extra,
});
const PLATFORM = {
  business_model: '영업 방식 설명', credit_assessment: '신용평가 설명', repayment_methods: '상환 방식 설명', collection: '회수 절차 설명',
  deposit_institution: '예치금은 은행에 분리 보관합니다.', wind_down: '영업 중단 설명', registration: '등록 설명', support: '고객 지원 설명',
  conflict_of_interest: '이해상충 설명',
};
const BAD_LOANS = {
  defaulted_amount: 500_000, recovered_amount: 120_000, sold_amount: 0, written_off_amount: 300_000,
  cumulative_defaulted_amount: 700_000, cumulative_recovered_amount: 220_000, cumulative_sold_amount: 50_000, cumulative_written_off_amount: 300_000,
  loss_rate_bp: 125, recovery_by_cohort: [{ executed_year: 2026, defaulted: 700_000, recovered: 220_000, written_off: 300_000 }],
};
const MONTHS = {
  items: [
    month('2027-03', { status: 'provisional', published_at: null, overdue_rate_bp: 1_600, outstanding_amount: 800_000, immediate_disclosure: true }),
    month('2027-02', { overdue_rate_bp: 0, outstanding_amount: 1_000_000 }),
  ],
  platform: PLATFORM,
};
/** What the server answers in a test: MONTHS unless the test says otherwise. */
let answered: { items: object[]; platform: typeof PLATFORM } = MONTHS;

beforeEach(() => {
  stubViewport(375);
  answered = MONTHS;
  global.fetch = jest.fn(async (url: string) => {
    if (url.endsWith('/api/disclosures/monthly')) return jsonResponse(200, answered);
    if (url.includes('/api/stats')) {
      return jsonResponse(200, { cumulative_loan_amount: 1_000_000, outstanding_amount: 800_000, cumulative_repaid_amount: 200_000, overdue_rate_bp: 0, product_count: 1, investor_count: 2, as_of: '2027-03-10T00:00:00Z' });
    }
    if (url.includes('/api/me')) return jsonResponse(401, { fail_code: 'no_permission', message: '로그인이 필요합니다.' });
    return jsonResponse(200, { items: [], page: 1, size: 20, total: 0 });
  }) as unknown as typeof fetch;
});
afterEach(clearCookies);

describe('MonthlyDisclosurePage', () => {
  it('is linked from the home page', async () => {
    const { router } = renderAt('/');
    fireEvent.click(await screen.findByRole('link', { name: '월별 공시(연체율·손실률·대출 잔액 추이) 보기' }));
    await screen.findByRole('heading', { level: 1, name: '월별 공시' });
    expect(router.state.location.pathname).toBe('/disclosures/monthly');
  });

  it('shows the running month as provisional, both charts by month, the immediate-disclosure notice and the standing items', async () => {
    renderAt('/disclosures/monthly');
    expect(await screen.findByRole('heading', { level: 2, name: '2027년 3월 (잠정, 매일 갱신)' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('2027년 3월 연체율 16.00%: 연체율이 15%를 넘어 즉시 공시합니다.');
    const rate = screen.getByRole('list', { name: '월별 연체율' });
    expect(within(rate).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2027.020.00%', '2027.0316.00%']);
    const balance = screen.getByRole('list', { name: '월별 대출 잔액' });
    expect(within(balance).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2027.021,000,000원', '2027.03800,000원']);
    expect(screen.getByText('예치금은 은행에 분리 보관합니다.')).toBeInTheDocument();
  });

  it('shows the loss rate and the month\'s loans gone bad with recovery by cohort', async () => {
    const [running, past] = MONTHS.items;
    answered = { ...MONTHS, items: [{ ...running, ...BAD_LOANS }, past!] };
    renderAt('/disclosures/monthly');
    await screen.findByRole('heading', { level: 2, name: '부실 대출과 회수' });
    expect(screen.getByText('손실률').nextSibling).toHaveTextContent('1.25%');
    const amounts = screen.getByRole('list', { name: '부실 대출 금액 (이번 달, 누적)' });
    expect(within(amounts).getAllByRole('listitem')[3]).toHaveTextContent('상각이번 달300,000원누적300,000원');
    const cohorts = screen.getByRole('list', { name: '대출 실행 연도별 회수 현황' });
    expect(within(cohorts).getAllByRole('listitem')[0]).toHaveTextContent('2026년기한이익상실700,000원회수220,000원상각300,000원');
  });

  it('leaves the section out for a month without those fields', async () => {
    renderAt('/disclosures/monthly');
    await screen.findByRole('heading', { level: 2, name: '2027년 3월 (잠정, 매일 갱신)' });
    expect(screen.queryByRole('heading', { name: '부실 대출과 회수' })).not.toBeInTheDocument();
    expect(screen.queryByText('손실률')).not.toBeInTheDocument();
  });
});
