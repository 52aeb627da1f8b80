// POST /sandbox/deposits (sandbox only): the sandbox bank sends a real signed notification for
// the caller's virtual account to this server's own webhook, as a bank transfer would. It keeps
// the bounds a real deposit is judged by (deposit-bounds.ts) and says so in Korean, rather than
// sending money the wallet would only keep for an operator.
import { Body, Controller, Inject, Post } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { BusinessClock } from '../../shared/business-clock';
import { DomainError } from '../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { bodyOf } from '../../shared/http/schema';
import { RateLimit } from '../../shared/rate-limit';
import { formatWon } from '../../shared/won';
import { SandboxDepositSender } from '../bank/sandbox-deposit-sender';
import { depositOutOfBounds, maxPerDepositWonOn } from '../deposits/deposit-bounds';
import { WalletQuery } from '../queries/wallet.query';
import { Vaccounts } from '../vaccounts/vaccounts.service';
import { SANDBOX_DEPOSIT } from './sandbox-deposits.schema';

/** 400 invalid_input `{amount: too_large}` for an amount over a bound, with the bound in words. */
function tooLarge(message: string): DomainError {
  return new DomainError('invalid_input', { fields: { amount: 'too_large' }, message });
}

@Controller('sandbox/deposits')
export class SandboxDepositsController {
  constructor(
    private readonly vaccounts: Vaccounts,
    private readonly sender: SandboxDepositSender,
    private readonly wallet: WalletQuery,
    private readonly clock: BusinessClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @RateLimit({ name: 'sandbox_deposits', perUser: { limit: 60, windowS: 60 }, perIp: { limit: 120, windowS: 60 } })
  async deposit(@CurrentUser() me: SessionUser, @Body() body: unknown): Promise<{ tid: string; balance: number }> {
    if (!this.config.sandbox) throw new DomainError('not_found');
    const { amount: amountWon, depositor_name: depositorName } = bodyOf(SANDBOX_DEPOSIT, body);
    const today = this.clock.today();
    const maxWon = maxPerDepositWonOn(today);
    if (amountWon > maxWon) throw tooLarge(`1회 입금 한도는 ${formatWon(maxWon)}입니다. 그 이하로 나누어 입금해 주십시오.`);
    if (!me.identityVerified) throw new DomainError('identity_unverified');
    const vaccount = await this.vaccounts.find(me.id);
    if (!vaccount) throw new DomainError('no_vaccount');
    const { balance, held } = await this.wallet.balances(me.id);
    if (depositOutOfBounds(amountWon, balance, held, today)) throw tooLarge('예치금이 처리할 수 있는 최대 금액을 넘게 되어 입금할 수 없습니다.');
    const tid = await this.sender.send({ accountNumber: vaccount.account_number, amountWon, depositorName: depositorName || me.name });
    return { tid, balance: (await this.wallet.balances(me.id)).balance };
  }
}
