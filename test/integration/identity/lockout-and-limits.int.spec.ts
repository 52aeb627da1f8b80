// Proves brute-force protection: 5 failed logins lock an e-mail for 10 minutes (429 account_locked + Retry-After) whether or not it has an account, each failure telling the same attempts_left for both, per-IP and per-account limits answer 429 too_many_requests, and RATE_LIMITS=off lifts only the per-IP ones.
import { Controller, Module, Post } from '@nestjs/common';
import { Clock } from '../../../server/src/shared/clock';
import { RateLimit } from '../../../server/src/shared/rate-limit';
import { startTestApp, TestApp } from '../../support/test-app';
import { fixtureAddress, signUp, uniqueEmail } from '../../support/users';

@Controller('test-money')
class MoneyProbeController {
  @Post()
  @RateLimit({ name: 'test_money', perUser: { limit: 3, windowS: 60 }, perIp: { limit: 5, windowS: 60 } })
  move() {
    return { ok: true };
  }
}

@Module({ controllers: [MoneyProbeController] })
class MoneyProbeModule {}

const ip = (address: string) => ({ 'x-forwarded-for': address });

describe('identity: lockout and rate limits', () => {
  let t: TestApp;
  let clock: Clock;
  beforeAll(async () => {
    t = await startTestApp({ extraModules: [MoneyProbeModule] });
    clock = t.app.get(Clock);
  });
  afterEach(() => clock.resetForTests());
  afterAll(async () => {
    await t.close();
  });

  const tryLogin = (email: string, password: string, headers = fixtureAddress()) => t.client().post('/api/auth/login', { email, password }, headers);

  it('locks an account after 5 failures in a row, even for the right password, for 10 minutes', async () => {
    const { email, password } = await signUp(t.client());
    for (let i = 0; i < 5; i++) {
      const res = await tryLogin(email, `wrong-pass-${i}x`);
      expect(res.status).toBe(400);
      expect(res.body.fail_code).toBe('invalid_credentials');
      // The answer counts down the failures still allowed, so the login screen can say it.
      expect(res.body.attempts_left).toBe(4 - i);
    }
    const locked = await tryLogin(email, password);
    expect(locked.status).toBe(429);
    expect(locked.body.fail_code).toBe('account_locked');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);

    clock.advanceForTests(10 * 60 * 1000 + 1000);
    expect((await tryLogin(email, password)).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, lock included, in similar time', async () => {
    const { email } = await signUp(t.client());
    const unknown = uniqueEmail('nobody');
    const timings: Record<string, number[]> = { known: [], unknown: [] };
    for (let i = 0; i < 5; i++) {
      for (const [kind, address] of [['known', email], ['unknown', unknown]] as const) {
        const startedAt = performance.now();
        const res = await tryLogin(address, `wrong-pass-${i}x`);
        timings[kind].push(performance.now() - startedAt);
        expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { fail_code: 'invalid_credentials', message: expect.any(String), attempts_left: 4 - i } });
      }
    }
    const known = await tryLogin(email, 'whatever-123');
    const other = await tryLogin(unknown, 'whatever-123');
    expect(known.status).toBe(429);
    expect(other.status).toBe(429);
    expect(other.body).toEqual(known.body);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // Both pay for an argon2 verification: neither is an order of magnitude faster.
    expect(median(timings.unknown)).toBeGreaterThan(median(timings.known) / 4);
  });

  it('checks only five passwords of a parallel burst; the rest are locked out unchecked', async () => {
    const { email, password } = await signUp(t.client());
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => tryLogin(email, `burst-guess-${i}x`)));
    const codes = burst.map((r) => r.body.fail_code);
    expect(codes.filter((c) => c === 'invalid_credentials')).toHaveLength(5);
    expect(codes.filter((c) => c === 'account_locked')).toHaveLength(7);
    expect((await tryLogin(email, password)).body.fail_code).toBe('account_locked');
  });

  it('a success resets the count of failures', async () => {
    const { email, password } = await signUp(t.client());
    for (let i = 0; i < 4; i++) await tryLogin(email, `wrong-pass-${i}x`);
    expect((await tryLogin(email, password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await tryLogin(email, `wrong-pass-${i}x`)).status).toBe(400);
    expect((await tryLogin(email, password)).status).toBe(200);
  });

  it('limits login attempts per IP address (429 too_many_requests with Retry-After)', async () => {
    const from = ip('203.0.113.7');
    let limited = null;
    for (let i = 0; i < 40 && !limited; i++) {
      const res = await tryLogin(uniqueEmail('spray'), 'spray-pass-123', from);
      if (res.status === 429) limited = res;
      else expect(res.body.fail_code).toBe('invalid_credentials');
    }
    expect(limited?.body.fail_code).toBe('too_many_requests');
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await tryLogin(uniqueEmail('spray'), 'spray-pass-123', ip('203.0.113.8'))).status).toBe(400);
  });

  it('limits sign-ups and reset requests per IP address', async () => {
    const from = ip('198.51.100.20');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await t.client().post('/api/auth/sign_up', { email: uniqueEmail(), password: 'limit-pass-123', name: '가입', phone: '010-2222-3333', agree_terms: true }, from);
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201).length).toBe(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);

    const resetFrom = ip('198.51.100.21');
    const resets: number[] = [];
    for (let i = 0; i < 12; i++) resets.push((await t.client().post('/api/auth/password_reset_request', { email: uniqueEmail() }, resetFrom)).status);
    expect(resets.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(resets.slice(10).every((s) => s === 429)).toBe(true);
  });

  it('limits reset requests per e-mail across addresses', async () => {
    const { email } = await signUp(t.client());
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await t.client().post('/api/auth/password_reset_request', { email }, fixtureAddress())).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
  });

  it('@RateLimit limits a route per user and per IP', async () => {
    const alice = t.client();
    await signUp(alice);
    const fromA = ip('192.0.2.1');
    const alicesStatuses: number[] = [];
    for (let i = 0; i < 5; i++) alicesStatuses.push((await alice.post('/api/test-money', {}, fromA)).status);
    expect(alicesStatuses).toEqual([201, 201, 201, 429, 429]);

    const bob = t.client();
    await signUp(bob);
    const fromB = ip('192.0.2.2');
    expect((await bob.post('/api/test-money', {}, fromB)).status).toBe(201);
    // Five hits per IP: a third user behind Alice's address is limited by the address.
    const carol = t.client();
    await signUp(carol);
    const res = await carol.post('/api/test-money', {}, fromA);
    expect(res.status).toBe(429);
    expect(res.body.fail_code).toBe('too_many_requests');
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('identity: RATE_LIMITS=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMITS: 'off' }, extraModules: [MoneyProbeModule] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lifts per-IP limits but never the login lockout nor per-user limits', async () => {
    const from = ip('203.0.113.99');
    for (let i = 0; i < 40; i++) {
      const res = await t.client().post('/api/auth/login', { email: uniqueEmail('load'), password: 'load-pass-123' }, from);
      expect(res.status).toBe(400);
    }
    const client = t.client();
    const { email, password } = await signUp(client);
    for (let i = 0; i < 5; i++) await t.client().post('/api/auth/login', { email, password: 'wrong-pass-1x' }, from);
    const locked = await t.client().post('/api/auth/login', { email, password }, from);
    expect(locked.status).toBe(429);
    expect(locked.body.fail_code).toBe('account_locked');

    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post('/api/test-money', {}, from)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
