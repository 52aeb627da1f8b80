// Proves the product page and the product list at the funding deadline: past closes_at by the
// business clock (GET /stats as_of, before the platform's cancel) or canceled for failed funding,
// a product says 모집 마감 and offers no invest or basket button; a product within its time does.
import { screen } from '@testing-library/react';
import { clearCookies, jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

const PRODUCT = '3f2c7a9e-1b2d-4c5e-8f90-123456789abc';
const CLOSES_AT = '2027-03-10T06:00:00.000Z';
/** The business clock runs a month past the wall clock's dates here: the sandbox's clock was moved. */
const stats = (asOf: string) => ({ cumulative_loan_amount: 0, outstanding_amount: 0, cumulative_repaid_amount: 0, overdue_rate_bp: 0, product_count: 1, investor_count: 1, as_of: asOf });
const base = {
  id: PRODUCT, title: '송도 아파트 담보 7호', type: 'apt', is_realty: true, grade: 'A2', rate_bp: 1200, term_months: 12, repayment_method: 'equal_installment',
  target_amount: 10_000_000, raised_amount: 500_000, investor_count: 1, min_amount: 10_000, max_per_user: 0, status: 'funding', suspended: false,
  opens_at: '2027-03-01T00:00:00.000Z', closes_at: CLOSES_AT, investor_only: false, cancel_reason: null,
};
const detail = (extra: object) => ({
  ...base, ...extra, description: '설명', borrower: { name: '김*수', id: 'BR**' }, collateral: null,
  schedule_preview: { amount: 1_000_000, items: [] }, disclosure: { version: 'd-1', expected_return_bp: 1200, expected_net_return_bp: 980 },
});

function answer(product: object, asOf: string) {
  global.fetch = jest.fn(async (url: string) => {
    if (url.startsWith('/api/stats')) return jsonResponse(200, stats(asOf));
    if (url.startsWith(`/api/products/${PRODUCT}`)) return jsonResponse(200, detail(product));
    if (url.startsWith('/api/products')) return jsonResponse(200, { items: [{ ...base, ...product }], page: 1, size: 12, total: 1 });
    if (url.startsWith('/api/me')) return jsonResponse(200, { user: { id: 'u1', name: '김투자', role: 'investor' } });
    if (url.startsWith('/api/basket')) return jsonResponse(200, { items: [], total_amount: 0 });
    return jsonResponse(200, { items: [] });
  }) as unknown as typeof fetch;
}

describe('a product at its funding deadline', () => {
  beforeEach(() => stubViewport(1280));
  afterEach(() => clearCookies());

  it('offers investing while the business clock is before closes_at', async () => {
    answer({}, '2027-03-09T00:00:00.000Z');
    renderAt(`/products/${PRODUCT}`);
    expect(await screen.findByRole('link', { name: '로그인하고 투자하기' })).toBeInTheDocument();
    expect(screen.getByText('모집 중')).toBeInTheDocument();
  });

  it('says 모집 마감 with no invest or basket button once the business clock passed closes_at, before any cancel', async () => {
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
    answer({}, '2027-03-11T00:00:00.000Z');
    renderAt(`/products/${PRODUCT}`);
    expect(await screen.findByRole('heading', { name: '모집 마감' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('모집 기간이 끝나 더 이상 투자할 수 없습니다.');
    expect(screen.queryByRole('button', { name: /투자하기/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '장바구니에 담기' })).toBeNull();
    expect(screen.queryByText('모집 중')).toBeNull();
  });

  it('says 모집 마감 for a product canceled for failed funding, and why', async () => {
    answer({ status: 'canceled', cancel_reason: 'funding_failed', raised_amount: 0 }, '2027-03-11T00:00:00.000Z');
    renderAt(`/products/${PRODUCT}`);
    expect(await screen.findByRole('heading', { name: '모집 마감' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('모집 기간 안에 목표 금액을 채우지 못해 모집이 취소되었습니다.');
    expect(screen.queryByRole('link', { name: '로그인하고 투자하기' })).toBeNull();
  });

  it('marks it 모집 마감 in the product list', async () => {
    answer({}, '2027-03-11T00:00:00.000Z');
    renderAt('/products');
    await screen.findByRole('link', { name: '송도 아파트 담보 7호' });
    expect(await screen.findByText('모집 마감')).toBeInTheDocument();
    expect(screen.queryByText('모집 중', { selector: '.badge' })).toBeNull();
  });
});
