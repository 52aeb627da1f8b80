// Proves, by fuzzing every operation of the served OpenAPI document with fast-check (schema-shaped
// JSON with hostile values, and hostile raw bodies: forms, null, NUL escapes, lone surrogates,
// broken and oversized JSON) as an anonymous visitor, an investor and an operator, that the real
// app never answers 500, always answers errors in {fail_code, message}, and never repeats the
// request's text in an error. Short and seeded in `npm test`; `npm run fuzz` sends ≥ 1,000
// requests per endpoint family (FUZZ_PER_FAMILY, FUZZ_SEED).
import fs from 'node:fs';
import path from 'node:path';
import { FuzzActor, runFuzz } from '../../fuzz/fuzz-run';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { login, loginAsOperator, signUp } from '../../support/users';

const PER_FAMILY = Number(process.env.FUZZ_PER_FAMILY ?? 0);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** The short run: this many requests per operation (about a thousand in all). */
const SHORT_PER_OPERATION = 10;

function actor(client: HttpClient, relogin: () => Promise<void>): FuzzActor {
  return { cookies: client.cookies, relogin };
}

describe('OpenAPI fuzz', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it(`answers every fuzzed request without a 500, in the envelope, without echo (seed ${SEED})`, async () => {
    t = await startTestApp({ env: { RATE_LIMITS: 'off' } });
    const doc = (await t.client().get('/api/openapi.json')).body;
    const investorClient = t.client();
    const { email, password } = await signUp(investorClient);
    const operatorEmail = `fuzz-operator-${SEED}@example.com`;
    const operatorPassword = 'fuzz-operator-pass-2026';
    const operatorClient = await loginAsOperator(t, { email: operatorEmail, password: operatorPassword });
    const report = await runFuzz({
      baseUrl: t.baseUrl,
      doc,
      seed: SEED,
      requestsFor: (_op, familySize) => (PER_FAMILY > 0 ? Math.ceil(PER_FAMILY / familySize) : SHORT_PER_OPERATION),
      investor: actor(investorClient, () => login(investorClient, email, password).then(() => undefined)),
      operator: actor(operatorClient, () => login(operatorClient, operatorEmail, operatorPassword).then(() => undefined)),
      concurrency: 4,
    });
    const summary = { seed: report.seed, requests: report.requests, bank_answers: report.bankAnswers, violations: report.violations.length, families: report.families };
    // The long run keeps its report; a failing short run too, to read what went wrong.
    if (PER_FAMILY > 0 || report.violations.length > 0) {
      const file = path.resolve(__dirname, '../../../artifacts/fuzz-report.json');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ ...summary, violations: report.violations }, null, 2));
      console.log(JSON.stringify(summary, null, 2));
    }
    expect(report.violations).toEqual([]);
    for (const [family, counts] of Object.entries(report.families)) {
      expect({ family, enough: counts.requests >= (PER_FAMILY > 0 ? PER_FAMILY : 1) }).toEqual({ family, enough: true });
    }
  });
});
