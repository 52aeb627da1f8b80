// The shapes several contexts answer with (docs/api.md "Conventions" and the objects it names):
// the error envelope, user, product, wallet transaction, the two list envelopes and a pending
// command; and the three ways a caller proves who it is.
import { PRODUCT_CANCEL_REASONS, PRODUCT_TYPES } from '../products';
import type { Schema, SecurityScheme } from './openapi.types';
import { arr, bool, bp, date, enumOf, instant, int, mapOf, nullable, obj, str, uuid, won } from './schema';

// The contexts' own lists where their index exports one; docs/api.md's lists otherwise.
export { PRODUCT_CANCEL_REASONS, PRODUCT_TYPES };
export const PRODUCT_STATUSES = ['scheduled', 'funding', 'funded', 'repaying', 'completed', 'overdue', 'canceled'] as const;
export const REPAYMENT_METHODS = ['equal_installment', 'bullet'] as const;
export const INVESTOR_TYPES = ['general', 'income_qualified', 'professional', 'corporate'] as const;
export const TRANSACTION_TYPES = [
  'deposit', 'withdrawal', 'withdrawal_restored', 'invest_hold', 'invest_cancel', 'invest_execute',
  'repayment_principal', 'repayment_interest', 'repayment_late_interest', 'tax', 'fee',
  'recovery_principal', 'recovery_interest', 'write_off', 'transfer_in', 'transfer_out', 'transfer_accrued_interest',
] as const;

