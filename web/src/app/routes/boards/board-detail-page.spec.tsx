// Proves the shared board-detail screen: a readable post shows its sanitized body, attachments and prev/next; an investor-only post tells a visitor to log in and a non-investor why it is closed.
import { screen } from '@testing-library/react';
import { jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

const ID = '3f2c7a9e-1b2d-4c5e-8f90-123456789abc';

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(async () => jsonResponse(status, body)) as unknown as typeof fetch;
}

describe('BoardDetailPage', () => {
  beforeEach(() => stubViewport(1280));

  it('shows the post with attachments and previous/next links', async () => {
    answer(200, {
      id: ID, board: 'notice', title: '은행 점검 안내', body_html: '<p>점검 시간에는 출금이 제한됩니다.</p>', created_at: '2026-11-01T01:00:00Z',
      attachments: [{ name: '안내문', url: 'https://files.example.com/a.pdf' }],
      prev: { id: '00000000-0000-4000-8000-000000000001', title: '지난 글' }, next: null,
    });
    renderAt(`/notice/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: '은행 점검 안내' })).toBeInTheDocument();
    expect(screen.getByText('점검 시간에는 출금이 제한됩니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '안내문' })).toHaveAttribute('href', 'https://files.example.com/a.pdf');
    expect(screen.getByRole('link', { name: /이전 글 지난 글/ })).toHaveAttribute('href', '/notice/00000000-0000-4000-8000-000000000001');
    expect(screen.getByText('다음 글이 없습니다.')).toBeInTheDocument();
  });

  it('asks a visitor to log in to read an investor-only post', async () => {
    answer(401, { fail_code: 'no_permission', message: '로그인이 필요합니다.' });
    renderAt(`/overdue/${ID}`);
    const login = await screen.findByRole('link', { name: '로그인하기' });
    expect(login).toHaveAttribute('href', `/user/login?redirect=${encodeURIComponent(`/overdue/${ID}`)}`);
    expect(screen.getByText('이 글은 해당 상품 투자자에게만 공개됩니다.')).toBeInTheDocument();
    expect(screen.getByText('로그인하시면 투자하신 상품의 글을 보실 수 있습니다.')).toBeInTheDocument();
    // A closed post is not a failure: no network advice, no alert.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a logged-in non-investor the post is for the product’s investors', async () => {
    answer(403, { fail_code: 'not_invested_this_product', message: '' });
    renderAt(`/overdue/${ID}`);
    expect(await screen.findByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/overdue');
    expect(screen.queryByRole('link', { name: '로그인하기' })).toBeNull();
    expect(screen.getByText('이 상품에 투자하신 내역이 없어 볼 수 없습니다.', { selector: '.state-block__text' })).toBeInTheDocument();
  });
});
