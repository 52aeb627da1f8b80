// Test fixtures for accounts: sign up (unique e-mail each call) or log in through HTTP, leaving
// the client logged in, and an operator created directly in the database.
import { randomBytes, randomUUID } from 'node:crypto';
import { PasswordHasher } from '../../server/src/identity/passwords/password-hasher';
import type { HttpClient } from './http-client';
import type { TestApp } from './test-app';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  phone: string;
  role: 'investor' | 'operator';
  investor_type: 'general' | 'income_qualified' | 'professional' | 'corporate';
  identity_verified: boolean;
  has_vaccount: boolean;
  created_at: string;
  corporate: { business_number: string; company_name: string; representative_name: string } | null;
}

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
  phone: string;
  agree_terms: boolean;
  /** A corporation's sign-up (docs/api.md "Investor limits"). */
  corporate?: { business_number: string; company_name: string; representative_name: string };
}

/**
 * Each fixture request comes from its own made-up client address (the server trusts
 * X-Forwarded-For), so per-IP sign-up and login limits never cap how many users a test makes.
 */
export function fixtureAddress(): Record<string, string> {
  const b = randomBytes(3);
  return { 'x-forwarded-for': `10.${b[0]}.${b[1]}.${b[2] || 1}` };
}

export function uniqueEmail(prefix = 'investor'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
}

export async function signUp(client: HttpClient, overrides: Partial<SignUpInput> = {}): Promise<{ user: TestUser; email: string; password: string }> {
  const input: SignUpInput = {
    email: uniqueEmail(),
    password: `pass-${randomBytes(4).toString('hex')}-2026`,
    name: '홍길동',
    phone: '010-1234-5678',
    agree_terms: true,
    ...overrides,
  };
  const res = await client.post('/api/auth/sign_up', input, fixtureAddress());
  if (res.status !== 201) throw new Error(`sign_up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { user: res.body.user, email: input.email, password: input.password };
}

/**
 * Identity verification (본인인증) through the sandbox provider, as an investor does it before a
 * virtual account, a deposit or an investment. The name becomes the account's legal name; a name
 * unlike the account's needs `confirm_name_change: true` (the investor agreed to the rename).
 */
export async function verifyIdentity(client: HttpClient, claim: { name?: string; birth_date?: string; phone?: string; confirm_name_change?: boolean } = {}): Promise<TestUser> {
  const me = claim.name ? undefined : await client.get('/api/me');
  const body = {
    name: claim.name ?? me?.body.user.name,
    birth_date: claim.birth_date ?? '1990-01-02',
    phone: claim.phone ?? '010-1234-5678',
    ...(claim.confirm_name_change === undefined ? {} : { confirm_name_change: claim.confirm_name_change }),
  };
  const res = await client.post('/api/me/identity_verification', body);
  if (res.status !== 201) throw new Error(`identity_verification failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.user;
}

/** Sign up and pass identity verification: an investor ready to open a virtual account. */
export async function signUpVerified(client: HttpClient, overrides: Partial<SignUpInput> = {}): Promise<{ user: TestUser; email: string; password: string }> {
  const signedUp = await signUp(client, overrides);
  return { ...signedUp, user: await verifyIdentity(client, { name: signedUp.user.name }) };
}

export async function login(client: HttpClient, email: string, password: string): Promise<TestUser> {
  const res = await client.post('/api/auth/login', { email, password }, fixtureAddress());
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.user;
}

/** An operator made directly in the database (no sign-up makes one), logged in on a new client. */
export async function loginAsOperator(t: TestApp, overrides: { email?: string; password?: string; name?: string } = {}): Promise<HttpClient> {
  const email = overrides.email ?? uniqueEmail('operator');
  const password = overrides.password ?? `operator-${randomBytes(4).toString('hex')}-2026`;
  const passwordHash = await new PasswordHasher().hash(password);
  await t.dataSource.query(
    `INSERT INTO users (id, email, password_hash, name, phone, role) VALUES ($1, $2, $3, $4, '010-0000-0000', 'operator')`,
    [randomUUID(), email, passwordHash, overrides.name ?? '운영자'],
  );
  const client = t.client();
  await login(client, email, password);
  return client;
}
