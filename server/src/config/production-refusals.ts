// What a production process refuses to start with (docs/api.md "Health and configuration"): the
// sandbox (anyone could mint money with sandbox deposits and read reset links in the mail
// outbox), demo data (it seeds an operator whose password is in the README), RATE_LIMITS=off
// (nothing would slow password guessing or one address holding every connection), webhook or
// session secrets an attacker could guess (missing, short, one repeated character, or one secret
// serving as both), an operator password the sign-up form would refuse, and a PUBLIC_URL that is
// not https (the mails' links would send investors to a page anyone on the way can change), and
// no PII_ENCRYPTION_KEY of its own (resident registration numbers are stored encrypted with it:
// 개인정보보호법 24조의2; a key kept on the server's disk is a development convenience only).
import { passwordProblem } from '../shared/passwords/password-rules';

export const MIN_SECRET_LENGTH = 32;

export interface RefusalInput {
  production: boolean;
  sandbox: boolean;
  demoData: boolean;
  rateLimits: boolean;
  bankWebhookSecret: string | undefined;
  sessionSecret: string | undefined;
  operatorPassword: string | null;
  publicUrl: string;
  /** Already parsed: 64 hex characters, or null when unset. */
  piiEncryptionKey: string | null;
}

/** Every reason to refuse, one sentence each; empty when the settings are safe (or not production). */
export function productionRefusals(input: RefusalInput): string[] {
  if (!input.production) return [];
  const reasons: string[] = [];
  if (input.sandbox) reasons.push('SANDBOX is on: set SANDBOX=false (the sandbox bank lets anyone deposit money that was never paid).');
  if (input.demoData) reasons.push('DEMO_DATA is on: set DEMO_DATA=false (demo data seeds an operator whose password is public).');
  if (!input.rateLimits) reasons.push('RATE_LIMITS is off: remove it (without the per-address limits nothing slows password guessing or bounds one address\'s connections).');
  reasons.push(...secretRefusals(input.bankWebhookSecret, input.sessionSecret));
  const problem = input.operatorPassword === null ? null : passwordProblem(input.operatorPassword);
  if (problem) reasons.push(`OPERATOR_PASSWORD breaks the password rules (${problem}): use at least 10 characters with letters and digits that is not a common password.`);
  reasons.push(...piiKeyRefusals(input));
  if (!input.publicUrl.startsWith('https://')) reasons.push(`PUBLIC_URL is ${input.publicUrl}: set the site's https:// address (mails link to it).`);
  return reasons;
}

function secretRefusals(bankWebhookSecret: string | undefined, sessionSecret: string | undefined): string[] {
  const reasons: string[] = [];
  for (const [name, value] of [['BANK_WEBHOOK_SECRET', bankWebhookSecret], ['SESSION_SECRET', sessionSecret]] as const) {
    if (!value) reasons.push(`${name} is not set: give it a random value of at least ${MIN_SECRET_LENGTH} characters.`);
    else if (value.length < MIN_SECRET_LENGTH) reasons.push(`${name} is ${value.length} characters long: it needs at least ${MIN_SECRET_LENGTH}.`);
    else if (new Set(value).size === 1) reasons.push(`${name} is one character repeated: give it a random value (openssl rand -hex 32).`);
  }
  if (bankWebhookSecret && bankWebhookSecret === sessionSecret) {
    reasons.push('BANK_WEBHOOK_SECRET and SESSION_SECRET are the same: give each its own random value (one leaked secret must not give away the other).');
  }
  return reasons;
}

function piiKeyRefusals(input: RefusalInput): string[] {
  const key = input.piiEncryptionKey;
  if (!key) return ['PII_ENCRYPTION_KEY is not set: give it its own random key (openssl rand -hex 32); resident registration numbers are stored encrypted with it.'];
  if (new Set(key).size === 1) return ['PII_ENCRYPTION_KEY is one character repeated: give it a random key (openssl rand -hex 32).'];
  if ([input.bankWebhookSecret, input.sessionSecret].some((s) => s?.toLowerCase() === key)) {
    return ['PII_ENCRYPTION_KEY is the same as another secret: give it its own random key (one leaked secret must not give away the other).'];
  }
  return [];
}

/** Thrown by loadConfig: the entry points print its message alone (no stack) and exit with code 1. */
export class ConfigRefused extends Error {
  readonly name = 'ConfigRefused';
  constructor(readonly reasons: string[]) {
    super(['NODE_ENV=production: refusing to start.', ...reasons.map((r) => `  - ${r}`)].join('\n'));
  }
}
