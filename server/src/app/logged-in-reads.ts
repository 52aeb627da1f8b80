// The investors' most frequent reads (the dashboard, the wallet, its lines, the schedule: every
// screen of "내 투자" opens with them) answered from a Fastify hook, before the framework's
// pipeline, when nothing about the request is unusual: a GET of one of these routes with a live
// session and a query the request hygiene accepts. The answer is the route's own controller
// method's, called with the session's user, so the contract cannot drift from the routed form.
// Anything else (no session, an expired one, a query the controller refuses, a failure) goes on
// through the pipeline, which answers it as always; the reads are side-effect free, so trying
// twice is harmless. At 200 connections the pipeline (guard, parameter decorators, interceptors,
// exception zone) cost more than the one indexed read each of these makes, and so did the
// session's own lookup, kept here for a few seconds (identity/sessions/recent-sessions.ts).
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionStore } from '../identity/sessions/session-store';
import { SID_COOKIE, isWellFormedSid } from '../identity/http/session-cookies';
import { DashboardController } from '../repayments/http/dashboard.controller';
import { ReadConsistency } from '../shared/database/read-consistency';
import { parseLsn } from '../shared/database/lsn';
import type { SessionUser } from '../shared/http/auth.decorators';
import { WalletController } from '../wallet/http/wallet.controller';
import { inputProblems } from './request-hygiene';

type Query = Record<string, unknown>;
type Read = (user: SessionUser, query: Query, reply: FastifyReply) => Promise<unknown>;

/** A query parameter as the controller's @Query('name') gives it (repeated ones never get here). */
const param = (query: Query, name: string) => query[name] as string | undefined;

function routes(app: NestFastifyApplication): Map<string, Read> {
  const dashboard = app.get(DashboardController);
  const wallet = app.get(WalletController);
  return new Map<string, Read>([
    ['/api/dashboard', (user) => dashboard.show(user)],
    ['/api/dashboard/schedule', (user, query, reply) => dashboard.schedule(user, reply, param(query, 'from'), param(query, 'to'))],
    ['/api/wallet', (user) => wallet.view(user)],
    ['/api/wallet/transactions', (user, query, reply) => wallet.list(user, query, reply)],
  ]);
}

export function registerLoggedInReads(app: NestFastifyApplication): void {
  const reads = routes(app);
  const sessions = app.get(SessionStore);
  const consistency = app.get(ReadConsistency);

  /** True when answered here; false to let the pipeline answer. */
  async function answer(read: Read, request: FastifyRequest & { user?: SessionUser }, reply: FastifyReply, sid: string): Promise<boolean> {
    const session = await sessions.resolveRecent(sid);
    if (!session) return false;
    request.user = session.user;
    const body = await consistency.run(parseLsn(session.writeLsn), () => read(session.user, request.query as Query, reply));
    reply.send(body);
    return true;
  }

  app.getHttpAdapter().getInstance().addHook('onRequest', (request, reply, done) => {
    const read = request.method === 'GET' ? reads.get(request.routeOptions.url ?? '') : undefined;
    const sid = read && request.cookies?.[SID_COOKIE];
    if (!read || !sid || !isWellFormedSid(sid) || inputProblems({ query: request.query, params: {}, body: undefined })) return done();
    answer(read, request, reply, sid).then(
      (answered) => answered || done(),
      () => (reply.sent ? undefined : done()),
    );
  });
}
