// Proves the configuration's safety rules: the sandbox and demo data default on only in embedded
// mode, no secret has a literal default, PUBLIC_URL and the connection limits have their
// defaults, and NODE_ENV=production refuses each unsafe setting (SANDBOX, DEMO_DATA,
// RATE_LIMITS=off, a missing, short, one-character or shared secret, an OPERATOR_PASSWORD the
// password rules refuse, a PUBLIC_URL that is not https, a missing, repeated or shared
// PII_ENCRYPTION_KEY) with its reason.
import { loadConfig } from './app-config';
import { ConfigRefused } from './production-refusals';

const SERVICE = { DATABASE_URL: 'postgres://db.example/p2p' };
const SECRET = '7f3a9c1e5b2d8f4a6c0e9b3d7a1f5c2e';
const SAFE_PRODUCTION = {
  ...SERVICE, NODE_ENV: 'production', BANK_WEBHOOK_SECRET: SECRET, SESSION_SECRET: `${SECRET}-session`, PUBLIC_URL: 'https://www.ondari.example',
  OPERATOR_EMAIL: 'ops@ondari.example', OPERATOR_PASSWORD: 'ondari-operator-2026', PII_ENCRYPTION_KEY: 'c4e1'.repeat(16),
};

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
    ['RATE_LIMITS off', { RATE_LIMITS: 'off' }, /^RATE_LIMITS is off/],
    ['BANK_WEBHOOK_SECRET one repeated character', { BANK_WEBHOOK_SECRET: 'x'.repeat(40) }, /^BANK_WEBHOOK_SECRET is one character repeated/],
    ['SESSION_SECRET one repeated character', { SESSION_SECRET: '0'.repeat(32) }, /^SESSION_SECRET is one character repeated/],
    ['both secrets the same', { SESSION_SECRET: SECRET }, /^BANK_WEBHOOK_SECRET and SESSION_SECRET are the same/],
    ['OPERATOR_PASSWORD a', { OPERATOR_PASSWORD: 'a' }, /^OPERATOR_PASSWORD breaks the password rules \(too_short\)/],
    ['OPERATOR_PASSWORD without digits', { OPERATOR_PASSWORD: 'operatorpassword' }, /^OPERATOR_PASSWORD breaks the password rules \(weak_password\)/],
    ['OPERATOR_PASSWORD common', { OPERATOR_PASSWORD: 'password12' }, /^OPERATOR_PASSWORD breaks the password rules \(common_password\)/],
    ['PUBLIC_URL unset', { PUBLIC_URL: undefined, PORT: '8080' }, /^PUBLIC_URL is http:\/\/localhost:8080: set the site's https:\/\/ address/],
    ['PII_ENCRYPTION_KEY missing', { PII_ENCRYPTION_KEY: undefined }, /^PII_ENCRYPTION_KEY is not set/],
    ['PII_ENCRYPTION_KEY one repeated character', { PII_ENCRYPTION_KEY: 'a'.repeat(64) }, /^PII_ENCRYPTION_KEY is one character repeated/],
    ['PII_ENCRYPTION_KEY shared', { PII_ENCRYPTION_KEY: 'c4e1'.repeat(16), SESSION_SECRET: 'C4E1'.repeat(16) }, /^PII_ENCRYPTION_KEY is the same as another secret/],
    ['PUBLIC_URL http', { PUBLIC_URL: 'http://www.ondari.example' }, /^PUBLIC_URL is http:\/\/www.ondari.example:/],
  ])('refuses production with %s', (_label, change, reason) => {
    const reasons = refusalOf({ ...SAFE_PRODUCTION, ...change });
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(reason);
  });

  it('refuses embedded production for its defaults (sandbox and demo data on), naming every reason at once', () => {
    const reasons = refusalOf({ NODE_ENV: 'production' });
    expect(reasons.map((r) => r.split(' ')[0])).toEqual(['SANDBOX', 'DEMO_DATA', 'BANK_WEBHOOK_SECRET', 'SESSION_SECRET', 'PII_ENCRYPTION_KEY', 'PUBLIC_URL']);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production: refusing to start\./);
  });

  it('names every new refusal at once too', () => {
    const reasons = refusalOf({ ...SAFE_PRODUCTION, RATE_LIMITS: 'off', BANK_WEBHOOK_SECRET: 'a'.repeat(32), SESSION_SECRET: 'a'.repeat(32), OPERATOR_PASSWORD: 'a', PUBLIC_URL: 'http://x.example' });
    expect(reasons.map((r) => r.split(' ')[0])).toEqual(['RATE_LIMITS', 'BANK_WEBHOOK_SECRET', 'SESSION_SECRET', 'BANK_WEBHOOK_SECRET', 'OPERATOR_PASSWORD', 'PUBLIC_URL']);
  });

  it('reads PII_ENCRYPTION_KEY as 64 hex characters, unset as null, and refuses anything else', () => {
    expect(loadConfig(SERVICE).piiEncryptionKey).toBeNull();
    expect(loadConfig({ ...SERVICE, PII_ENCRYPTION_KEY: 'AB'.repeat(32) }).piiEncryptionKey).toBe('ab'.repeat(32));
    expect(() => loadConfig({ ...SERVICE, PII_ENCRYPTION_KEY: 'secret' })).toThrow(/PII_ENCRYPTION_KEY: not 64 hex characters/);
  });

  it('reads PUBLIC_URL without a trailing slash, defaulting to this machine, and refuses what is not an http(s) address', () => {
    expect(loadConfig({ ...SERVICE, PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ ...SERVICE, PUBLIC_URL: 'https://www.ondari.example/' }).publicUrl).toBe('https://www.ondari.example');
    expect(loadConfig({ ...SERVICE, PUBLIC_URL: 'https://ondari.example/funding/' }).publicUrl).toBe('https://ondari.example/funding');
    expect(() => loadConfig({ ...SERVICE, PUBLIC_URL: 'www.ondari.example' })).toThrow(/PUBLIC_URL: "www.ondari.example" is not an absolute URL/);
    expect(() => loadConfig({ ...SERVICE, PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/not an http\(s\) address/);
  });

  it('times request bodies out after 30 s and bounds connections per address at 1,000 unless RATE_LIMITS=off', () => {
    expect(loadConfig(SERVICE)).toMatchObject({ requestBodyTimeoutMs: 30_000, maxConnectionsPerAddress: 1_000 });
    expect(loadConfig({ ...SERVICE, REQUEST_BODY_TIMEOUT_MS: '500', MAX_CONNECTIONS_PER_ADDRESS: '5' })).toMatchObject({ requestBodyTimeoutMs: 500, maxConnectionsPerAddress: 5 });
    expect(loadConfig({ ...SERVICE, RATE_LIMITS: 'off', MAX_CONNECTIONS_PER_ADDRESS: '5' }).maxConnectionsPerAddress).toBeNull();
    expect(() => loadConfig({ ...SERVICE, REQUEST_BODY_TIMEOUT_MS: '0' })).toThrow(/REQUEST_BODY_TIMEOUT_MS: "0" is not a positive whole number/);
  });
});
