// The shapes several contexts answer with (docs/api.md "Conventions" and the objects it names):
// the error envelope, user, product, wallet transaction, the two list envelopes, a pending command,
// an investor's installment and limits; and the three ways a caller proves who it is. User, product,
// wallet transaction, installment and limits are typed schemas of their contexts' answer modules,
// which the web reads as types.
import { USER } from '../identity';
import { PRODUCT } from '../products';
import { LIMITS, SCHEDULE_LINE } from '../repayments';
import { WALLET_TRANSACTION } from '../wallet';
import type { SchemaObject, SecuritySchemeObject } from 'openapi3-ts/oas31';
import { constant, int, mapOf, str, Type, uuid } from '../shared/http/schema';

const { Object: obj, Optional: optional } = Type;

export const SHARED_SCHEMAS: Record<string, SchemaObject> = {
  Error: obj({
    fail_code: str('Machine-readable code; the client reads `status` and `fail_code`.'),
    message: str('Korean text for people (합니다체).'),
    fields: optional(mapOf(str(), 'Validation errors only: field → reason (`required`, `too_small`, `invalid_format`, `unknown_field`, …).')),
    product_id: optional(uuid('Investing only: the basket item that failed (addition to docs/api.md: also on basket answers).')),
    names: optional(obj({ current: str('The account\'s name now.'), verified: str('The name the identity provider verified.') }, { description: 'Addition to docs/api.md: `name_change_unconfirmed` only (POST /me/identity_verification), the two names the investor is asked to choose between.' })),
    attempts_left: optional(int('POST /auth/login `invalid_credentials` only (addition to docs/api.md): failed logins still allowed before the e-mail is locked (0: the next attempt answers `account_locked`).', { minimum: 0 })),
  }, { description: 'The error envelope of every failed answer (docs/api.md "Errors"). Unknown errors are 500 `unknown_error`, never a stack trace.' }),
  // The answer shapes several contexts share, typed (TypeBox) in their own context's answer module,
  // where the web reads them too.
  User: USER,
  Product: PRODUCT,
  WalletTransaction: WALLET_TRANSACTION,

  Page: obj({
    items: Type.Array(Type.Unknown(), { description: 'This page\'s items.' }),
    page: int(undefined, { minimum: 1 }),
    size: int(undefined, { minimum: 1, maximum: 100 }),
    total: int('Items over all pages.', { minimum: 0 }),
  }, { description: 'A page of a list (docs/api.md "Lists": `?page=1&size=20`, size ≤ 100).' }),

  CursorPage: obj({
    items: Type.Array(Type.Unknown(), { description: 'This page\'s items, newest first.' }),
    next_cursor: Type.Unsafe({ type: ['string', 'null'], description: 'Opaque; pass as `cursor` for the next page. null on the last page.' }),
  }, { description: 'A page of a ledger-like list (docs/api.md: `?cursor=&limit=`).' }),

  PendingCommand: obj({
    command_id: uuid(),
    status: constant('pending'),
  }, { description: 'A command still running after 10 s; poll `GET /api/commands/{command_id}`.' }),

  ScheduleLine: SCHEDULE_LINE,
  Limits: LIMITS,
};

export const SECURITY_SCHEMES: Record<string, SecuritySchemeObject> = {
  sid: {
    type: 'apiKey',
    in: 'cookie',
    name: 'sid',
    description: 'Session cookie set by login and sign-up (HttpOnly; SameSite=Lax; Path=/; Secure outside development). Login also sets the readable `logined_user` and `csrf_token` cookies; logout and expiry clear all three.',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description: 'Every POST/PUT/PATCH/DELETE made with a session sends the value of the `csrf_token` cookie here, else 403 `invalid_csrf`.',
  },
  bankSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Bank-Signature',
    description: 'The bank\'s webhook: hex HMAC-SHA256 of the raw request body with `BANK_WEBHOOK_SECRET`; a missing or wrong one is 401 `invalid_signature`.',
  },
};
