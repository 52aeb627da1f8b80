// Proves the 오픈 알림 settings screen: a new subscription needs a product type (said inline, nothing
// sent), chips and selects become the PUT body, the screen then shows it standing; the product
// list's filters pre-fill a new one; the server's Korean refusal is shown beside the form; and 해지
// asks in the app's own dialog first (돌아가기 sends nothing, 해지하기 sends DELETE).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearCookies, jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

type Alert = { types: string[]; grades: string[]; min_rate_bp: number | null; max_term_months: number | null; created_at: string; updated_at: string };

const STANDING: Alert = { types: ['apt'], grades: [], min_rate_bp: null, max_term_months: null, created_at: '2026-11-20T01:00:00.000Z', updated_at: '2026-11-20T01:00:00.000Z' };

let alert: Alert | null;
let refuse: string | null;
const fetchMock = jest.fn();
const calls = (method: string) => fetchMock.mock.calls.filter(([url, init]) => url === '/api/me/open_alerts' && init?.method === method);

/** GET/PUT/DELETE /api/me/open_alerts as the server answers them, over `alert` (PUT refused with `refuse` when set). */
function serveOpenAlerts() {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url !== '/api/me/open_alerts') return jsonResponse(404, { fail_code: 'not_found', message: '' });
    if (init?.method === 'PUT') {
      if (refuse) return jsonResponse(400, { fail_code: 'invalid_input', message: refuse, fields: { min_rate_bp: 'too_large' } });
      alert = { ...(JSON.parse(String(init.body)) as Alert), created_at: '2026-11-21T01:00:00.000Z', updated_at: '2026-11-21T01:00:00.000Z' };
      return jsonResponse(200, { alert });
    }
    if (init?.method === 'DELETE') {
      alert = null;
      return jsonResponse(204, undefined);
    }
    return jsonResponse(200, { alert });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
}

describe('오픈 알림 settings', () => {
  beforeEach(() => {
    alert = null;
    refuse = null;
    serveOpenAlerts();
    stubViewport(375);
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
  });
  afterEach(() => clearCookies());

  it('asks for a product type first, then subscribes with the chosen chips and selects', async () => {
    renderAt('/user/open_alerts');
    expect(await screen.findByText('아직 오픈 알림을 신청하지 않으셨습니다.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '오픈 알림 받기' }));
    expect(screen.getByRole('alert')).toHaveTextContent('알림을 받을 상품 유형을 하나 이상 선택해 주십시오.');
    expect(calls('PUT')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: '개인 신용' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '법인 대출' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'A등급' }));
    fireEvent.change(screen.getByRole('combobox', { name: '최소 수익률' }), { target: { value: '1000' } });
    fireEvent.change(screen.getByRole('combobox', { name: '최대 투자 기간' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: '오픈 알림 받기' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls('PUT')[0][1].body))).toEqual({ types: ['credit', 'corporate'], grades: ['A'], min_rate_bp: 1000, max_term_months: 12 });
    expect(await screen.findByText(/부터 오픈 알림을 받고 계십니다/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '조건 저장' })).toBeInTheDocument();
  });

  it('starts a new subscription from the product list filters it came from', async () => {
    renderAt('/user/open_alerts?type=apt&rate=1200&term=-6&grade=B');
    expect(await screen.findByRole('checkbox', { name: '아파트 담보' }, { timeout: 10_000 })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '개인 신용' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'B등급' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: '최소 수익률' })).toHaveValue('1200');
    expect(screen.getByRole('combobox', { name: '최대 투자 기간' })).toHaveValue('6');
  });

  it('shows the server refusal beside the form', async () => {
    alert = STANDING;
    refuse = '최소 수익률은 0%에서 20% 사이로 선택해 주십시오.';
    renderAt('/user/open_alerts');
    fireEvent.click(await screen.findByRole('button', { name: '조건 저장' }, { timeout: 10_000 }));
    expect(await screen.findByText('최소 수익률은 0%에서 20% 사이로 선택해 주십시오.')).toBeInTheDocument();
  });

  it('asks in its own dialog before unsubscribing', async () => {
    alert = STANDING;
    renderAt('/user/open_alerts');
    fireEvent.click(await screen.findByRole('button', { name: '오픈 알림 해지' }, { timeout: 10_000 }));
    const dialog = screen.getByRole('dialog', { name: '오픈 알림 해지' });
    fireEvent.click(within(dialog).getByRole('button', { name: '돌아가기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '오픈 알림 해지' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: '오픈 알림 해지' })).getByRole('button', { name: '해지하기' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(await screen.findByText('아직 오픈 알림을 신청하지 않으셨습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '오픈 알림 해지' })).toBeNull();
  });
});
