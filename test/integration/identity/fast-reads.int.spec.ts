// Proves the routes marked @FastRead, answered ahead of Nest's router, still pass every guard the
// router would apply: a visitor is refused 401 no_permission, each investor is served their own
// wallet and dashboard only, and a role or a rate limit added to a marked route is honoured; and
// that those answers do come from the early hook (never reaching the hooks after it).
import { Controller, Get, Injectable, Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { CurrentUser, Roles, SessionUser } from '../../../server/src/shared/http/auth.decorators';
import { FastRead } from '../../../server/src/shared/http/fast-read';
import { RateLimit } from '../../../server/src/shared/rate-limit/rate-limit.decorator';
import { fundedInvestor } from '../investing/investing-fixtures';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';

const MARKED = ['/api/dashboard', '/api/dashboard/schedule', '/api/wallet', '/api/wallet/transactions'];

@Controller('fast-read-probe')
class FastReadProbeController {
  @FastRead()
  @Roles('operator')
  @Get('operators')
  operators(@CurrentUser() user: SessionUser) {
    return { id: user.id, role: user.role };
  }

  @FastRead()
  @RateLimit({ name: 'fast_read_probe', perUser: { limit: 2, windowS: 60 } })
  @Get('limited')
  limited(@CurrentUser() user: SessionUser) {
    return { id: user.id };
  }
}

/** Paths of the requests that went on past the early hook (an onRequest hook added after it runs only for those). */
const passedOn: string[] = [];

@Injectable()
class PassedOnRecorder implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance() as FastifyInstance;
    fastify.addHook('onRequest', (request, _reply, done) => {
      passedOn.push(request.url.split('?')[0]);
      done();
    });
  }
}

@Module({ controllers: [FastReadProbeController], providers: [PassedOnRecorder] })
class FastReadProbeModule {}

describe('fast reads pass the guards', () => {
  let t: TestApp;
  let first: { client: HttpClient; user: { id: string } };
  let second: { client: HttpClient; user: { id: string } };
  beforeAll(async () => {
    t = await startTestApp({ extraModules: [FastReadProbeModule] });
    first = await fundedInvestor(t, 300_000);
    second = await fundedInvestor(t, 70_000);
  });
  afterAll(() => t?.close());
  beforeEach(() => passedOn.splice(0));

  it('answers a visitor, or a session that does not exist, 401 no_permission', async () => {
    const visitor = t.client();
    const stranger = t.client();
    stranger.cookies.set('sid', 'x'.repeat(43));
    for (const path of MARKED) {
      expect(await visitor.get(path)).toMatchObject({ status: 401, body: { fail_code: 'no_permission' } });
      expect(await stranger.get(path)).toMatchObject({ status: 401, body: { fail_code: 'no_permission' } });
    }
    expect(passedOn).toEqual([]);
    // The recorder does see what the early hook leaves to the router.
    expect((await visitor.get('/api/me')).status).toBe(401);
    expect(passedOn).toEqual(['/api/me']);
  });

  it("serves each investor their own wallet, lines and dashboard, never another's", async () => {
    const reads = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? first : second)).flatMap((who) => [
        who.client.get('/api/wallet').then((res) => ({ who, path: 'wallet', res })),
        who.client.get('/api/wallet/transactions').then((res) => ({ who, path: 'lines', res })),
        who.client.get('/api/dashboard').then((res) => ({ who, path: 'dashboard', res })),
      ]),
    );
    for (const { who, path, res } of reads) {
      expect(res.status).toBe(200);
      const depositWon = who === first ? 300_000 : 70_000;
      if (path === 'wallet') expect(res.body.balance).toBe(depositWon);
      if (path === 'lines') expect(res.body.items.map((line: { amount: number }) => line.amount)).toEqual([depositWon]);
      if (path === 'dashboard') expect(res.body.balance).toBe(depositWon);
    }
    expect(passedOn).toEqual([]);
  });

  it('honours a role on a marked route: an investor is refused 403, an operator served', async () => {
    expect(await first.client.get('/api/fast-read-probe/operators')).toMatchObject({ status: 403, body: { fail_code: 'forbidden' } });
    expect(await t.client().get('/api/fast-read-probe/operators')).toMatchObject({ status: 401, body: { fail_code: 'no_permission' } });
    const operator = await loginAsOperator(t);
    passedOn.splice(0);
    expect(await operator.get('/api/fast-read-probe/operators')).toMatchObject({ status: 200, body: { role: 'operator' } });
    expect(passedOn).toEqual([]);
  });

  it('honours a rate limit on a marked route', async () => {
    expect((await second.client.get('/api/fast-read-probe/limited')).status).toBe(200);
    expect((await second.client.get('/api/fast-read-probe/limited')).status).toBe(200);
    expect(await second.client.get('/api/fast-read-probe/limited')).toMatchObject({ status: 429, body: { fail_code: 'too_many_requests' } });
    expect(passedOn).toEqual([]);
  });
});
