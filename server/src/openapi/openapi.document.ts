// The server's OpenAPI 3.1 document, assembled from each context's endpoint schemas (the
// <name>.schema.ts beside each controller, through operation.ts) and the shared components.
// Built once, at import: it is data.
import { FAIL_CODES, FailCode } from '../shared/errors/fail-codes';
import { SECURITY_SCHEMES, SHARED_SCHEMAS } from './components';
import { FAIL_CODE_NOTES } from './fail-code-notes';
import type { InfoObject, OpenAPIObject, PathsObject, SchemaObject } from 'openapi3-ts/oas31';
import { assert } from '../shared/errors/domain-error';
import { WALLET_ENDPOINTS, WALLET_SCHEMAS } from '../wallet';
import { INVESTING_ENDPOINTS, INVESTING_SCHEMAS } from '../investing';
import { IDENTITY_ENDPOINTS, IDENTITY_SCHEMAS } from '../identity';
import { PRODUCT_ENDPOINTS, PRODUCT_SCHEMAS, RECONFIRMATION_ENDPOINTS } from '../products';
import { AUTO_INVEST_ENDPOINTS } from '../auto-invest';
import { endpointPaths } from './operation';
import { GET_OPENAPI_DOCUMENT } from './openapi.schema';
import { PLATFORM_ENDPOINTS, PLATFORM_SCHEMAS } from '../platform-api';
import { REGISTRY_ENDPOINTS, REGISTRY_SCHEMAS } from '../registry';
import { LEDGER_OPS_ENDPOINTS, LEDGER_OPS_SCHEMAS } from '../ledger-ops';
import { MONTHLY_DISCLOSURE_ENDPOINTS, MONTHLY_DISCLOSURE_SCHEMAS, SECURITY_SELF_CHECK_ENDPOINTS, SECURITY_SELF_CHECK_SCHEMAS } from '../disclosures';
import { NOTIFICATION_ENDPOINTS, NOTIFICATION_SCHEMAS } from '../notifications';
import { BOARD_ENDPOINTS, BOARD_SCHEMAS } from '../boards';
import { REPAYMENT_ENDPOINTS, REPAYMENT_SCHEMAS, REPAYMENT_NOTICE_ENDPOINTS, REPAYMENT_NOTICE_SCHEMAS, TRANSFER_ENDPOINTS, TRANSFER_SCHEMAS, BAD_LOAN_ENDPOINTS, BAD_LOAN_SCHEMAS } from '../repayments';

const CONTEXTS: { paths: PathsObject; schemas: Record<string, SchemaObject> }[] = [
  { paths: endpointPaths('Platform', [...PLATFORM_ENDPOINTS, GET_OPENAPI_DOCUMENT]), schemas: PLATFORM_SCHEMAS },
  { paths: endpointPaths('Identity', IDENTITY_ENDPOINTS), schemas: IDENTITY_SCHEMAS },
  { paths: endpointPaths('Wallet', WALLET_ENDPOINTS), schemas: WALLET_SCHEMAS },
  { paths: endpointPaths('Products', PRODUCT_ENDPOINTS), schemas: PRODUCT_SCHEMAS },
  { paths: endpointPaths('Investing', INVESTING_ENDPOINTS), schemas: INVESTING_SCHEMAS },
  { paths: endpointPaths('Repayments', REPAYMENT_ENDPOINTS), schemas: REPAYMENT_SCHEMAS },
  { paths: endpointPaths('Repayments', BAD_LOAN_ENDPOINTS), schemas: BAD_LOAN_SCHEMAS },
  { paths: endpointPaths('Transfers', TRANSFER_ENDPOINTS), schemas: TRANSFER_SCHEMAS },
  { paths: endpointPaths('Boards', BOARD_ENDPOINTS), schemas: BOARD_SCHEMAS },
  { paths: endpointPaths('Ledger', LEDGER_OPS_ENDPOINTS), schemas: LEDGER_OPS_SCHEMAS },
  { paths: endpointPaths('Investing', RECONFIRMATION_ENDPOINTS), schemas: {} },
  { paths: endpointPaths('Notifications', NOTIFICATION_ENDPOINTS), schemas: NOTIFICATION_SCHEMAS },
  { paths: endpointPaths('Disclosures', MONTHLY_DISCLOSURE_ENDPOINTS), schemas: MONTHLY_DISCLOSURE_SCHEMAS },
  { paths: endpointPaths('Repayments', REPAYMENT_NOTICE_ENDPOINTS), schemas: REPAYMENT_NOTICE_SCHEMAS },
  { paths: endpointPaths('Registry', REGISTRY_ENDPOINTS), schemas: REGISTRY_SCHEMAS },
  { paths: endpointPaths('Auto-invest', AUTO_INVEST_ENDPOINTS), schemas: {} },
  { paths: endpointPaths('Disclosures', SECURITY_SELF_CHECK_ENDPOINTS), schemas: SECURITY_SELF_CHECK_SCHEMAS },
];

