// Proves the marketing consent card on the profile (내 정보): it shows whether and when consent was given (or that it never
// was), and withdrawing it sends PUT /me/notification_settings {marketing: false, source: "profile"} and shows when.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearCookies, jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

const user = { id: 'u1', email: 'kim@example.com', name: '김투자', phone: '010-1234-5678', role: 'investor', investor_type: 'general', has_vaccount: true, created_at: '2026-11-20T01:00:00.000Z' };

function answer(settings: { marketing: boolean; changed_at: string | null }) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/me') return jsonResponse(200, { user });
    if (url === '/api/me/notification_settings' && init?.method === 'PUT') {
      return jsonResponse(200, { marketing: JSON.parse(String(init.body)).marketing, changed_at: '2026-11-24T05:30:00.000Z' });
    }
    if (url === '/api/me/notification_settings') return jsonResponse(200, settings);
    if (url.startsWith('/api/notifications')) return jsonResponse(200, { items: [], next_cursor: null, unread: 0 });
    return jsonResponse(200, { items: [] });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('marketing consent on the profile', () => {
  beforeEach(() => {
    stubViewport(1280);
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
    document.cookie = 'csrf_token=token; path=/';
  });
  afterEach(clearCookies);

  it('shows the consent given at sign-up with its time, and withdraws it from the profile', async () => {
    const fetchMock = answer({ marketing: true, changed_at: '2026-11-20T01:00:00.000Z' });
    renderAt('/user/profile');
    const box = await screen.findByRole('checkbox', { name: /마케팅 정보/ });
    await waitFor(() => expect(box).toBeChecked());
    expect(screen.getByText('2026.11.20 10:00에 동의하셨습니다.')).toBeInTheDocument();
    fireEvent.click(box);
    expect(await screen.findByText('2026.11.24 14:30에 동의를 철회하셨습니다.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ marketing: false, source: 'profile' });
  });

  it('says so when consent was never given', async () => {
    answer({ marketing: false, changed_at: null });
    renderAt('/user/profile');
    expect(await screen.findByText('아직 동의하지 않으셨습니다.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /마케팅 정보/ })).not.toBeChecked();
  });
});
