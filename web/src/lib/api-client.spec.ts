// Proves the API client sends JSON with same-origin cookies, adds X-CSRF-Token on writes, throws ApiError with the server's body, and follows 202 pending commands until done.
import { jsonResponse } from '@/test/test-utils';
import { ApiError, apiRequest } from './api-client';

describe('apiRequest', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    document.cookie = 'csrf_token=tok123; path=/';
  });

  it('GETs under /api with same-origin credentials and no CSRF header', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: 1 }));
    await expect(apiRequest('/products', { query: { page: 1, status: '' } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/products?page=1');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers['X-CSRF-Token']).toBeUndefined();
  });

  it('sends the csrf_token cookie as X-CSRF-Token on POST', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 'x' }));
    await apiRequest('/vaccount', { method: 'POST', body: {} });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.headers['X-CSRF-Token']).toBe('tok123');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{}');
  });

  it('throws ApiError with status and data.fail_code', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { fail_code: 'invalid_input', message: '입력 오류', fields: { email: 'invalid' } }));
    const error = await apiRequest('/auth/sign_up', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, data: { fail_code: 'invalid_input', fields: { email: 'invalid' } } });
  });

  it('marks a body without fail_code as unknown_error', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 502, text: async () => '<html>Bad gateway</html>' } as Response);
    await expect(apiRequest('/stats')).rejects.toMatchObject({ status: 502, data: { fail_code: 'unknown_error' } });
  });

  it('polls GET /api/commands/{id} after a 202 pending answer', async () => {
    jest.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(202, { command_id: 'c1', status: 'pending' }))
      .mockResolvedValueOnce(jsonResponse(200, { status: 'pending' }))
      .mockResolvedValueOnce(jsonResponse(200, { status: 'succeeded', result: { balance: 5 } }));
    const promise = apiRequest('/investments', { method: 'POST', body: {} });
    await jest.advanceTimersByTimeAsync(2000);
    await expect(promise).resolves.toEqual({ balance: 5 });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/commands/c1');
    jest.useRealTimers();
  });

  it('turns a failed command into ApiError with its fail_code', async () => {
    jest.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(202, { command_id: 'c2', status: 'pending' }))
      .mockResolvedValueOnce(jsonResponse(200, { status: 'failed', fail_code: 'not_enough_balance' }));
    const promise = apiRequest('/investments', { method: 'POST', body: {} }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(promise).resolves.toMatchObject({ data: { fail_code: 'not_enough_balance' } });
    jest.useRealTimers();
  });
});
