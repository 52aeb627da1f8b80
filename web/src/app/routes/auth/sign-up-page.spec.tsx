// Proves the sign-up screen validates inline before any request (focus on the first invalid field), asks separately for 이용약관, 개인정보 수집·이용 and optional marketing (전체 동의 ticks or clears all three), maps email_taken under the field, records a ticked marketing consent, and goes to /user/welcome on success; and that 법인 회원 reveals the company's fields, dashes the business number as typed, refuses a wrong check digit, and sends the company.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearCookies, jsonResponse, renderAt, stubViewport } from '@/test/test-utils';
import { validateSignUp } from '@/features/auth/components/use-sign-up-form';

const good = {
  kind: 'individual' as const, email: 'kim@example.com', password: 'good-pass-2026', passwordConfirm: 'good-pass-2026', name: '김투자', phone: '010-1234-5678',
  businessNumber: '', companyName: '', representativeName: '', agree: true, agreePrivacy: true, agreeMarketing: false,
};
/** 123-45-67891 holds its check digit (1·1+2·3+3·7+4·1+5·3+6·7+7·1+8·3+9·5 = 165, carry 4 → 169 → 1). */
const company = { kind: 'corporate' as const, businessNumber: '123-45-67891', companyName: '(주)한빛테크', representativeName: '김대표' };

/** Fills the individual's fields and ticks the two required consents. */
function fillPerson() {
  fireEvent.change(screen.getByLabelText('이메일'), { target: { value: good.email } });
  fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: good.password } });
  fireEvent.change(screen.getByLabelText('비밀번호 확인'), { target: { value: good.password } });
  fireEvent.change(screen.getByLabelText('이름'), { target: { value: good.name } });
  fireEvent.change(screen.getByLabelText('휴대폰 번호'), { target: { value: good.phone } });
  fireEvent.click(screen.getByRole('checkbox', { name: /이용약관/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용/ }));
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  stubViewport(1200);
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => clearCookies());

describe('sign-up', () => {
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

describe('sign-up as a corporation (법인 회원)', () => {
  it('checks a corporation\'s company like the server, the business number by its check digit', () => {
    // An individual is not asked for a company.
    expect(validateSignUp({ ...good, businessNumber: 'x' })).toEqual({});
    expect(validateSignUp({ ...good, ...company })).toEqual({});
    expect(validateSignUp({ ...good, ...company, businessNumber: '1234567891' })).toEqual({});
    expect(validateSignUp({ ...good, ...company, businessNumber: '123-45-67890' }).businessNumber).toBe('올바른 사업자등록번호가 아닙니다. 번호를 다시 확인해 주세요.');
    // The answer a check without the ninth digit's carry would accept (…29 is right).
    expect(validateSignUp({ ...good, ...company, businessNumber: '000-00-00020' }).businessNumber).toMatch(/올바른 사업자등록번호가 아닙니다/);
    expect(validateSignUp({ ...good, ...company, businessNumber: '123-45' }).businessNumber).toMatch(/10자리/);
    expect(validateSignUp({ ...good, ...company, businessNumber: '', companyName: ' ', representativeName: '' })).toEqual({
      businessNumber: '사업자등록번호를 입력해 주세요.', companyName: '법인명을 입력해 주세요.', representativeName: '대표자 이름을 입력해 주세요.',
    });
    expect(Object.keys(validateSignUp({ ...good, ...company, companyName: '<b>', representativeName: '김<대표>' })).sort()).toEqual(['companyName', 'representativeName']);
  });

  it('reveals the company\'s fields for 법인 회원 only, dashes the number as typed, and shows a wrong check digit', async () => {
    renderAt('/user/sign_up');
    expect(await screen.findByRole('radio', { name: '개인 회원' })).toBeChecked();
    expect(screen.queryByLabelText('사업자등록번호')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '법인 회원' }));
    const number = screen.getByLabelText('사업자등록번호');
    expect(screen.getByLabelText('법인명')).toBeInTheDocument();
    expect(screen.getByLabelText('대표자 이름')).toBeInTheDocument();
    fireEvent.change(number, { target: { value: '1234' } });
    expect(number).toHaveValue('123-4');
    fireEvent.change(number, { target: { value: '12345678901234' } });
    expect(number).toHaveValue('123-45-67890');
    fireEvent.focusOut(number);
    expect(await screen.findByText('올바른 사업자등록번호가 아닙니다. 번호를 다시 확인해 주세요.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '개인 회원' }));
    expect(screen.queryByLabelText('사업자등록번호')).not.toBeInTheDocument();
  });

  it('sends a corporation\'s company with the sign-up and shows the server\'s field answers under its fields', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(400, { fail_code: 'invalid_input', message: '입력값을 확인해 주세요.', fields: { 'corporate.company_name': 'too_long' } }))
      .mockImplementationOnce(async () => {
        document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김대표' }))}; path=/`;
        return jsonResponse(201, { user: { id: 'u1', name: '김대표', investor_type: 'corporate' } });
      });
    const { router } = renderAt('/user/sign_up');
    fireEvent.click(await screen.findByRole('radio', { name: '법인 회원' }));
    fillPerson();
    fireEvent.change(screen.getByLabelText('사업자등록번호'), { target: { value: '1234567891' } });
    fireEvent.change(screen.getByLabelText('법인명'), { target: { value: ' (주)한빛테크 ' } });
    fireEvent.change(screen.getByLabelText('대표자 이름'), { target: { value: '김대표' } });
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('입력한 내용이 너무 깁니다.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: good.email, password: good.password, name: good.name, phone: good.phone, agree_terms: true,
      corporate: { business_number: '123-45-67891', company_name: '(주)한빛테크', representative_name: '김대표' },
    });
    fireEvent.change(screen.getByLabelText('법인명'), { target: { value: '(주)한빛' } });
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/welcome'));
  });
});
