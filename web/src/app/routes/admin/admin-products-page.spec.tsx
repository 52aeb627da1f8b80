// Proves the operators' product list marks the funding deadline: a product the platform canceled for
// failed funding reads 모집 실패 취소 (apart from an operator's 모집 취소), and one past closes_at by the
// business clock that still reads funding is flagged as awaiting the platform's cancel.
import { screen, within } from '@testing-library/react';
import { clearCookies, jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

const row = (n: number, extra: object) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`, title: `시험 상품 ${n}호`, type: 'credit', grade: 'B1', rate_bp: 1000, term_months: 6,
  repayment_method: 'bullet', target_amount: 10_000_000, raised_amount: 0, investor_count: 0, min_amount: 10_000, max_per_user: 0,
  status: 'funding', suspended: false, opens_at: '2027-03-01T00:00:00.000Z', closes_at: '2027-03-10T06:00:00.000Z', investor_only: false,
  cancel_reason: null, borrower_id: `BR-${n}`, borrower_name: '김대출', ...extra,
});
const LIST = {
  items: [
    row(1, { status: 'canceled', cancel_reason: 'funding_failed' }),
    row(2, { status: 'canceled', cancel_reason: 'operator' }),
    row(3, { raised_amount: 500_000, investor_count: 1 }),
    row(4, { closes_at: '2027-04-10T06:00:00.000Z' }),
  ],
  page: 1, size: 20, total: 4,
};

describe('AdminProductsPage', () => {
  afterEach(clearCookies);

  it('marks 모집 실패 취소 and a product past its deadline awaiting the platform\'s cancel', async () => {
    stubViewport(1280);
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'op', name: '운영자' }))}; path=/`;
    global.fetch = jest.fn(async (url: string) => {
      if (url.includes('/api/me')) return jsonResponse(200, { user: { id: 'op', name: '운영자', role: 'operator' } });
      if (url.startsWith('/api/admin/products')) return jsonResponse(200, LIST);
      // The business clock: past the first three products' closes_at, before the fourth's.
      if (url.startsWith('/api/stats')) return jsonResponse(200, { as_of: '2027-03-11T00:00:00.000Z' });
      return jsonResponse(200, {});
    }) as unknown as typeof fetch;
    renderAt('/admin/products');
    const rowOf = async (title: string) => (await screen.findByRole('button', { name: `${title} 수정` })).closest('tr') as HTMLElement;
    expect(within(await rowOf('시험 상품 1호')).getByText('모집 실패 취소')).toBeInTheDocument();
    expect(within(await rowOf('시험 상품 2호')).getByText('모집 취소')).toBeInTheDocument();
    expect(await within(await rowOf('시험 상품 3호')).findByText('모집 마감 (자동 취소 예정)')).toBeInTheDocument();
    expect(within(await rowOf('시험 상품 4호')).getByText('모집 중')).toBeInTheDocument();
  });
});
