// Proves the credit landing (a screen the product description lists without a route) opens the
// product list when it is narrowed to credit loans, and only then.
import { screen } from '@testing-library/react';
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

  it('shows no credit landing on the whole list', async () => {
    renderAt('/products');
    await screen.findByText('조건에 맞는 상품이 없습니다.');
    expect(screen.queryByRole('heading', { name: /개인 신용 대출/ })).toBeNull();
  });
});
