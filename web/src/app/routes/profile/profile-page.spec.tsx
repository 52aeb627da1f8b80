// Proves the profile screen shows the account, the investor type and its pending application (a corporation: its company, and no application), refuses an invalid name inline, and saves a valid edit with PATCH /api/me and the step-up password.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearCookies, jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

let user: Record<string, unknown>;
const person = {
  id: 'u1',
  email: 'kim@example.com',
  name: '김투자',
  phone: '010-1234-5678',
  role: 'investor',
  investor_type: 'general',
  has_vaccount: false,
  created_at: '2026-11-20T01:00:00.000Z',
};

describe('profile', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    user = person;
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    stubViewport(1200);
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/me' && (!init?.method || init.method === 'GET')) return jsonResponse(200, { user });
      if (url === '/api/me/investor_type_requests') {
        return jsonResponse(200, {
          items: [{ id: 'r1', investor_type: 'income_qualified', current_investor_type: 'general', evidence: '원천징수영수증', status: 'pending', created_at: '2026-11-21T01:00:00.000Z', decided_at: null }],
        });
      }
      if (url === '/api/wallet') return jsonResponse(200, { balance: 0, held: 0, withdrawable: 0, vaccount: null, withdraw_account: null });
      if (url === '/api/me' && init?.method === 'PATCH') return jsonResponse(200, { user: { ...user, ...JSON.parse(String(init.body)) } });
      return jsonResponse(404, { fail_code: 'not_found', message: '' });
    });
  });
  afterEach(() => clearCookies());

  it('shows the details, the investor type and the pending application', async () => {
    renderAt('/user/profile');
    // The lazy screen's first load compiles under ts-jest: slow on a busy machine.
    expect(await screen.findByDisplayValue('kim@example.com', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('일반 투자자')).toBeInTheDocument();
    expect(await screen.findByText('심사 중')).toBeInTheDocument();
    expect(screen.getByText(/심사 중인 신청이 있습니다/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '심사 신청' })).not.toBeInTheDocument();
    // The wallet's withdrawal section sits on this page too.
    expect(await screen.findByRole('heading', { name: '출금' })).toBeInTheDocument();
  });

  it('refuses markup in the name inline, then saves a valid edit', async () => {
    renderAt('/user/profile');
    const name = await screen.findByLabelText('이름');
    fireEvent.change(name, { target: { value: '<b>김</b>' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(/이름에는 글자와 띄어쓰기/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '김새이름' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    fireEvent.change(screen.getByLabelText('비밀번호 확인'), { target: { value: 'my-pass-2026' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
    expect(JSON.parse(String(init.body))).toEqual({ name: '김새이름', phone: '010-1234-5678', password: 'my-pass-2026' });
  });

  it('shows a corporation its company and offers it no investor type application', async () => {
    user = { ...person, name: '김대표', investor_type: 'corporate', corporate: { business_number: '123-45-67891', company_name: '(주)한빛테크', representative_name: '김대표' } };
    renderAt('/user/profile');
    expect(await screen.findByRole('heading', { name: '법인 정보' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('(주)한빛테크')).toBeInTheDocument();
    expect(screen.getByText('123-45-67891')).toBeInTheDocument();
    expect(screen.getByText('법인 투자자')).toBeInTheDocument();
    expect(screen.getByText(/법인 회원은 법인 투자자입니다/)).toBeInTheDocument();
    expect(screen.queryByText(/심사 중인 신청이 있습니다/)).not.toBeInTheDocument();
  });
});
