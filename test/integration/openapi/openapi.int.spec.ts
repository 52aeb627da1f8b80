// Proves that the OpenAPI document served at /api/openapi.json matches the running server: the
// same routes (method and path template) as Fastify registered under /api, only real fail codes
// under their real statuses, and the security, roles, statuses, fail codes and fields it
// documents are what the server answers to anonymous, investor and operator requests.
import { randomUUID } from 'node:crypto';
import { FAIL_CODES } from '../../../server/src/shared/errors/fail-codes';
import { OPENAPI_DOCUMENT } from '../../../server/src/openapi';
import type { HttpClient, HttpResponse } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { fixtureAddress, loginAsOperator, signUp } from '../../support/users';
import { DocumentChecker, SERVER_URL } from './document-checker';
import { DocOperation, failCodesNamed, findAll, Json, resolveRef, toFastifyUrl } from './openapi-walk';
import { RouteRecorder, RouteRecorderModule } from './route-recorder.module';

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Json;
  let operations: DocOperation[];
  let checker: DocumentChecker;

  beforeAll(async () => {
    t = await startTestApp({ extraModules: [RouteRecorderModule] });
    const res = await t.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = res.body;
    checker = new DocumentChecker(doc);
    operations = checker.operations;
  });

  afterAll(() => t?.close());

  const expectDocumented = (op: DocOperation, res: HttpResponse) => checker.check(op, res);
  const sampleUrl = (op: DocOperation) => checker.sampleUrl(op);

  async function call(client: HttpClient, op: DocOperation, headers: Record<string, string> = {}): Promise<HttpResponse> {
    const method = op.method.toUpperCase();
    const body = op.operation.requestBody ? {} : undefined;
    return client.request(method, sampleUrl(op), method === 'GET' || method === 'DELETE' ? undefined : body ?? {}, { ...fixtureAddress(), ...headers });
  }

  /** Public unless every alternative of `security` needs the session cookie (the bank's webhook needs its signature instead). */
  const allowsAnonymous = (op: DocOperation) => !(op.operation.security.length > 0 && op.operation.security.every((s: Json) => 'sid' in s));
  const needsCsrf = (op: DocOperation) => op.operation.security.some((s: Json) => 'csrf' in s);
  const operatorOnly = (op: DocOperation) => (op.operation['x-roles'] ?? []).includes('operator');
  const isLogout = (op: DocOperation) => op.path === '/auth/logout';

  it('is the typed document, served publicly as OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: SERVER_URL })]);
    expect(doc).toEqual(JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)));
    for (const name of ['Error', 'User', 'Product', 'WalletTransaction', 'Page', 'CursorPage', 'PendingCommand']) expect(doc.components.schemas[name]).toBeDefined();
    expect(doc.components.securitySchemes).toEqual({
      sid: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
      csrf: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token' }),
      bankSignature: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Bank-Signature' }),
    });
  });

  it('documents every route Fastify registered under /api, and no route the server lacks', () => {
    const registered = new Set(
      t.app.get(RouteRecorder).routes
        .filter((r) => r.url === SERVER_URL || r.url.startsWith(`${SERVER_URL}/`))
        .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
        .map((r) => `${r.method} ${r.url}`),
    );
    expect(registered.size).toBeGreaterThan(50);
    const documented = new Set(operations.map((op) => `${op.method.toUpperCase()} ${toFastifyUrl(SERVER_URL, op.path)}`));
    const undocumented = [...registered].filter((r) => !documented.has(r)).sort();
    const gone = [...documented].filter((d) => !registered.has(d)).sort();
    if (undocumented.length || gone.length) {
      throw new Error(
        `The OpenAPI document and the server disagree (edit the route's <name>.schema.ts beside its controller):\n` +
        `  registered, not documented: ${undocumented.join(', ') || '-'}\n  documented, not registered: ${gone.join(', ') || '-'}`,
      );
    }
    // Fastify's own router agrees, independently of the hook.
    const fastify = t.app.getHttpAdapter().getInstance();
    const unknown = operations.filter((op) => !fastify.hasRoute({ method: op.method.toUpperCase(), url: toFastifyUrl(SERVER_URL, op.path) }));
    expect(unknown.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('declares each path parameter of a template, and every operation id once', () => {
    const problems: string[] = [];
    for (const op of operations) {
      const inTemplate = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.operation.parameters ?? []).filter((p: Json) => p.in === 'path').map((p: Json) => p.name).sort();
      if (JSON.stringify(inTemplate) !== JSON.stringify(declared)) problems.push(`${op.method} ${op.path}: ${declared}`);
      if (!op.operation.description || !op.operation.summary || !op.operation.tags?.length) problems.push(`${op.method} ${op.path}: undescribed`);
      if (op.operation['x-addition'] && !op.operation.description.includes('Addition to docs/api.md: ')) problems.push(`${op.method} ${op.path}: addition unmarked`);
    }
    expect(problems).toEqual([]);
    const ids = operations.map((op) => op.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names only fail codes that exist, each under the status FAIL_CODES gives it', () => {
    const named = failCodesNamed(doc);
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter(({ code }) => !(code in FAIL_CODES))).toEqual([]);
    const misplaced: string[] = [];
    for (const op of operations) {
      for (const [status, response] of Object.entries<Json>(op.operation.responses)) {
        for (const code of response['x-fail-codes'] ?? []) {
          if (FAIL_CODES[code as keyof typeof FAIL_CODES][0] !== Number(status)) misplaced.push(`${op.path} ${status} ${code}`);
        }
        for (const { value } of findAll(response, 'fail_code')) {
          const codes = typeof value === 'string' ? [value] : value?.enum ?? [];
          for (const code of codes) if (!(response['x-fail-codes'] ?? []).includes(code)) misplaced.push(`${op.path} ${status} ${code} outside x-fail-codes`);
        }
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('resolves every $ref and compiles every schema as JSON Schema 2020-12', () => {
    const broken = findAll(doc, '$ref').filter(({ value }) => {
      try {
        resolveRef(doc, value);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
    for (const op of operations) {
      for (const response of Object.values<Json>(op.operation.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (schema) expect(() => checker.validatorFor(schema)).not.toThrow();
      }
      const body = op.operation.requestBody?.content?.['application/json']?.schema;
      if (body) expect(() => checker.validatorFor(body)).not.toThrow();
    }
  });

  it('asks for a session exactly where the server does, and answers anonymous callers as documented', async () => {
    const problems: string[] = [];
    for (const op of operations) {
      const res = await call(t.client(), op);
      const refused = res.status === 401 && res.body?.fail_code === 'no_permission';
      if (allowsAnonymous(op) === refused) {
        problems.push(`${op.method} ${op.path}: documented ${allowsAnonymous(op) ? 'public' : 'session'}, answered ${res.status} ${res.body?.fail_code}`);
      }
      problems.push(...expectDocumented(op, res));
    }
    expect(problems).toEqual([]);
  });

  it('asks for X-CSRF-Token exactly where the server does', async () => {
    const investor = t.client();
    await signUp(investor);
    investor.csrf = false;
    const problems: string[] = [];
    for (const op of operations.filter((o) => o.method !== 'get' && !isLogout(o))) {
      const res = await call(investor, op);
      const refused = res.status === 403 && res.body?.fail_code === 'invalid_csrf';
      if (needsCsrf(op) !== refused) problems.push(`${op.method} ${op.path}: documented csrf ${needsCsrf(op)}, answered ${res.status} ${res.body?.fail_code}`);
      problems.push(...expectDocumented(op, res));
    }
    expect(problems).toEqual([]);
  });

  it('refuses investors exactly the operations documented as operator-only', async () => {
    const investor = t.client();
    await signUp(investor);
    const problems: string[] = [];
    for (const op of operations.filter((o) => !isLogout(o))) {
      const res = await call(investor, op, op.path === '/withdrawals' ? { 'Idempotency-Key': randomUUID() } : {});
      const refused = res.status === 403 && res.body?.fail_code === 'forbidden';
      if (operatorOnly(op) !== refused) problems.push(`${op.method} ${op.path}: documented operator-only ${operatorOnly(op)}, answered ${res.status} ${res.body?.fail_code}`);
      problems.push(...expectDocumented(op, res));
    }
    expect(problems).toEqual([]);
  });

  it('documents the shapes of what the server answers operators (fields, types, statuses)', async () => {
    const operator = await loginAsOperator(t);
    const opensAt = new Date(Date.now() - 60_000).toISOString();
    const closesAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const created = await operator.post('/api/admin/products', {
      title: '문서 검증 상품', type: 'credit', borrower_id: 'B-openapi', borrower_name: '김철수', grade: 'A2', rate_bp: 1200, term_months: 6,
      repayment_method: 'equal_installment', target_amount: 10_000_000, max_per_user: 0, opens_at: opensAt, closes_at: closesAt, investor_only: false, description: '설명',
    });
    expect(created.status).toBe(201);
    const product = operations.find((o) => o.path === '/admin/products' && o.method === 'post')!;
    expect(expectDocumented(product, created)).toEqual([]);
    const problems: string[] = [];
    // Every GET whose path has no id, as an operator: all of them answer 200 with their documented shape.
    const idFree = (o: DocOperation) => (o.operation.parameters ?? []).every((p: Json) => p.in !== 'path' || p.schema.enum);
    for (const op of operations.filter((o) => o.method === 'get' && idFree(o))) {
      const query = op.path === '/admin/ledger/history' ? `?email=${encodeURIComponent('nobody@example.com')}`
        : op.path === '/admin/sandbox/registry/reports' ? `?user_id=${randomUUID()}` : '';
      const res = await operator.get(`${sampleUrl(op)}${query}`);
      if (res.status !== 200 && op.path !== '/admin/ledger/history') problems.push(`GET ${op.path}: ${res.status} ${JSON.stringify(res.body)}`);
      problems.push(...expectDocumented(op, res));
    }
    // And the product just made, through the public and the operators' detail.
    for (const path of ['/products/{id}', '/admin/products/{id}']) {
      const op = operations.find((o) => o.path === path && o.method === 'get')!;
      const res = await operator.get(`${SERVER_URL}${path.replace('{id}', created.body.id)}`);
      expect(res.status).toBe(200);
      problems.push(...expectDocumented(op, res));
    }
    expect(problems).toEqual([]);
  });
});
