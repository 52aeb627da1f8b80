// Wallet and bank (docs/api.md "Wallet (예치금) and bank", server/src/wallet/README.md): the virtual
// account, balances and lines, the withdrawal account and withdrawals, the bank's deposit
// webhook, the sandbox bank, and the operators' unmatched deposits.
import { idempotencyKey, operationsFor, PAGE_PARAMS, pathParam, queryParam } from '../operation';
import type { Paths, Schema } from '../openapi.types';
import { BANK_FAIL_CODES, DEPOSIT_MAXIMUM_POLICY, UNMATCHED_REASONS } from '../../wallet';
import { TRANSACTION_TYPES } from '../components';
import { body, bool, cursorPage, enumOf, instant, int, nullable, obj, page, ref, str, uuid, won } from '../schema';

const op = operationsFor('Wallet');

// The maximum per deposit in force from the newest change on (a dated policy: deposit-bounds.ts).
const DEPOSIT_MAXIMUM = DEPOSIT_MAXIMUM_POLICY[0];
const BOUNDS_NOTE = `A deposit over the maximum per deposit (${DEPOSIT_MAXIMUM.maxPerDepositWon} won from ${DEPOSIT_MAXIMUM.effectiveOn}, a dated platform policy) or that would take the wallet's balance + held past ${Number.MAX_SAFE_INTEGER} won is not credited: it is answered \`SUCCESS\` (the bank must not resend it) and kept among the unmatched deposits with \`reason: "amount_out_of_bounds"\`, to be returned to the sender.`;

// Every bank call can answer any of BANK_FAIL_CODES: the real bank's codes, which the sandbox
// lets operators force with `fail_next` (the wallet's own list, so the two cannot drift).
const BANK_NOTE = 'The bank\'s codes (502/503, and the holder-name codes) can answer any call to the bank; in the sandbox operators force one with `POST /admin/sandbox/bank {fail_next}`.';

const sandboxBankState = obj({
  closed: { type: ['boolean', 'null'], description: 'Operator override: true closed, false open even in maintenance, null follows the schedule.' },
  fail_next: { type: ['string', 'null'], enum: [...BANK_FAIL_CODES, null], description: 'The next bank call fails with this code.' },
  stall_next_ms: { type: ['integer', 'null'], description: 'The next transfer answers this much later (after paying).' },
  open: { type: 'boolean', description: 'The bank takes calls now.' },
  in_maintenance: { type: 'boolean', description: 'Inside the daily maintenance window now.' },
  maintenance: { type: ['string', 'null'], description: 'The window, Korea time (`BANK_MAINTENANCE`, e.g. `23:30-00:30`).' },
  registry_down: { type: 'boolean', description: 'The sandbox central registry is down: investing answers `retry_later`, reports wait in the outbox.' },
  registry_stall_next_ms: { type: ['integer', 'null'], description: 'The registry\'s next delivery is applied, then answered this much later.' },
});

export const walletSchemas: Record<string, Schema> = {
  WithdrawAccount: obj({
    bank_code: str(),
    bank_name: str(),
    account_number: str(),
    holder_name: str(),
    status: { type: 'string', const: 'verified' },
    'verified_at?': instant(),
  }, 'The account withdrawals are paid to (verified by the bank\'s holder-name check).'),
  SandboxBankState: sandboxBankState,
};

