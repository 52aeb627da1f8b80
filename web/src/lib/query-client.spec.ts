// Proves the one global React Query error handler: 401 drops the login cookie without a toast, other failures toast the mapped Korean message or unknown_error (not a mutation's or query's failure its screen says inline), and the query defaults match the seed.
import toast from 'react-hot-toast';
import { ApiError } from './api-client';
import { failMessages } from './fail-messages';
import { createQueryClient, handleGlobalError } from './query-client';

describe('handleGlobalError', () => {
  let errorToast: jest.SpyInstance;

  beforeEach(() => {
    errorToast = jest.spyOn(toast, 'error').mockImplementation(() => 'id');
    document.cookie = 'logined_user=' + encodeURIComponent(JSON.stringify({ id: 'u1', name: '홍길동' })) + '; path=/';
  });
  afterEach(() => errorToast.mockRestore());

  it('on 401 removes the logined_user cookie and shows no toast', async () => {
    await handleGlobalError(new ApiError(401, { fail_code: 'no_permission', message: '' }));
    expect(document.cookie).not.toContain('logined_user=');
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('toasts the Korean message mapped to data.fail_code', async () => {
    await handleGlobalError(new ApiError(400, { fail_code: 'not_enough_balance', message: 'server text' }));
    expect(errorToast).toHaveBeenCalledWith(failMessages.not_enough_balance, expect.anything());
    expect(document.cookie).toContain('logined_user=');
  });

  it('toasts the unknown_error message for an unmapped or missing code', async () => {
    await handleGlobalError(new ApiError(500, { fail_code: 'something_new', message: '' }));
    await handleGlobalError({ status: 500, data: {} });
    await handleGlobalError(new TypeError('network down'));
    expect(errorToast).toHaveBeenCalledTimes(3);
    for (const call of errorToast.mock.calls) expect(call[0]).toBe(failMessages.unknown_error);
  });

  it('is wired into the query and mutation caches', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new ApiError(409, { fail_code: 'email_taken', message: '' })) })
      .catch(() => undefined);
    // The toast loads on the first failure: let that import settle.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errorToast).toHaveBeenCalledWith(failMessages.email_taken, expect.anything());
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new ApiError(401, { fail_code: 'no_permission', message: '' })) })
      .execute(undefined)
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.cookie).not.toContain('logined_user=');
    expect(errorToast).toHaveBeenCalledTimes(1);
  });
});

describe('a mutation that answers a failure beside its field', () => {
  it('is not toasted for its inline fail codes, and is for any other', async () => {
    const errorToast = jest.spyOn(toast, 'error').mockImplementation(() => 'id');
    const client = createQueryClient();
    const fail = (fail_code: string) => client
      .getMutationCache()
      .build(client, { meta: { inlineFailCodes: ['identity_verification_failed'] }, mutationFn: () => Promise.reject(new ApiError(400, { fail_code, message: '' })) })
      .execute(undefined)
      .catch(() => undefined);
    await fail('identity_verification_failed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errorToast).not.toHaveBeenCalled();
    await fail('rate_limited');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errorToast).toHaveBeenCalledTimes(1);
    errorToast.mockRestore();
  });

  it('with inlineError is toasted for no failure at all, and a 401 still drops the login cookie', async () => {
    const errorToast = jest.spyOn(toast, 'error').mockImplementation(() => 'id');
    const client = createQueryClient();
    const fail = (error: unknown) => client
      .getMutationCache()
      .build(client, { meta: { inlineError: true }, mutationFn: () => Promise.reject(error) })
      .execute(undefined)
      .catch(() => undefined);
    document.cookie = `logined_user=${encodeURIComponent(JSON.stringify({ id: 'u1', name: '홍길동' }))}; path=/`;
    await fail(new ApiError(400, { fail_code: 'invalid_credentials', message: '' }));
    await fail(new ApiError(429, { fail_code: 'account_locked', message: '' }));
    await fail(new TypeError('network down'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errorToast).not.toHaveBeenCalled();
    await fail(new ApiError(401, { fail_code: 'no_permission', message: '' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.cookie).not.toContain('logined_user=');
    expect(errorToast).not.toHaveBeenCalled();
    errorToast.mockRestore();
  });
});

describe('a query whose screen says its failure itself', () => {
  it('with inlineError is not toasted (a step preview refused inside its confirmation)', async () => {
    const errorToast = jest.spyOn(toast, 'error').mockImplementation(() => 'id');
    const client = createQueryClient();
    const refusal = () => Promise.reject(new ApiError(409, { fail_code: 'product_state_conflict', message: '' }));
    await client.fetchQuery({ queryKey: ['preview'], meta: { inlineError: true }, queryFn: refusal }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errorToast).not.toHaveBeenCalled();
    await client.fetchQuery({ queryKey: ['other'], queryFn: refusal }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errorToast).toHaveBeenCalledTimes(1);
    errorToast.mockRestore();
  });
});

describe('createQueryClient defaults', () => {
  it('never retries or refetches on focus/reconnect and keeps results 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, gcTime: 5 * 60 * 1000 });
  });
});
