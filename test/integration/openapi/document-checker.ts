// Checks answers of the running server against the served document: the status is documented
// for the operation, a fail_code is listed under it, the body has the documented shape (JSON
// Schema 2020-12, with ajv) and no field that no schema documents.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { randomUUID } from 'node:crypto';
import type { HttpClient, HttpResponse } from '../../support/http-client';
import { fixtureAddress } from '../../support/users';
import { DocOperation, Json, operationsOf, undocumentedKeys } from './openapi-walk';

export const SERVER_URL = '/api';

export class DocumentChecker {
  readonly operations: DocOperation[];
  readonly ajv: Ajv2020;
  /** Problems found by `request`, for one assertion at the end of a test. */
  readonly problems: string[] = [];

  constructor(readonly doc: Json) {
    this.operations = operationsOf(doc);
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'openapi', components: doc.components });
  }

  operation(method: string, template: string): DocOperation {
    const op = this.operations.find((o) => o.method === method.toLowerCase() && o.path === template);
    if (!op) throw new Error(`${method} ${template} is not in the document`);
    return op;
  }

  /** A validator for a schema of the document (its $refs point into the document's components). */
  validatorFor(schema: Json) {
    const rebased = JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi#/components/'));
    return this.ajv.compile(rebased);
  }

  /** What is wrong with this answer to this operation, per the document (empty when nothing). */
  check(op: DocOperation, res: HttpResponse): string[] {
    const where = `${op.method.toUpperCase()} ${op.path} → ${res.status}`;
    const response = op.operation.responses[String(res.status)];
    if (!response) return [`${where}: status not documented (${JSON.stringify(res.body)?.slice(0, 300)})`];
    const problems: string[] = [];
    if (res.body?.fail_code !== undefined && !(response['x-fail-codes'] ?? []).includes(res.body.fail_code)) {
      problems.push(`${where}: fail_code ${res.body.fail_code} not listed`);
    }
    const schema = response.content?.['application/json']?.schema;
    if (schema && res.body !== undefined) {
      const validate = this.validatorFor(schema);
      if (!validate(res.body)) problems.push(`${where}: ${this.ajv.errorsText(validate.errors)} in ${JSON.stringify(res.body).slice(0, 300)}`);
      const extra = undocumentedKeys(this.doc, schema, res.body);
      if (extra.length) problems.push(`${where}: undocumented fields ${extra.join(', ')}`);
    } else if (res.body !== undefined && res.body !== '') {
      problems.push(`${where}: a body where none is documented`);
    }
    return problems;
  }

  /** A concrete URL for a template: a fresh UUID per uuid parameter, the first value of an enum. */
  sampleUrl(op: DocOperation, values: Record<string, string> = {}): string {
    const params = op.operation.parameters ?? [];
    return `${SERVER_URL}${op.path.replace(/\{([^}]+)\}/g, (_: string, name: string) => {
      if (values[name] !== undefined) return encodeURIComponent(values[name]);
      const schema = params.find((p: Json) => p.in === 'path' && p.name === name)?.schema ?? {};
      return schema.format === 'uuid' ? randomUUID() : schema.enum ? schema.enum[0] : 'sample';
    })}`;
  }

  /**
   * Sends a request for a documented operation and records what does not match the document.
   * `path` fills the template's parameters; `query` is appended as is.
   */
  async request(client: HttpClient, method: string, template: string, opts: { path?: Record<string, string>; query?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<HttpResponse> {
    const op = this.operation(method, template);
    const upper = method.toUpperCase();
    const body = opts.body !== undefined ? opts.body : upper === 'GET' || upper === 'DELETE' ? undefined : {};
    const res = await client.request(upper, `${this.sampleUrl(op, opts.path)}${opts.query ?? ''}`, body, { ...fixtureAddress(), ...opts.headers });
    this.problems.push(...this.check(op, res));
    return res;
  }

  /** `request`, failing at once (with the answer) when the status is not the expected one; the body. */
  async expectStatus(client: HttpClient, method: string, template: string, expected: number, opts: Parameters<DocumentChecker['request']>[3] = {}): Promise<Json> {
    const res = await this.request(client, method, template, opts);
    if (res.status !== expected) throw new Error(`${method} ${template}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
}
