// Proves the credit landing (a screen the product description lists without a route) opens the
// product list when it is narrowed to credit loans, and only then; and that the list's sorting and
// filters live in the URL and reach GET /products (issue 31, item 12); and that its "오픈 알림 받기"
// shortcut carries the list's filters to the 오픈 알림 settings (item 13).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

const EMPTY_PAGE = { items: [], page: 1, size: 12, total: 0 };

describe('ProductListPage', () => {
  beforeEach(() => {
    stubViewport(1280);
    global.fetch = jest.fn(async () => jsonResponse(200, EMPTY_PAGE)) as unknown as typeof fetch;
  });

  it('introduces credit loans above the list narrowed to them, leading on to the credit guide', async () => {
    renderAt('/products?type=credit');
    const heading = await screen.findByRole('heading', { name: /개인 신용 대출에 분산 투자하세요/ });
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '신용 상품 안내 자세히 보기' })).toHaveAttribute('href', '/product_guide/credit');
  });

  it('offers 오픈 알림 with the list filters it is narrowed by', async () => {
    renderAt('/products?status=funding&type=apt&rate=1200&term=-6&sort=rate_desc');
    const shortcut = await screen.findByRole('link', { name: '오픈 알림 받기' });
    expect(shortcut).toHaveAttribute('href', '/user/open_alerts?type=apt&rate=1200&term=-6');
  });

  it('shows no credit landing on the whole list', async () => {
    renderAt('/products');
    await screen.findByText('조건에 맞는 상품이 없습니다.');
    expect(screen.queryByRole('heading', { name: /개인 신용 대출/ })).toBeNull();
  });

  it('keeps the sort and filters in the URL and asks GET /products for them, from page 1', async () => {
    const fetchMock = global.fetch as jest.Mock;
    renderAt('/products?status=funding&page=2');
    await screen.findByText('조건에 맞는 상품이 없습니다.');
    fireEvent.change(screen.getByRole('combobox', { name: '정렬' }), { target: { value: 'rate_desc' } });
    fireEvent.change(screen.getByRole('combobox', { name: '수익률' }), { target: { value: '1200' } });
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/products'));
      expect(urls.at(-1)).toBe('/api/products?status=funding&sort=rate_desc&rate_min_bp=1200&page=1&size=12');
    });
    expect((screen.getByRole('combobox', { name: '정렬' }) as HTMLSelectElement).value).toBe('rate_desc');
    expect(await screen.findByText('조건을 줄이거나 초기화해 보세요.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '조건 초기화' }));
    expect((screen.getByRole('combobox', { name: '수익률' }) as HTMLSelectElement).value).toBe('');
  });
});
