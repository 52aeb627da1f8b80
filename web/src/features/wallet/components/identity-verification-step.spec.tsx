// Proves that identity verification under another name renames nothing unasked: the server's
// name_change_unconfirmed opens a dialog with both names; agreeing sends confirm_name_change: true,
// declining sends nothing more and says the verification is not finished.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { jsonResponse, stubViewport } from '@/test/test-utils';
import { IdentityVerificationStep } from './identity-verification-step';

const names = { current: '김원래', verified: '김바뀜' };

function serve() {
  const sent: Record<string, unknown>[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/me/identity_verification' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      if (body.confirm_name_change !== true) return jsonResponse(409, { fail_code: 'name_change_unconfirmed', message: '', names });
      return jsonResponse(201, { user: { id: 'u-1', name: '김바뀜', identity_verified: true } });
    }
    return jsonResponse(404, { fail_code: 'not_found', message: '' });
  }) as unknown as typeof fetch;
  return sent;
}

function fillAndSubmit() {
  render(
    <AppProviders>
      <IdentityVerificationStep defaultName="김원래" />
    </AppProviders>,
  );
  const form = screen.getByRole('form', { name: '1단계 · 본인인증' });
  fireEvent.change(within(form).getByLabelText('이름 (휴대폰 명의)'), { target: { value: '김바뀜' } });
  fireEvent.change(within(form).getByLabelText('생년월일'), { target: { value: '1991-02-03' } });
  fireEvent.change(within(form).getByLabelText('휴대폰 번호'), { target: { value: '010-5555-1234' } });
  fireEvent.click(within(form).getByRole('button', { name: '본인인증 하기' }));
  return form;
}

describe('identity verification under another name', () => {
  beforeEach(() => stubViewport(1200));

  it('shows both names and renames only when the investor agrees', async () => {
    const sent = serve();
    fillAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: '회원 이름이 바뀝니다' });
    expect(dialog).toHaveTextContent('지금 회원 이름김원래');
    expect(dialog).toHaveTextContent('본인인증으로 확인된 이름김바뀜');
    expect(sent).toEqual([{ name: '김바뀜', birth_date: '1991-02-03', phone: '010-5555-1234' }]);
    fireEvent.click(within(dialog).getByRole('button', { name: '확인된 이름으로 바꾸기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[1]).toEqual({ name: '김바뀜', birth_date: '1991-02-03', phone: '010-5555-1234', confirm_name_change: true });
  });

  it('sends nothing more when the investor declines, and says the verification is not finished', async () => {
    const sent = serve();
    const form = fillAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: '회원 이름이 바뀝니다' });
    fireEvent.click(within(dialog).getByRole('button', { name: '바꾸지 않기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form).getByRole('status')).toHaveTextContent('회원 이름을 바꾸지 않아 본인인증을 마치지 않았습니다.');
    expect(sent).toHaveLength(1);
  });
});
