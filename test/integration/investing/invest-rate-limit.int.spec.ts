// Proves POST /api/investments is rate-limited per account (too_many_requests with Retry-After
// after 30 a minute), and that another account is not held back by it.
import { startTestApp, TestApp } from '../../support/test-app';
import { signUp } from '../../support/users';

describe('investment rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 429 too_many_requests to the 31st request of one account within a minute', async () => {
    const busy = t.client();
    await signUp(busy);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await busy.post('/api/investments', {})).status);
    expect(new Set(statuses)).toEqual(new Set([400]));
    const limited = await busy.post('/api/investments', {});
    expect(limited).toMatchObject({ status: 429, body: { fail_code: 'too_many_requests' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const other = t.client();
    await signUp(other);
    expect((await other.post('/api/investments', {})).status).toBe(400);
  });
});
