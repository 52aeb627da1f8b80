// Proves production mode end to end: the built server refuses to start with unsafe settings
// (exit code 1, the reasons on stderr, no stack trace), and a safe production server marks its
// session cookies Secure and sends HSTS. Each refusal's rule is proven in app-config.unit.spec.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startTestApp, TestApp } from '../../support/test-app';
import { signUp } from '../../support/users';

const ENTRY = path.resolve(__dirname, '../../../server/dist/server/src/main.js');
const SECRET = 'production-secret-of-at-least-32-characters';

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

  it('marks the session cookies Secure and sends HSTS', async () => {
    t = await startTestApp({ env: { NODE_ENV: 'production', SANDBOX: 'false', BANK_WEBHOOK_SECRET: SECRET, SESSION_SECRET: SECRET } });
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
