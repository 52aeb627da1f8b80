// Shared steps of the wallet tests, all through HTTP: an investor with a virtual account, sandbox
// deposits, a registered withdrawal account, signed bank notifications, operator bank controls.
import { randomBytes } from 'node:crypto';
import { signBody } from '../../../server/src/wallet/bank/webhook-signature';
import type { HttpClient } from '../../support/http-client';
import type { TestApp } from '../../support/test-app';
import { loginAsOperator, signUp, signUpVerified } from '../../support/users';

export interface Investor {
  client: HttpClient;
  userId: string;
  password: string;
  name: string;
  accountNumber: string;
}

/** Identity verified unless `verified: false` (no money moves before 본인인증). */
export async function investor(t: TestApp, opts: { vaccount?: boolean; name?: string; verified?: boolean } = {}): Promise<Investor> {
  const client = t.client();
  const name = opts.name ?? '홍길동';
  const { user, password } = await (opts.verified === false ? signUp : signUpVerified)(client, { name });
  let accountNumber = '';
  if (opts.vaccount !== false) {
    const res = await client.post('/api/vaccount', {});
    if (res.status !== 201) throw new Error(`vaccount: ${res.status} ${JSON.stringify(res.body)}`);
    accountNumber = res.body.account_number;
  }
  return { client, userId: user.id, password, name, accountNumber };
}

export async function deposit(inv: Investor, amount: number): Promise<{ tid: string; balance: number }> {
  const res = await inv.client.post('/api/sandbox/deposits', { amount });
  if (res.status !== 201) throw new Error(`deposit: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function registerWithdrawAccount(inv: Investor): Promise<void> {
  const res = await inv.client.post('/api/withdraw_account', { bank_code: '088', account_number: '110123456789', holder_name: inv.name, password: inv.password });
  if (res.status !== 201) throw new Error(`withdraw_account: ${res.status} ${JSON.stringify(res.body)}`);
}

export function withdraw(inv: Investor, amount: number, key = randomBytes(8).toString('hex'), password = inv.password) {
  return inv.client.post('/api/withdrawals', { amount, password }, { 'idempotency-key': key });
}

export async function balanceOf(inv: Investor): Promise<{ balance: number; held: number; withdrawable: number }> {
  const res = await inv.client.get('/api/wallet');
  return res.body;
}

export function notificationBody(fields: Partial<{ tid: string; account_number: string; amount: number; depositor_name: string; at: string; type: string }> = {}): string {
  return JSON.stringify({
    tid: `T${randomBytes(8).toString('hex')}`,
    type: 'deposit',
    account_number: '0000000000',
    amount: 10_000,
    depositor_name: '홍길동',
    at: new Date().toISOString(),
    ...fields,
  });
}

/** Delivers a notification as the bank does: raw JSON body, HMAC-SHA256 hex signature. */
export async function notify(t: TestApp, body: string, signature = signBody(body, t.config.bankWebhookSecret)) {
  const res = await fetch(`${t.baseUrl}/api/bank/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bank-signature': signature },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

let operatorClient: { t: TestApp; client: HttpClient } | null = null;

export async function bankControl(t: TestApp, body: Record<string, unknown>): Promise<void> {
  if (!operatorClient || operatorClient.t !== t) operatorClient = { t, client: await loginAsOperator(t) };
  const res = await operatorClient.client.post('/api/admin/sandbox/bank', body);
  if (res.status !== 200) throw new Error(`sandbox bank: ${res.status} ${JSON.stringify(res.body)}`);
}

export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}
