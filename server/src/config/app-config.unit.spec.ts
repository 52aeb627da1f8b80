// Proves the configuration's safety rules: the sandbox and demo data default on only in embedded
// mode, no secret has a literal default, and NODE_ENV=production refuses each unsafe setting
// (SANDBOX, DEMO_DATA, a missing or short BANK_WEBHOOK_SECRET or SESSION_SECRET) with its reason.
import { loadConfig } from './app-config';
import { ConfigRefused } from './production-refusals';

const SERVICE = { DATABASE_URL: 'postgres://db.example/p2p' };
const SECRET = 'x'.repeat(32);
const SAFE_PRODUCTION = { ...SERVICE, NODE_ENV: 'production', BANK_WEBHOOK_SECRET: SECRET, SESSION_SECRET: `${SECRET}-session` };

function refusalOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigRefused) return error.reasons;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('turns the sandbox and demo data on by default in embedded mode only', () => {
    expect(loadConfig({})).toMatchObject({ sandbox: true, demoData: true, databaseUrl: null });
    expect(loadConfig(SERVICE)).toMatchObject({ sandbox: false, demoData: false });
    expect(loadConfig({ ...SERVICE, SANDBOX: 'true', DEMO_DATA: 'true' })).toMatchObject({ sandbox: true, demoData: true });
    expect(loadConfig({ SANDBOX: 'false', DEMO_DATA: 'off' })).toMatchObject({ sandbox: false, demoData: false });
  });

  it('has no literal secret: unset secrets are random per process', () => {
    const [a, b] = [loadConfig(SERVICE), loadConfig(SERVICE)];
    expect(a.bankWebhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.bankWebhookSecret).not.toBe(b.bankWebhookSecret);
    expect(a.sessionSecret).not.toBe(b.sessionSecret);
    expect(loadConfig({ ...SERVICE, BANK_WEBHOOK_SECRET: 'given' }).bankWebhookSecret).toBe('given');
  });

  it('loads a safe production configuration', () => {
    expect(loadConfig(SAFE_PRODUCTION)).toMatchObject({ production: true, sandbox: false, demoData: false, bankWebhookSecret: SECRET });
  });

  it.each([
    ['SANDBOX on', { SANDBOX: 'true' }, /^SANDBOX is on/],
    ['DEMO_DATA on', { DEMO_DATA: 'true' }, /^DEMO_DATA is on/],
    ['BANK_WEBHOOK_SECRET missing', { BANK_WEBHOOK_SECRET: '' }, /^BANK_WEBHOOK_SECRET is not set/],
    ['BANK_WEBHOOK_SECRET short', { BANK_WEBHOOK_SECRET: 'x'.repeat(31) }, /^BANK_WEBHOOK_SECRET is 31 characters long/],
    ['SESSION_SECRET missing', { SESSION_SECRET: undefined }, /^SESSION_SECRET is not set/],
    ['SESSION_SECRET short', { SESSION_SECRET: 'short' }, /^SESSION_SECRET is 5 characters long/],
  ])('refuses production with %s', (_label, change, reason) => {
    const reasons = refusalOf({ ...SAFE_PRODUCTION, ...change });
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(reason);
  });

  it('refuses embedded production for its defaults (sandbox and demo data on), naming every reason at once', () => {
    const reasons = refusalOf({ NODE_ENV: 'production' });
    expect(reasons.map((r) => r.split(' ')[0])).toEqual(['SANDBOX', 'DEMO_DATA', 'BANK_WEBHOOK_SECRET', 'SESSION_SECRET']);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production: refusing to start\./);
  });
});
