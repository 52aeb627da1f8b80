// Proves the FAQ accordion: questions grouped by category tabs, filtered by a search box, and an answer loaded when a question opens.
import { fireEvent, screen } from '@testing-library/react';
import { jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

const FIRST = { id: '00000000-0000-4000-8000-000000000001', title: '최소 투자 금액은 얼마인가요?', category: '투자', created_at: '2026-01-01T00:00:00Z', pinned: false, investor_only: false };
const LIST = {
  items: [
    FIRST,
    { id: '00000000-0000-4000-8000-000000000002', title: '출금은 언제 되나요?', category: '예치금·출금', created_at: '2026-01-02T00:00:00Z', pinned: false, investor_only: false },
  ],
  page: 1,
  size: 100,
  total: 2,
};

describe('FaqPage', () => {
  beforeEach(() => {
    stubViewport(1280);
    global.fetch = jest.fn(async (url: string) =>
      url.includes('/boards/faq/')
        ? jsonResponse(200, { id: FIRST.id, board: 'faq', title: FIRST.title, body_html: '<p>1만 원부터입니다.</p>', created_at: '2026-01-01T00:00:00Z' })
        : jsonResponse(200, LIST),
    ) as unknown as typeof fetch;
  });

  it('filters by category and by search, and opens an answer', async () => {
    renderAt('/faq');
    await screen.findByRole('button', { name: /최소 투자 금액은 얼마인가요/ });
    fireEvent.click(screen.getByRole('button', { name: '예치금·출금' }));
    expect(screen.queryByRole('button', { name: /최소 투자 금액/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '전체' }));
    fireEvent.change(screen.getByLabelText('질문 검색'), { target: { value: '출금' } });
    expect(screen.queryByRole('button', { name: /최소 투자 금액/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('질문 검색'), { target: { value: '' } });
    fireEvent.click(await screen.findByRole('button', { name: /최소 투자 금액은 얼마인가요/ }));
    expect(await screen.findByText('1만 원부터입니다.')).toBeInTheDocument();
  });
});
