// GET/POST /admin/sandbox/bank (sandbox only, operators): the sandbox bank's and registry's state,
// and the switches tests and demos use. Most fields take null to clear them, which the reader's
// kinds do not say, so `refine` checks those (with the reasons the endpoint has always answered).
import { checkedBy, endpoint, flag, isUuid, ref, requestBody, Type, uuid, won, type Refine, type Static } from '../../shared/http/schema';
import { BANK_FAIL_CODES } from '../bank/bank-gateway.port';
import type { SandboxBankState } from './wallet-answers.schema';

/** The longest stall a test may ask of the next transfer. */
const MAX_STALL_MS = 120_000;

const HOLDINGS = requestBody({
  user_id: uuid(),
  amount: won('In total', { min: 0 }),
  realty: Type.Optional(won('The part of `amount` in real estate (at most `amount`, `over_amount` otherwise); checked against the real-estate limit → `exceed_user_limit`', { min: 0 })),
  borrowers: Type.Optional(checkedBy<Record<string, number>>({ type: 'object', additionalProperties: { type: 'integer', minimum: 0 }, description: 'borrower_id → won.' })),
});

const BODY = requestBody({
  closed: Type.Optional(checkedBy<boolean | null>({ type: ['boolean', 'null'] })),
  fail_next: Type.Optional(checkedBy<(typeof BANK_FAIL_CODES)[number] | null>({ type: ['string', 'null'], enum: [...BANK_FAIL_CODES, null], description: 'null clears it.' })),
  stall_next_ms: Type.Optional(checkedBy<number | null>({ type: ['integer', 'null'], minimum: 0, maximum: MAX_STALL_MS })),
  registry_down: Type.Optional(flag('Take the sandbox central registry down (true) or bring it back (false).')),
  registry_stall_next_ms: Type.Optional(checkedBy<number | null>({ type: ['integer', 'null'], minimum: 0, maximum: MAX_STALL_MS, description: 'The registry\'s next delivery is applied, then answered this much later (tests kill a worker mid-send with it); null clears it.' })),
  external_holdings: Type.Optional(HOLDINGS),
});

const validStall = (value: unknown) => value === undefined || value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_STALL_MS);

function checkHoldings(holdings: Static<typeof HOLDINGS>, fail: (field: string, reason: string) => void): void {
  // Real estate is part of the total the registry knows, never more than it.
  if ((holdings.realty ?? 0) > (holdings.amount ?? 0)) fail('external_holdings.realty', 'over_amount');
  const borrowers: unknown = holdings.borrowers ?? {};
  if (typeof borrowers !== 'object' || borrowers === null || Array.isArray(borrowers)) return fail('external_holdings.borrowers', 'must_be_object');
  for (const [borrowerId, amount] of Object.entries(borrowers)) {
    if (!isUuid(borrowerId) && !/^[\w-]{1,100}$/.test(borrowerId)) fail('external_holdings.borrowers', 'invalid_borrower_id');
    else if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) fail('external_holdings.borrowers', 'must_be_non_negative_integer');
  }
}

const refine: Refine<Static<typeof BODY>> = (input, fail) => {
  if (input.closed !== undefined && input.closed !== null && typeof input.closed !== 'boolean') fail('closed', 'must_be_boolean_or_null');
  if (input.fail_next !== undefined && input.fail_next !== null && !BANK_FAIL_CODES.includes(input.fail_next)) fail('fail_next', 'invalid_value');
  if (!validStall(input.stall_next_ms)) fail('stall_next_ms', 'invalid_value');
  if (!validStall(input.registry_stall_next_ms)) fail('registry_stall_next_ms', 'invalid_value');
  if (input.external_holdings) checkHoldings(input.external_holdings, fail);
};

export const ADMIN_GET_SANDBOX_BANK = endpoint({
  method: 'get',
  path: '/admin/sandbox/bank',
  id: 'adminGetSandboxBank',
  summary: 'The sandbox bank\'s state (sandbox only)',
  access: 'operator',
  notInApiMd: true,
  addition: 'reading the state the POST sets.',
  ok: { status: 200, description: 'The state.', schema: ref<SandboxBankState>('SandboxBankState') },
  fails: ['not_found'],
});

export const ADMIN_CONTROL_SANDBOX_BANK = endpoint({
  method: 'post',
  path: '/admin/sandbox/bank',
  id: 'adminControlSandboxBank',
  summary: 'Close/open the sandbox bank, fail its next call, set external holdings (sandbox only)',
  description: '`closed` true forces the bank closed, false forces it open even inside the maintenance window, null returns to the schedule. `external_holdings` are the investor\'s holdings on other platforms as the central registry knows them: the registry answers `exceed_user_limit` / `exceed_user_per_product_limit` when they plus this platform\'s exceed the limits.',
  access: 'operator',
  body: BODY,
  refine,
  bodyOptional: true,
  ok: { status: 200, description: 'The new state.', schema: ref<SandboxBankState>('SandboxBankState') },
  fails: ['not_found'],
  addition: '`stall_next_ms`, `fail_next: null`, `registry_down` and `registry_stall_next_ms` (the sandbox central registry, docs/api.md "Central registry reports"); the answer is the state.',
});