/** Two contexts documenting the same path or schema name would silently overwrite each other. */
function mergeOnce<T>(parts: Record<string, T>[], what: string): Record<string, T> {
  const out: Record<string, T> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      assert(!(key in out), `OpenAPI: ${what} ${key} is defined twice`);
      out[key] = value;
    }
  }
  return out;
}

function failCodeTable(): string {
  const rows = (Object.keys(FAIL_CODES) as FailCode[]).map((code) => `| \`${code}\` | ${FAIL_CODES[code][0]} | ${FAIL_CODE_NOTES[code] ?? ''} | ${FAIL_CODES[code][1]} |`);
  return ['| fail_code | status | meaning | message |', '|---|---|---|---|', ...rows].join('\n');
}

const DESCRIPTION = `The HTTP contract of 온다리펀딩 (docs/api.md), with what the server does beyond it.

- JSON in and out, snake_case fields. Money is an integer number of won (never a float, never a string); rates are integer basis points (\`rate_bp: 1250\` = 12.50 %).
- Ids are UUIDs: a malformed one is 400 \`invalid_input\`, a well-formed unknown one the resource's not-found code.
- Instants are ISO-8601 strings with offset; calendar dates (\`due_on\`) are \`YYYY-MM-DD\` in Korea time.
- Errors: the HTTP status and \`{fail_code, message, fields?}\` (see the \`Error\` schema). Each operation lists every code it can answer under its status.
- Bodies are JSON: a state-changing request with another media type is 415 \`unsupported_media_type\` before anything runs. Text PostgreSQL cannot store (NUL, a lone surrogate) anywhere, an impossible date, an out-of-range instant, a repeated query parameter or a body that is not an object is 400 \`invalid_input\` with \`fields\`; a malformed session cookie is no session. Answers carry \`Cache-Control: no-store\`. A request whose body has not fully arrived within 30 s is answered 408 \`request_timeout\` and its connection closed; one client address holds at most 1,000 connections (more are closed unanswered).
- Sessions: cookie \`sid\`; every state-changing request made with a session sends \`X-CSRF-Token\` (the \`csrf_token\` cookie's value), else 403 \`invalid_csrf\`.
- Idempotency: money-moving requests carry a \`ticket\` or an \`Idempotency-Key\`; a repeat with the same body answers the first outcome, another body 409 \`duplicate_ticket\`.
- Slow commands answer 202 \`{command_id, status: "pending"}\` after 10 s; poll \`GET /api/commands/{command_id}\`.
- Every GET also answers HEAD (Fastify adds it), with the same status and headers.
- Operations marked \`x-addition: true\` are not in docs/api.md; "Addition to docs/api.md" in a description marks fields and behaviour beyond it. Additions only add: nothing in docs/api.md is renamed.

## Fail codes

${failCodeTable()}`;

/** OpenAPI 3.1's `jsonSchemaDialect` and `info.summary`, which openapi3-ts's types leave out. */
type Document31 = OpenAPIObject & { jsonSchemaDialect: string; info: InfoObject & { summary: string } };

export const OPENAPI_DOCUMENT: Document31 = {
  openapi: '3.1.0',
  jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
  info: {
    title: '온다리펀딩 API',
    version: '1.0.0',
    summary: 'P2P lending and investing platform',
    description: DESCRIPTION,
  },
  servers: [{ url: '/api', description: 'This server; every path below is under /api.' }],
  tags: [
    { name: 'Platform', description: 'Health, command outcomes, this document.' },
    { name: 'Identity', description: 'Accounts, sessions, passwords, investor types.' },
    { name: 'Wallet', description: 'Deposit balance (예치금), virtual account, withdrawals, the bank.' },
    { name: 'Products', description: 'Loan products and their lifecycle.' },
    { name: 'Investing', description: 'Basket, tickets, investments (투자).' },
    { name: 'Repayments', description: 'Dashboard, repayment (상환) schedules, the batch, loans.' },
    { name: 'Transfers', description: 'Selling and buying claims in repaying loans (원리금수취권 양도).' },
    { name: 'Boards', description: 'Posts, policies, public forms.' },
    { name: 'Notifications', description: 'The investor\'s notification centre and marketing consent.' },
    { name: 'Disclosures', description: 'The public monthly disclosure (온투법 10조).' },
    { name: 'Ledger', description: 'Operators\' ledger tools over the event log.' },
    { name: 'Registry', description: 'Reports to the central record-keeper (중앙기록관리기관) and their reconciliation.' },
  ],
  paths: mergeOnce(CONTEXTS.map((c) => c.paths), 'path'),
  components: {
    schemas: mergeOnce([SHARED_SCHEMAS, ...CONTEXTS.map((c) => c.schemas)], 'schema'),
    securitySchemes: SECURITY_SCHEMES,
  },
};
