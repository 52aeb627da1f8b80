// Proves the sign-up screen validates inline before any request (focus on the first invalid field), asks separately for 이용약관, 개인정보 수집·이용 and optional marketing (전체 동의 ticks or clears all three), maps email_taken under the field, records a ticked marketing consent, and goes to /user/welcome on success.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearCookies, jsonResponse, renderAt, stubViewport } from '@/test/test-utils';
import { validateSignUp } from '@/features/auth/components/use-sign-up-form';

const good = { email: 'kim@example.com', password: 'good-pass-2026', passwordConfirm: 'good-pass-2026', name: '김투자', phone: '010-1234-5678', agree: true, agreePrivacy: true, agreeMarketing: false };

describe('sign-up', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    stubViewport(1200);
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => clearCookies());

  it('validates like the server', () => {
    expect(validateSignUp(good)).toEqual({});
    expect(Object.keys(validateSignUp({ ...good, email: 'x', password: 'short', passwordConfirm: 'other', name: '<b>', phone: '123', agree: false, agreePrivacy: false })).sort()).toEqual(
      ['agree', 'agreePrivacy', 'email', 'name', 'password', 'passwordConfirm', 'phone'],
    );
    expect(validateSignUp({ ...good, password: 'lettersonlyhere', passwordConfirm: 'lettersonlyhere' }).password).toMatch(/영문과 숫자/);
  });

  it('shows errors inline and sends nothing while the form is invalid', async () => {
    renderAt('/user/sign_up');
    fireEvent.change(await screen.findByLabelText('이메일'), { target: { value: 'not-an-email' } });
    fireEvent.focusOut(screen.getByLabelText('이메일'));
    await waitFor(() => expect(screen.getByLabelText('이메일')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('올바른 이메일 주소를 입력해 주세요.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('이용약관에 동의해 주세요. 동의해야 가입할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByText('개인정보 수집·이용에 동의해 주세요. 동의해야 가입할 수 있습니다.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('이메일')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ticks and clears all three consents with 전체 동의, which follows the three', async () => {
    renderAt('/user/sign_up');
    const all = await screen.findByRole('checkbox', { name: /전체 동의/ });
    const three = [/이용약관/, /개인정보 수집·이용/, /마케팅 정보/].map((name) => screen.getByRole('checkbox', { name }));
    fireEvent.click(all);
    for (const box of three) expect(box).toBeChecked();
    fireEvent.click(three[2]!);
    expect(all).not.toBeChecked();
    fireEvent.click(three[2]!);
    expect(all).toBeChecked();
    fireEvent.click(all);
    for (const box of three) expect(box).not.toBeChecked();
    expect(screen.getByText('이용약관에 동의해 주세요. 동의해야 가입할 수 있습니다.')).toBeInTheDocument();
  });

  it('puts email_taken under the e-mail field, then signs up and welcomes', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(409, { fail_code: 'email_taken', message: '이미 가입된 이메일입니다.' }))
      .mockImplementationOnce(async () => {
        document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
        return jsonResponse(201, { user: { id: 'u1', name: '김투자' } });
      })
      .mockResolvedValue(jsonResponse(200, { marketing: true }));
    const { router } = renderAt('/user/sign_up');
    fireEvent.change(await screen.findByLabelText('이메일'), { target: { value: good.email } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: good.password } });
    fireEvent.change(screen.getByLabelText('비밀번호 확인'), { target: { value: good.password } });
    fireEvent.change(screen.getByLabelText('이름'), { target: { value: good.name } });
    fireEvent.change(screen.getByLabelText('휴대폰 번호'), { target: { value: good.phone } });
    fireEvent.click(screen.getByRole('checkbox', { name: /이용약관/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /마케팅 정보/ }));
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText(/이미 가입된 이메일입니다. 로그인하거나/)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toEqual({ email: good.email, password: good.password, name: good.name, phone: good.phone, agree_terms: true });

    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/welcome'));
    const consent = fetchMock.mock.calls.find(([url]) => url === '/api/me/notification_settings');
    expect(consent?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(consent?.[1]?.body))).toEqual({ marketing: true, source: 'sign_up' });
  });
});
