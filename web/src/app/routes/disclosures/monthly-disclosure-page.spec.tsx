// Proves the public monthly disclosure page (온투법 10조): reached from the home page's statistics,
// it names the running month provisional and a past one as fixed, charts the delinquency rate and
// the outstanding balance by month (oldest first, values in text), flags a month above 15 % for
// immediate disclosure, and lists the standing items.
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
const MONTHS = {
  items: [
    month('2027-03', { status: 'provisional', published_at: null, overdue_rate_bp: 1_600, outstanding_amount: 800_000, immediate_disclosure: true }),
    month('2027-02', { overdue_rate_bp: 0, outstanding_amount: 1_000_000 }),
  ],
  platform: PLATFORM,
};

beforeEach(() => {
  stubViewport(375);
  global.fetch = jest.fn(async (url: string) => {
    if (url.endsWith('/api/disclosures/monthly')) return jsonResponse(200, MONTHS);
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
    fireEvent.click(await screen.findByRole('link', { name: '월별 공시(연체율·대출 잔액 추이) 보기' }));
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
});
