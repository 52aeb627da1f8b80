// Proves the operators' overdue notices screen: each product's notices with the 5-business-day deadline and whether it was
// met (a late one flagged), as cards on a tablet; and that publishing a reason asks first, then sends only the trimmed reason
// to POST /admin/products/{id}/overdue_notices and reloads the list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearCookies, jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

const PRODUCT = '3f2c7a9e-1b2d-4c5e-8f90-123456789abc';
const notice = (seq: number, extra: object) => ({
  product_id: PRODUCT, seq, due_on: `2027-0${seq}-13`, article_id: `00000000-0000-4000-8000-00000000000${seq}`, posted_on: `2027-0${seq}-14`,
  deadline_on: `2027-0${seq}-20`, late: false, reason: null, reason_at: null, revision: 0, settled: false, ...extra,
});
const BOARD = {
  items: [{
    product_id: PRODUCT, title: '송도 아파트 담보 제1호', status: 'overdue',
    notices: [notice(2, { posted_on: '2027-02-25', late: true }), notice(1, { reason: '공사 대금 회수 지연', reason_at: '2027-01-15T01:00:00Z', revision: 1, settled: true })],
  }],
};

let posted: unknown[] = [];
function answerAsOperator() {
  posted = [];
  document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'op', name: '운영자' }))}; path=/`;
  document.cookie = 'csrf_token=token; path=/';
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/api/me')) return jsonResponse(200, { user: { id: 'op', name: '운영자', role: 'operator' } });
    if (url.endsWith('/api/admin/overdue_notices')) return jsonResponse(200, BOARD);
    if (url.endsWith(`/api/admin/products/${PRODUCT}/overdue_notices`) && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return jsonResponse(201, notice(2, { reason: '차입자 매출 대금 입금 지연', revision: 1 }));
    }
    return jsonResponse(200, {});
  }) as unknown as typeof fetch;
}

describe('AdminOverdueNoticesPage', () => {
  afterEach(clearCookies);

  it('lists each notice with its deadline, a late one flagged, as cards on a tablet', async () => {
    stubViewport(768);
    answerAsOperator();
    renderAt('/admin/overdue_notices');
    const product = await screen.findByRole('region', { name: '송도 아파트 담보 제1호' });
    const cards = within(product).getByRole('list', { name: '송도 아파트 담보 제1호 연체 공지' });
    const [latest, first] = within(cards).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(latest).getByText('기한 초과')).toBeInTheDocument();
    expect(within(latest).getByText('2027.02.20')).toBeInTheDocument();
    expect(within(latest).getByText('확인 중 (사유 미게시)')).toBeInTheDocument();
    expect(within(first).getByText('기한 내')).toBeInTheDocument();
    expect(within(first).getByText('상환됨')).toBeInTheDocument();
    expect(within(first).getByText('공사 대금 회수 지연')).toBeInTheDocument();
    expect(within(product).getByLabelText('2회차 연체 사유 입력')).toBeInTheDocument();
  });

  it('publishes the reason of the latest installment only after the operator confirms', async () => {
    stubViewport(1280);
    answerAsOperator();
    renderAt('/admin/overdue_notices');
    const field = await screen.findByLabelText('2회차 연체 사유 입력');
    fireEvent.change(field, { target: { value: '  차입자 매출 대금 입금 지연  ' } });
    fireEvent.click(screen.getByRole('button', { name: '사유 게시하기' }));
    const dialog = await screen.findByRole('dialog', { name: '연체 사유를 게시할까요?' });
    expect(posted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '게시하고 알리기' }));
    await waitFor(() => expect(posted).toEqual([{ reason: '차입자 매출 대금 입금 지연' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again after the change (the first read plus one).
    const boardReads = () => (global.fetch as jest.Mock).mock.calls.filter(([url]) => String(url).endsWith('/api/admin/overdue_notices')).length;
    await waitFor(() => expect(boardReads()).toBe(2));
  });
});
