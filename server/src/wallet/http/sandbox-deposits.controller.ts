// POST /sandbox/deposits (sandbox only): the sandbox bank sends a real signed notification for
// the caller's virtual account to this server's own webhook, as a bank transfer would.
import { Body, Controller, Inject, Post } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DomainError } from '../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { BodyReader } from '../../shared/http/validation';
import { RateLimit } from '../../shared/rate-limit';
import { SandboxDepositSender } from '../bank/sandbox-deposit-sender';
import { WalletQuery } from '../queries/wallet.query';
import { Vaccounts } from '../vaccounts/vaccounts.service';

export const MAX_SANDBOX_DEPOSIT_WON = 1_000_000_000;

@Controller('sandbox/deposits')
export class SandboxDepositsController {
  constructor(
    private readonly vaccounts: Vaccounts,
    private readonly sender: SandboxDepositSender,
    private readonly wallet: WalletQuery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @RateLimit({ name: 'sandbox_deposits', perUser: { limit: 60, windowS: 60 }, perIp: { limit: 120, windowS: 60 } })
  async deposit(@CurrentUser() me: SessionUser, @Body() body: unknown): Promise<{ tid: string; balance: number }> {
    if (!this.config.sandbox) throw new DomainError('not_found');
    const input = new BodyReader(body, ['amount', 'depositor_name']);
    const amountWon = input.integer('amount', { min: 1, max: MAX_SANDBOX_DEPOSIT_WON });
    const depositorName = input.optionalString('depositor_name', { max: 50 });
    input.done();
    if (!me.identityVerified) throw new DomainError('identity_unverified');
    const vaccount = await this.vaccounts.find(me.id);
    if (!vaccount) throw new DomainError('no_vaccount');
    const tid = await this.sender.send({ accountNumber: vaccount.account_number, amountWon, depositorName: depositorName || me.name });
    return { tid, balance: (await this.wallet.balances(me.id)).balance };
  }
}