export const walletPaths: Paths = {
  '/vaccount': {
    post: op('post', {
      id: 'issueVaccount',
      summary: 'Issue the caller\'s virtual account',
      description: `One per investor; deposits to it are credited through the bank's notification. ${BANK_NOTE}`,
      access: 'session',
      rateLimited: true,
      body: body({}, 'An empty object.'),
      bodyOptional: true,
      ok: { status: 201, description: 'Issued.', schema: ref('Vaccount') },
      fails: [...BANK_FAIL_CODES, 'vaccount_exists', 'identity_unverified'],
    }),
  },
  '/wallet': {
    get: op('get', {
      id: 'getWallet',
      summary: 'Balances and accounts',
      description: '`balance` = cash the investor can invest or withdraw; `held` = money placed in products still raising funds; `withdrawable` = `balance`.',
      access: 'session',
      ok: {
        status: 200,
        description: 'The caller\'s wallet.',
        schema: obj({
          balance: won(),
          held: won(),
          withdrawable: won(),
          withdrawing: won('Requested withdrawals the bank has not settled yet'),
          vaccount: nullable(ref('Vaccount')),
          withdraw_account: nullable(ref('WithdrawAccount')),
          sandbox: { type: 'boolean', description: 'The sandbox bank is on (the web app offers a simulated deposit).' },
        }),
      },
      addition: '`withdrawing` and `sandbox`.',
    }),
  },
  '/wallet/transactions': {
    get: op('get', {
      id: 'listWalletTransactions',
      summary: 'The caller\'s wallet lines, newest first',
      access: 'session',
      params: [
        queryParam('type', str(`One or several of ${TRANSACTION_TYPES.join(', ')}, comma-separated.`), 'Filter by type.'),
        queryParam('from', str('A Korea-time date (from its start) or an instant.'), 'Lines at or after.'),
        queryParam('to', str('A Korea-time date (inclusive, to its end) or an instant.'), 'Lines before.'),
        queryParam('cursor', str(), 'The previous page\'s `next_cursor`.'),
        queryParam('limit', int(undefined, { minimum: 1, maximum: 100, default: 20 })),
      ],
      ok: { status: 200, description: 'A page of lines.', schema: cursorPage(ref('WalletTransaction')) },
      fails: ['invalid_input'],
      addition: '`type` may list several types separated by commas; `from`/`to` take Korea-time dates or instants; `limit` ≤ 100.',
    }),
  },
  '/withdraw_account': {
    post: op('post', {
      id: 'registerWithdrawAccount',
      summary: 'Register (or replace) the withdrawal account',
      description: `Needs the login password; the bank compares the holder name with the member's current name. ${BANK_NOTE}`,
      access: 'session',
      rateLimited: true,
      body: body({
        bank_code: str('3 digits.', { pattern: '^\\d{3}$' }),
        account_number: str('10–16 digits.', { pattern: '^\\d{10,16}$' }),
        holder_name: str(undefined, { maxLength: 50 }),
        password: str('The login password (step-up; five wrong answers lock it for 10 minutes: 429 `account_locked`).', { maxLength: 200 }),
      }),
      ok: { status: 201, description: 'Registered.', schema: obj({ bank_code: str(), bank_name: str(), account_number: str(), holder_name: str(), status: { type: 'string', const: 'verified' } }) },
      fails: ['invalid_credentials', 'account_locked', ...BANK_FAIL_CODES, 'identity_unverified'],
      addition: '`bank_name` in the answer; `identity_unverified` before identity verification (the holder is compared with the verified legal name); an unknown bank code is invalid_input `{bank_code: unknown_bank}`.',
    }),
  },
  '/withdrawals': {
    post: op('post', {
      id: 'withdraw',
      summary: 'Withdraw part of the balance to the withdrawal account',
      description: `A repeat with the same Idempotency-Key and body answers the first outcome; with another body 409 \`duplicate_ticket\`. A bank refusal answers its code and the money is back in the balance. ${BANK_NOTE}`,
      access: 'session',
      rateLimited: true,
      command: true,
      params: [idempotencyKey(true, 100, 'Printable ASCII, 1–100 characters; missing is invalid_input.')],
      body: body({ amount: won(undefined, { minimum: 1 }), password: str('The login password (step-up; five wrong answers lock it for 10 minutes: 429 `account_locked`).', { maxLength: 200 }) }),
      ok: {
        status: 201,
        description: '`completed`, or `requested` when the bank did not answer within the wait (settled later by the reconciler).',
        schema: obj({ id: uuid('The withdrawal id.'), amount: won(), status: enumOf(['requested', 'completed']), balance: won('Balance after') }),
      },
      fails: ['invalid_credentials', 'account_locked', 'no_vaccount', 'no_withdraw_account', 'not_enough_balance', ...BANK_FAIL_CODES, 'duplicate_ticket'],
      addition: '`no_withdraw_account` (400) before a withdrawal account is registered; `status: "requested"` when the bank is slow.',
    }),
  },
  '/bank/notifications': {
    post: op('post', {
      id: 'receiveBankNotification',
      summary: 'The bank\'s signed deposit notification (webhook)',
      description: `The signature is checked on the raw bytes before anything else. A repeated \`tid\` is a no-op answered \`SUCCESS\`; a deposit to an account nobody has is kept for operators (unmatched deposits, \`reason: "unknown_account"\`). ${BOUNDS_NOTE}`,
      access: 'bank',
      body: body({
        tid: str('The bank\'s transaction id.', { maxLength: 100 }),
        type: { type: 'string', const: 'deposit' },
        account_number: str(undefined, { maxLength: 30 }),
        amount: won('A positive safe integer; anything else (a fraction, a string, 1e300) is 400 invalid_input', { minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
        depositor_name: str(undefined, { maxLength: 100 }),
        at: instant(),
      }, 'Example: `{"tid": "T20261121000001", "type": "deposit", "account_number": "26212345678901", "amount": 1000000, "depositor_name": "홍길동", "at": "2026-11-21T10:00:00+09:00"}`'),
      ok: { status: 200, description: 'Recorded.', schema: obj({ result: { type: 'string', const: 'SUCCESS' } }) },
      fails: ['invalid_signature'],
      addition: 'a valid signature with a malformed body is 400 invalid_input.',
    }),
  },
  '/sandbox/deposits': {
    post: op('post', {
      id: 'sandboxDeposit',
      summary: 'Simulate a deposit (sandbox only)',
      description: `The sandbox bank sends a real signed notification for the caller's virtual account to this server. Outside the sandbox: 404 \`not_found\`. ${BANK_NOTE}`,
      access: 'session',
      rateLimited: true,
      body: body({ amount: won('At most the maximum per deposit in force on the business today; more is invalid_input `{amount: too_large}`', { minimum: 1, maximum: DEPOSIT_MAXIMUM.maxPerDepositWon }), 'depositor_name?': str('Defaults to the member\'s name.', { maxLength: 50 }) }),
      ok: { status: 201, description: 'Deposited.', schema: obj({ tid: str(), balance: won('Balance after') }) },
      fails: ['no_vaccount', ...BANK_FAIL_CODES, 'not_found', 'identity_unverified'],
      addition: 'optional `depositor_name`; `identity_unverified` before identity verification; `bank_closed` while the sandbox bank is closed.',
    }),
  },
  '/admin/sandbox/bank': {
    get: op('get', {
      id: 'adminGetSandboxBank',
      summary: 'The sandbox bank\'s state (sandbox only)',
      access: 'operator',
      notInApiMd: true,
      addition: 'reading the state the POST sets.',
      ok: { status: 200, description: 'The state.', schema: ref('SandboxBankState') },
      fails: ['not_found'],
    }),
    post: op('post', {
      id: 'adminControlSandboxBank',
      summary: 'Close/open the sandbox bank, fail its next call, set external holdings (sandbox only)',
      description: '`closed` true forces the bank closed, false forces it open even inside the maintenance window, null returns to the schedule. `external_holdings` are the investor\'s holdings on other platforms as the central registry knows them: the registry answers `exceed_user_limit` / `exceed_user_per_product_limit` when they plus this platform\'s exceed the limits.',
      access: 'operator',
      body: body({
        'closed?': { type: ['boolean', 'null'] },
        'fail_next?': { type: ['string', 'null'], enum: [...BANK_FAIL_CODES, null], description: 'null clears it.' },
        'stall_next_ms?': { type: ['integer', 'null'], minimum: 0, maximum: 120_000 },
        'registry_down?': bool('Take the sandbox central registry down (true) or bring it back (false).'),
        'registry_stall_next_ms?': { type: ['integer', 'null'], minimum: 0, maximum: 120_000, description: 'The registry\'s next delivery is applied, then answered this much later (tests kill a worker mid-send with it); null clears it.' },
        'external_holdings?': body({
          user_id: uuid(),
          amount: won('In total', { minimum: 0 }),
          'realty?': won('The part of `amount` in real estate (at most `amount`, `over_amount` otherwise); checked against the real-estate limit → `exceed_user_limit`', { minimum: 0 }),
          'borrowers?': { type: 'object', additionalProperties: { type: 'integer', minimum: 0 }, description: 'borrower_id → won.' },
        }),
      }),
      bodyOptional: true,
      ok: { status: 200, description: 'The new state.', schema: ref('SandboxBankState') },
      fails: ['not_found'],
      addition: '`stall_next_ms`, `fail_next: null`, `registry_down` and `registry_stall_next_ms` (the sandbox central registry, docs/api.md "Central registry reports"); the answer is the state.',
    }),
  },
  '/admin/bank/unmatched_deposits': {
    get: op('get', {
      id: 'adminListUnmatchedDeposits',
      summary: 'Deposits credited to nobody: for accounts nobody has, or out of bounds',
      access: 'operator',
      notInApiMd: true,
      addition: 'see server/src/wallet/README.md; `reason` as docs/api.md "Borrower money" names it.',
      params: PAGE_PARAMS,
      ok: {
        status: 200,
        description: 'Newest first.',
        schema: page(obj({
          tid: str(), account_number: str(), amount: won(), depositor_name: str(), at: instant(), received_at: instant(),
          assigned_user_id: nullable(uuid()), assigned_at: nullable(instant()),
          reason: enumOf(UNMATCHED_REASONS, '`unknown_account`: no virtual account has its number; `amount_out_of_bounds`: over the maximum per deposit or past the wallet\'s safe-integer bound, to be returned to the sender; `payment_refused`: paid into a loan\'s repayment account whose loan takes no more money (e.g. completed).'),
        })),
      },
      fails: ['invalid_input'],
    }),
  },
  '/admin/bank/unmatched_deposits/{tid}/assign': {
    post: op('post', {
      id: 'adminAssignUnmatchedDeposit',
      summary: 'Credit an unmatched deposit to its investor',
      description: 'Through the same deposit command as the webhook, so it is credited once. Another investor than the first assignee is invalid_input `{tid: already_assigned}`; an unknown investor `{user_id: unknown_investor}`; an amount out of bounds (over the maximum per deposit, or past the investor\'s wallet bound) `{amount: out_of_bounds}`, and nothing is credited: return it to the sender.',
      access: 'operator',
      notInApiMd: true,
      addition: 'see server/src/wallet/README.md.',
      params: [pathParam('tid', str(undefined, { maxLength: 100 }), 'The bank\'s transaction id.')],
      body: body({ user_id: uuid() }),
      ok: { status: 200, description: 'Assigned.', schema: obj({ tid: str(), user_id: uuid(), status: enumOf(['credited', 'pending']) }) },
      fails: ['not_found', 'invalid_input'],
    }),
  },
};
