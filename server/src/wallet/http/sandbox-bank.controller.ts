// /admin/sandbox/bank (sandbox only, operators): close or open the sandbox bank, make its next
// call fail with a chosen code, set an investor's holdings on other platforms as the central
// registry knows them, and take the sandbox registry down or up (`registry_down`: investing answers
// retry_later and reports wait in the outbox) or stall its next answer (`registry_stall_next_ms`).
// GET answers the bank's current state and the registry's.
import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DomainError } from '../../shared/errors/domain-error';
import { Roles } from '../../shared/http/auth.decorators';
import { BodyReader, isUuid } from '../../shared/http/validation';
import { CentralRegistry, ExternalHoldings, SandboxRegistryControls, SandboxRegistryState } from '../../registry';
import { BANK_FAIL_CODES } from '../bank/bank-gateway.port';
import { SandboxBankControls, SandboxBankState } from '../bank/sandbox-bank-controls';

/** The longest stall a test may ask of the next transfer. */
const MAX_STALL_MS = 120_000;

function stateBody(s: SandboxBankState, r: SandboxRegistryState) {
  return {
    closed: s.closed, fail_next: s.failNext, stall_next_ms: s.stallNextMs, open: s.open, in_maintenance: s.inMaintenance, maintenance: s.maintenance,
    registry_down: r.down, registry_stall_next_ms: r.stallNextMs,
  };
}

const validStall = (value: unknown) => value === undefined || value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_STALL_MS);

function readHoldings(input: BodyReader): ExternalHoldings & { userId: string } | undefined {
  const raw = input.raw('external_holdings');
  if (raw === undefined) return undefined;
  const inner = new BodyReader(raw, ['user_id', 'amount', 'realty', 'borrowers']);
  const userId = inner.uuid('user_id');
  const amountWon = inner.integer('amount', { min: 0 });
  // Real estate is part of the total the registry knows, never more than it.
  const realtyWon = inner.integer('realty', { min: 0, optional: true });
  if (realtyWon > amountWon) inner.fail('realty', 'over_amount');
  const borrowersRaw = inner.raw('borrowers') ?? {};
  const borrowersWon: Record<string, number> = {};
  if (typeof borrowersRaw !== 'object' || borrowersRaw === null || Array.isArray(borrowersRaw)) inner.fail('borrowers', 'must_be_object');
  else {
    for (const [borrowerId, amount] of Object.entries(borrowersRaw)) {
      if (!isUuid(borrowerId) && !/^[\w-]{1,100}$/.test(borrowerId)) inner.fail('borrowers', 'invalid_borrower_id');
      else if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) inner.fail('borrowers', 'must_be_non_negative_integer');
      else borrowersWon[borrowerId] = amount;
    }
  }
  try {
    inner.done();
  } catch (error) {
    const fields = (error as DomainError).details.fields ?? {};
    for (const [key, code] of Object.entries(fields)) input.fail(`external_holdings.${key}`, code);
  }
  return { userId, amountWon, realtyWon, borrowersWon };
}

@Controller('admin/sandbox/bank')
@Roles('operator')
export class SandboxBankController {
  constructor(
    private readonly controls: SandboxBankControls,
    private readonly registry: CentralRegistry,
    private readonly registryControls: SandboxRegistryControls,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async state() {
    if (!this.config.sandbox) throw new DomainError('not_found');
    return stateBody(await this.controls.state(), await this.registryControls.state());
  }

  @Post()
  @HttpCode(200)
  async control(@Body() body: unknown) {
    if (!this.config.sandbox) throw new DomainError('not_found');
    const input = new BodyReader(body, ['closed', 'fail_next', 'stall_next_ms', 'external_holdings', 'registry_down', 'registry_stall_next_ms']);
    const closed = input.raw('closed');
    if (closed !== undefined && closed !== null && typeof closed !== 'boolean') input.fail('closed', 'must_be_boolean_or_null');
    const failNext = input.raw('fail_next');
    if (failNext !== undefined && failNext !== null && !BANK_FAIL_CODES.includes(failNext as never)) input.fail('fail_next', 'invalid_value');
    const stall = input.raw('stall_next_ms');
    if (!validStall(stall)) input.fail('stall_next_ms', 'invalid_value');
    const registryDown = input.raw('registry_down');
    if (registryDown !== undefined && typeof registryDown !== 'boolean') input.fail('registry_down', 'must_be_boolean');
    const registryStall = input.raw('registry_stall_next_ms');
    if (!validStall(registryStall)) input.fail('registry_stall_next_ms', 'invalid_value');
    const holdings = readHoldings(input);
    input.done();
    const registry = await this.registryControls.set({ down: registryDown as boolean | undefined, stallNextMs: registryStall as number | null | undefined });
    if (holdings) await this.registry.setExternalHoldings(holdings.userId, { amountWon: holdings.amountWon, realtyWon: holdings.realtyWon, borrowersWon: holdings.borrowersWon });
    const state = await this.controls.set({
      closed: closed as boolean | null | undefined,
      failNext: failNext as string | null | undefined,
      stallNextMs: stall as number | null | undefined,
    });
    return stateBody(state, registry);
  }
}