export const SHARED_SCHEMAS: Record<string, Schema> = {
  Error: obj({
    fail_code: str('Machine-readable code; the client reads `status` and `fail_code`.'),
    message: str('Korean text for people (합니다체).'),
    'fields?': mapOf(str(), 'Validation errors only: field → reason (`required`, `too_small`, `invalid_format`, `unknown_field`, …).'),
    'product_id?': uuid('Investing only: the basket item that failed (addition to docs/api.md: also on basket answers).'),
    'names?': obj({ current: str('The account\'s name now.'), verified: str('The name the identity provider verified.') }, 'Addition to docs/api.md: `name_change_unconfirmed` only (POST /me/identity_verification), the two names the investor is asked to choose between.'),
    'attempts_left?': int('POST /auth/login `invalid_credentials` only (addition to docs/api.md): failed logins still allowed before the e-mail is locked (0: the next attempt answers `account_locked`).', { minimum: 0 }),
  }, 'The error envelope of every failed answer (docs/api.md "Errors"). Unknown errors are 500 `unknown_error`, never a stack trace.'),

  User: obj({
    id: uuid(),
    email: str(undefined, { format: 'email' }),
    name: str(),
    phone: str(),
    role: enumOf(['investor', 'operator']),
    investor_type: enumOf(INVESTOR_TYPES),
    identity_verified: bool('Identity verified (POST /me/identity_verification): `name` is the legal name, locked against PATCH /me.'),
    has_vaccount: bool('A virtual account was issued.'),
    created_at: instant(),
    corporate: nullable(obj({
      business_number: str('사업자등록번호 as people write it, `123-45-67890` (stored as ten digits).', { pattern: '^\\d{3}-\\d{2}-\\d{5}$' }),
      company_name: str('The name the account\'s bank accounts must be in: the virtual account is issued in it and a withdrawal account\'s holder must be it.'),
      representative_name: str('The representative, the person identity verification verifies.'),
      'beneficial_owner?': nullable(obj({ name: str(), birth_date: date(), recorded_at: instant() }, 'The beneficial owner (실제소유자) recorded by the last successful verification.')),
    }, 'A corporate account\'s company (`investor_type: "corporate"`); `beneficial_owner` only in operators\' answers (GET /admin/users), null until the representative is verified.')),
  }, 'docs/api.md `user`. `corporate` is null for an individual.'),

  Product: obj({
    id: uuid(),
    title: str(),
    type: enumOf(PRODUCT_TYPES),
    is_realty: bool('apt and realty: counts toward the real-estate limit.'),
    is_pf: bool('Real-estate project financing (apt and realty only; set by the operator before funding): counts toward the PF part of the real-estate limit.'),
    grade: str('Credit grade, e.g. `A2`.'),
    rate_bp: bp('Yearly rate'),
    term_months: int(undefined, { minimum: 1 }),
    repayment_method: enumOf(REPAYMENT_METHODS),
    target_amount: won('Amount to raise'),
    raised_amount: won('Placed so far (held and executed)'),
    investor_count: int(),
    min_amount: won('Smallest investment'),
    max_per_user: won('Per-investor cap; 0 = none'),
    status: enumOf(PRODUCT_STATUSES),
    suspended: bool(),
    opens_at: instant(),
    closes_at: instant(),
    investor_only: bool('Details open only to its investors (403 `investor_only` for others).'),
    cancel_reason: {
      type: ['string', 'null'],
      enum: [...PRODUCT_CANCEL_REASONS, null],
      description: 'Why a canceled product was canceled: `operator`, or `funding_failed` when it was still raising as the business clock passed `closes_at` '
        + '(the platform canceled it and returned every hold). Null unless canceled.',
    },
  }, 'docs/api.md `product`. A product past `closes_at` takes no investment (`invalid_invest`).'),

  WalletTransaction: obj({
    id: str('Deterministic line id (the same after a ledger replay).'),
    at: instant('When the line happened by the business clock (docs/design.md "Business time"), ISO-8601.'),
    type: enumOf(TRANSACTION_TYPES),
    amount: won('Signed change of `balance` (deposit +, withdrawal −, invest_hold −, invest_cancel +, repayment +, tax and fee −)'),
    held_change: won('Signed change of `held` (invest_hold +, invest_cancel −, invest_execute −)'),
    balance_after: won('Balance after this line'),
    memo: str(),
    'product_id?': uuid('The product, for investing and repayment lines.'),
  }, 'One line of `GET /wallet/transactions` (docs/api.md).'),

  Page: obj({
    items: arr({}, 'This page\'s items.'),
    page: int(undefined, { minimum: 1 }),
    size: int(undefined, { minimum: 1, maximum: 100 }),
    total: int('Items over all pages.', { minimum: 0 }),
  }, 'A page of a list (docs/api.md "Lists": `?page=1&size=20`, size ≤ 100).'),

  CursorPage: obj({
    items: arr({}, 'This page\'s items, newest first.'),
    next_cursor: { type: ['string', 'null'], description: 'Opaque; pass as `cursor` for the next page. null on the last page.' },
  }, 'A page of a ledger-like list (docs/api.md: `?cursor=&limit=`).'),

  PendingCommand: obj({
    command_id: uuid(),
    status: { type: 'string', const: 'pending' },
  }, 'A command still running after 10 s; poll `GET /api/commands/{command_id}`.'),

  ScheduleLine: obj({
    seq: int('Installment number, from 1.'),
    due_on: date(),
    principal: won(),
    interest: won(),
    'late_interest?': won('Addition to docs/api.md: late interest (연체이자) paid with it, taxed with its interest'),
    tax_income: won('Income tax withheld'),
    tax_local: won('Local income tax withheld'),
    fee: won('Platform fee'),
    net: won('Paid to the investor'),
    status: enumOf(['scheduled', 'paid', 'overdue', 'accelerated'], '`accelerated`: unpaid when the loan was accelerated; the claim replaced it (docs/api.md "Loans that go bad").'),
    paid_at: { ...instant('When it was paid, by the business clock'), type: ['string', 'null'] },
  }, 'One installment of an investor\'s share (docs/api.md).'),

  Limits: obj({
    investor_type: enumOf(INVESTOR_TYPES),
    total: obj({ used: won(), limit: { ...won('null = unlimited'), type: ['integer', 'null'] } }),
    realty: obj({ used: won(), limit: { ...won('null = unlimited'), type: ['integer', 'null'] } }),
    pf: obj({ used: won('Held plus outstanding in PF products (`is_pf`)'), limit: { ...won('The PF part of the real-estate limit; null = unlimited'), type: ['integer', 'null'] } }),
    per_borrower_limit: { ...won('null = unlimited'), type: ['integer', 'null'] },
    'institutional_share_bp?': { ...bp('Addition to docs/api.md: the share of one product\'s target a professional or corporate investor may hold; null for the other types'), type: ['integer', 'null'] },
  }, 'The investor\'s limits by type, as the limit policy in force on the business today sets them (GET /admin/limit_policy); `used` counts held plus outstanding.'),
};

export const SECURITY_SCHEMES: Record<string, SecurityScheme> = {
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
