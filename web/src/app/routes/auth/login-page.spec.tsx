// Proves a refused login is said once, under the fields and in no toast: a wrong password with the
// tries the server says are left, and the lock (whether it came with the last try or at the next
// one) once, however many times the form is sent; the message is scrolled into view.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { clearCookies, jsonResponse, renderAt, stubViewport } from '@/test/test-utils';

const LOCKED = '비밀번호를 여러 번 잘못 입력하여 10분 동안 잠겼습니다. 10분 후 다시 시도해 주세요. 비밀번호가 기억나지 않으면 비밀번호 재설정을 이용해 주세요.';

describe('login page', () => {
  const answers: [number, unknown][] = [];
  let errorToast: jest.SpyInstance;
  let scrolled: jest.Mock;
  beforeEach(() => {
    answers.length = 0;
    global.fetch = jest.fn(async (url: string) => {
      if (url === '/api/auth/login') {
        const [status, body] = answers.shift() ?? [500, {}];
        return jsonResponse(status, body);
      }
      return jsonResponse(404, { fail_code: 'not_found', message: '' });
    }) as unknown as typeof fetch;
    errorToast = jest.spyOn(toast, 'error').mockImplementation(() => 'id');
    scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    stubViewport(375);
  });
  afterEach(() => {
    errorToast.mockRestore();
    clearCookies();
  });

  async function submit() {
    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: 'investor@example.com' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'wrong-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '로그인' })).toBeEnabled());
  }

  it('counts down the tries left, then shows the lock once, with no toast', async () => {
    answers.push(
      [400, { fail_code: 'invalid_credentials', message: '', attempts_left: 3 }],
      [400, { fail_code: 'invalid_credentials', message: '', attempts_left: 0 }],
      [429, { fail_code: 'account_locked', message: '' }],
    );
    renderAt('/user/login');
    await screen.findByRole('heading', { name: '로그인' }, { timeout: 10_000 });

    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('이메일 또는 비밀번호가 올바르지 않습니다. 3번 더 틀리면 로그인이 잠깁니다.');
    expect(scrolled).toHaveBeenCalled();

    // The fifth failure locks the e-mail: said as the lock, not as "0 tries left".
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LOCKED));
    await submit();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent(LOCKED);
    expect(screen.getAllByText(/10분 동안 잠겼습니다/)).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('says a wrong password plainly when the server gives no count', async () => {
    answers.push([400, { fail_code: 'invalid_credentials', message: '' }]);
    renderAt('/user/login');
    await screen.findByRole('heading', { name: '로그인' }, { timeout: 10_000 });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^이메일 또는 비밀번호가 올바르지 않습니다\.$/);
  });
});
