// /admin/sandbox/bank (sandbox only, operators): close or open the sandbox bank, make its next
// call fail with a chosen code, set an investor's holdings on other platforms as the central
// registry knows them, and take the sandbox registry down or up (`registry_down`: investing answers
// retry_later and reports wait in the outbox) or stall its next answer (`registry_stall_next_ms`).
// GET answers the bank's current state and the registry's.
import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DomainError } from '../../shared/errors/domain-error';
import { Roles } from '../../shared/http/auth.decorators';
import { bodyOf } from '../../shared/http/schema';
import { CentralRegistry, SandboxRegistryControls, SandboxRegistryState } from '../../registry';
import { BankControlsState, SandboxBankControls } from '../bank/sandbox-bank-controls';
import type { SandboxBankState } from './wallet-answers.schema';
import { ADMIN_CONTROL_SANDBOX_BANK } from './sandbox-bank.schema';

function stateBody(bank: BankControlsState, registry: SandboxRegistryState): SandboxBankState {
  return { ...bank, registry_down: registry.down, registry_stall_next_ms: registry.stallNextMs };
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
    const input = bodyOf(ADMIN_CONTROL_SANDBOX_BANK, body);
    const holdings = input.external_holdings;
    const registry = await this.registryControls.set({ down: input.registry_down, stallNextMs: input.registry_stall_next_ms });
    if (holdings) await this.registry.setExternalHoldings(holdings.user_id, { amountWon: holdings.amount, realtyWon: holdings.realty ?? 0, borrowersWon: holdings.borrowers ?? {} });
    const state = await this.controls.set({ closed: input.closed, failNext: input.fail_next, stallNextMs: input.stall_next_ms });
    return stateBody(state, registry);
  }
}
