// Proves the launch-day rush: 500 investors racing for a product with room for 250 get exactly 250 placements and 250 exceed_amount_limit, raised = target, and every wallet reconciles — with one worker, and with two workers (a second worker context and a real worker process).
import { spawn, ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loginAsOperator } from '../../support/users';
import { describeWithRedis, startTestApp, TestApp } from '../../support/test-app';
import { createProduct } from './investing-fixtures';
import { expectBooksBalance, manyInvestors, rush } from './rush-support';

const INVESTORS = 500;
const WINNERS = 250;
const AMOUNT_WON = 10_000;
const DEPOSIT_WON = 50_000;

async function raceAndCheck(t: TestApp) {
  const operator = await loginAsOperator(t);
  const investors = await manyInvestors(t, INVESTORS, DEPOSIT_WON);
  const product = await createProduct(operator, { target_amount: WINNERS * AMOUNT_WON });
  const startedAt = Date.now();
  const answers = await rush(investors, product.id, AMOUNT_WON);
  if (process.env.RUSH_TIMING) console.log(`rush of ${INVESTORS}: ${Date.now() - startedAt} ms`);
  const byOutcome = new Map<string, number>();
  for (const a of answers) {
    const key = a.status === 201 ? 'placed' : `${a.status}:${a.body?.fail_code}`;
    byOutcome.set(key, (byOutcome.get(key) ?? 0) + 1);
  }
  expect(Object.fromEntries(byOutcome)).toEqual({ placed: WINNERS, '400:exceed_amount_limit': INVESTORS - WINNERS });
  await expectBooksBalance(t, product.id, investors.map((i) => i.user.id), DEPOSIT_WON, WINNERS * AMOUNT_WON);
}

// A correctness test, not a timed one (speed is invest-burst's bench): 500 requests through one or two
// workers while CI runs every suite beside it took over jest's 120 s default on this 2-core machine.
const RUSH_TIMEOUT_MS = 300_000;

describeWithRedis('launch-day rush', () => {
  let t: TestApp | undefined;
  let child: ChildProcess | undefined;

  afterEach(async () => {
    child?.kill('SIGTERM');
    await t?.close();
    t = undefined;
    child = undefined;
  });

  it('lets exactly the room through with one worker', async () => {
    t = await startTestApp({ env: { RATE_LIMITS: 'off' } });
    await raceAndCheck(t);
  }, RUSH_TIMEOUT_MS);

  it('lets exactly the room through with two worker contexts and a worker process', async () => {
    t = await startTestApp({ env: { RATE_LIMITS: 'off' } });
    await t.addWorker();
    const entry = path.resolve(__dirname, '../../../server/dist/server/src/worker.js');
    child = spawn(process.execPath, [entry], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl, REDIS_URL: t.config.redisUrl!, QUEUE_PREFIX: t.config.queuePrefix, LOG_LEVEL: 'error', BANK_MAINTENANCE: '', DEMO_DATA: 'false' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await raceAndCheck(t);
    expect(child.exitCode).toBeNull();
  }, RUSH_TIMEOUT_MS);
});
