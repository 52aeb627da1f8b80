// Proves the identity verification step asks a corporation for its representative and its beneficial owner (실제소유자) with why, sends them, and shows the server's words when the person verified is not the representative; an individual is asked for neither, but may give the resident registration number for the tax forms with its own consent, checked against the birth date before it is sent.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearCookies, jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

const person = { id: 'u1', email: 'kim@example.com', name: '김투자', phone: '010-1234-5678', role: 'investor', investor_type: 'general', identity_verified: false, has_vaccount: false, created_at: '2026-11-20T01:00:00.000Z', corporate: null };
const company = { business_number: '123-45-67891', company_name: '(주)한빛테크', representative_name: '김대표' };
const corporation = { ...person, name: '김대표', investor_type: 'corporate', corporate: company };
const MISMATCH = '본인인증한 분의 이름이 가입 때 입력한 대표자 이름(김대표)과 다릅니다. 법인 회원은 대표자 본인의 정보로 인증해 주십시오.';

describe('create vaccount: identity verification', () => {
  const fetchMock = jest.fn();
  const answer = (me: object) =>
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/me') return jsonResponse(200, { user: me });
      if (url === '/api/wallet') return jsonResponse(200, { balance: 0, held: 0, withdrawable: 0, vaccount: null, withdraw_account: null });
      if (url === '/api/me/identity_verification' && init?.method === 'POST') return jsonResponse(400, { fail_code: 'identity_verification_failed', message: MISMATCH });
      return jsonResponse(404, { fail_code: 'not_found', message: '' });
    });
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    stubViewport(1200);
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '김투자' }))}; path=/`;
  });
  afterEach(() => clearCookies());

  it('asks an individual for no beneficial owner', async () => {
    answer(person);
    renderAt('/user/create_vaccount');
    expect(await screen.findByLabelText('이름 (휴대폰 명의)', undefined, { timeout: 10_000 })).toHaveValue('김투자');
    expect(screen.queryByLabelText('실제소유자 이름')).not.toBeInTheDocument();
  });

  it('asks a corporation for its representative and beneficial owner, says why, and shows a refusal in the server\'s words', async () => {
    answer(corporation);
    renderAt('/user/create_vaccount');
    expect(await screen.findByLabelText('대표자 이름 (휴대폰 명의)', undefined, { timeout: 10_000 })).toHaveValue('김대표');
    expect(screen.getByText(/특정금융정보법에 따른 고객확인/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('대표자 생년월일'), { target: { value: '1970-05-06' } });
    fireEvent.change(screen.getByLabelText('대표자 휴대폰 번호'), { target: { value: '010-2222-3333' } });
    fireEvent.click(screen.getByRole('button', { name: '본인인증 하기' }));
    expect(await screen.findByText('실제소유자 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/me/identity_verification')).toBe(false);

    fireEvent.change(screen.getByLabelText('대표자 이름 (휴대폰 명의)'), { target: { value: '박직원' } });
    fireEvent.change(screen.getByLabelText('실제소유자 이름'), { target: { value: '이실소' } });
    fireEvent.change(screen.getByLabelText('실제소유자 생년월일'), { target: { value: '1965-03-04' } });
    fireEvent.click(screen.getByRole('button', { name: '본인인증 하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MISMATCH);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/me/identity_verification')!;
    expect(JSON.parse(String(init.body))).toEqual({ name: '박직원', birth_date: '1970-05-06', phone: '010-2222-3333', beneficial_owner: { name: '이실소', birth_date: '1965-03-04' } });
    await waitFor(() => expect(screen.getByLabelText('대표자 이름 (휴대폰 명의)')).toHaveValue('박직원'));
  });

  it('asks an individual for the resident number only with its own consent, and checks it against the birth date', async () => {
    answer(person);
    renderAt('/user/create_vaccount');
    await screen.findByLabelText('이름 (휴대폰 명의)', undefined, { timeout: 10_000 });
    expect(screen.queryByLabelText('주민등록번호')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('생년월일'), { target: { value: '1985-03-15' } });
    fireEvent.change(screen.getByLabelText('휴대폰 번호'), { target: { value: '010-2222-3333' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /주민등록번호 수집·이용에 동의합니다/ }));
    fireEvent.change(screen.getByLabelText('주민등록번호'), { target: { value: '850316-1234567' } });
    fireEvent.click(screen.getByRole('button', { name: '본인인증 하기' }));
    expect(await screen.findByText('주민등록번호 앞자리가 생년월일과 다릅니다.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/me/identity_verification')).toBe(false);
    fireEvent.change(screen.getByLabelText('주민등록번호'), { target: { value: '850315-1234567' } });
    fireEvent.click(screen.getByRole('button', { name: '본인인증 하기' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/me/identity_verification')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/me/identity_verification')!;
    expect(JSON.parse(String(init.body))).toEqual({ name: '김투자', birth_date: '1985-03-15', phone: '010-2222-3333', rrn_consent: true, rrn: '850315-1234567' });
  });
});
