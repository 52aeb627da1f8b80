// What a production process refuses to start with (docs/api.md "Health and configuration"): the
// sandbox (anyone could mint money with sandbox deposits and read reset links in the mail
// outbox), demo data (it seeds an operator whose password is in the README) and webhook or
// session secrets that are missing or short enough to guess.
export const MIN_SECRET_LENGTH = 32;

export interface RefusalInput {
  production: boolean;
  sandbox: boolean;
  demoData: boolean;
  bankWebhookSecret: string | undefined;
  sessionSecret: string | undefined;
}

/** Every reason to refuse, one sentence each; empty when the settings are safe (or not production). */
export function productionRefusals(input: RefusalInput): string[] {
  if (!input.production) return [];
  const reasons: string[] = [];
  if (input.sandbox) reasons.push('SANDBOX is on: set SANDBOX=false (the sandbox bank lets anyone deposit money that was never paid).');
  if (input.demoData) reasons.push('DEMO_DATA is on: set DEMO_DATA=false (demo data seeds an operator whose password is public).');
  for (const [name, value] of [['BANK_WEBHOOK_SECRET', input.bankWebhookSecret], ['SESSION_SECRET', input.sessionSecret]] as const) {
    if (!value) reasons.push(`${name} is not set: give it a random value of at least ${MIN_SECRET_LENGTH} characters.`);
    else if (value.length < MIN_SECRET_LENGTH) reasons.push(`${name} is ${value.length} characters long: it needs at least ${MIN_SECRET_LENGTH}.`);
  }
  return reasons;
}

/** Thrown by loadConfig: the entry points print its message alone (no stack) and exit with code 1. */
export class ConfigRefused extends Error {
  readonly name = 'ConfigRefused';
  constructor(readonly reasons: string[]) {
    super(['NODE_ENV=production: refusing to start.', ...reasons.map((r) => `  - ${r}`)].join('\n'));
  }
}
