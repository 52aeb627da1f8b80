// Proves production mode end to end: the built server refuses to start with unsafe settings
// (exit code 1, every reason on stderr, no stack trace), and a safe production server marks its
// session cookies Secure and sends HSTS. Each refusal's rule is proven in app-config.unit.spec.ts.
// Needs the built server (`npm run build -w server`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startTestApp, TestApp } from '../../support/test-app';
import { signUp } from '../../support/users';

const ENTRY = path.resolve(__dirname, '../../../server/dist/server/src/main.js');
const SECRET = 'production-secret-of-at-least-32-characters';
const SESSION_SECRET = 'another-production-secret-of-32-characters';
const PII_ENCRYPTION_KEY = '5e1f'.repeat(16);
/** Settings production accepts; each case below breaks some of them. */
const SAFE: NodeJS.ProcessEnv = {
  NODE_ENV: 'production', PORT: '0', DATABASE_URL: 'postgres://127.0.0.1:1/never-reached', SANDBOX: 'false', DEMO_DATA: 'false', RATE_LIMITS: 'on',
  BANK_WEBHOOK_SECRET: SECRET, SESSION_SECRET, PUBLIC_URL: 'https://www.ondari.example', OPERATOR_EMAIL: 'ops@ondari.example', OPERATOR_PASSWORD: 'ondari-operator-2026',
  PII_ENCRYPTION_KEY,
};

function run(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ENTRY], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('production mode', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('refuses to start with the sandbox, demo data or weak secrets, saying why', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env, NODE_ENV: 'production', PORT: '0', DATABASE_URL: 'postgres://127.0.0.1:1/never-reached',
      SANDBOX: 'true', DEMO_DATA: 'true', BANK_WEBHOOK_SECRET: 'short', SESSION_SECRET: '',
    };
    const { code, stderr } = await run(env);
    expect(code).toBe(1);
    expect(stderr).toContain('NODE_ENV=production: refusing to start.');
    for (const reason of ['SANDBOX is on', 'DEMO_DATA is on', 'BANK_WEBHOOK_SECRET is 5 characters long', 'SESSION_SECRET is not set']) expect(stderr).toContain(reason);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it.each([
    ['RATE_LIMITS=off', { RATE_LIMITS: 'off' }, ['RATE_LIMITS is off']],
    ['an operator password of one letter', { OPERATOR_PASSWORD: 'a' }, ['OPERATOR_PASSWORD breaks the password rules (too_short)']],
    ['secrets of one repeated character', { BANK_WEBHOOK_SECRET: 'a'.repeat(32), SESSION_SECRET: 'b'.repeat(40) }, ['BANK_WEBHOOK_SECRET is one character repeated', 'SESSION_SECRET is one character repeated']],
    ['one secret for both', { SESSION_SECRET: SECRET }, ['BANK_WEBHOOK_SECRET and SESSION_SECRET are the same']],
    ['a PUBLIC_URL that is not https', { PUBLIC_URL: 'http://www.ondari.example' }, ['PUBLIC_URL is http://www.ondari.example:']],
    ['no PUBLIC_URL', { PUBLIC_URL: '' }, ['PUBLIC_URL is http://localhost:0:']],
    ['no PII_ENCRYPTION_KEY', { PII_ENCRYPTION_KEY: '' }, ['PII_ENCRYPTION_KEY is not set']],
  ])('refuses to start with %s, saying why', async (_label, change, expected) => {
    const { code, stderr } = await run({ ...process.env, ...SAFE, ...change });
    expect(code).toBe(1);
    expect(stderr).toContain('NODE_ENV=production: refusing to start.');
    for (const reason of expected) expect(stderr).toContain(reason);
    expect(stderr.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(expected.length);
  });

  it('prints every reason at once', async () => {
    const { code, stderr } = await run({
      ...process.env, ...SAFE, RATE_LIMITS: 'off', OPERATOR_PASSWORD: 'a', BANK_WEBHOOK_SECRET: 'x'.repeat(32), SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'http://www.ondari.example',
    });
    expect(code).toBe(1);
    const reasons = stderr.split('\n').filter((line) => line.startsWith('  - ')).map((line) => line.slice(4).split(' ')[0]);
    expect(reasons).toEqual(['RATE_LIMITS', 'BANK_WEBHOOK_SECRET', 'SESSION_SECRET', 'BANK_WEBHOOK_SECRET', 'OPERATOR_PASSWORD', 'PUBLIC_URL']);
  });

  it('marks the session cookies Secure and sends HSTS', async () => {
    t = await startTestApp({ env: { NODE_ENV: 'production', SANDBOX: 'false', BANK_WEBHOOK_SECRET: SECRET, SESSION_SECRET, PUBLIC_URL: 'https://www.ondari.example', PII_ENCRYPTION_KEY } });
    const visitor = t.client();
    const health = await visitor.get('/api/health');
    expect(health.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    const res = await fetch(`${t.baseUrl}/api/auth/sign_up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify({ email: `prod-${Date.now()}@example.com`, password: 'prod-pass-2026x', name: '홍길동', phone: '010-1234-5678', agree_terms: true }),
    });
    expect(res.status).toBe(201);
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['csrf_token', 'logined_user', 'sid']);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    // A second sign-up through the test client still works (Node's fetch ignores Secure on http).
    await signUp(t.client());
  });
});
