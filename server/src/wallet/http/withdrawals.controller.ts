// POST /withdrawals {amount, password} + Idempotency-Key: pays out part of the balance to the
// registered withdrawal account. A repeat with the same key and body answers the first outcome.
import { Controller, Headers, Post } from '@nestjs/common';
import { DomainError } from '../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { BodyOf, idempotencyKeyOf, ValidBody } from '../../shared/http/schema';
import { RateLimit } from '../../shared/rate-limit';
import { Vaccounts } from '../vaccounts/vaccounts.service';
import { WithdrawAccounts } from '../withdrawals/withdraw-accounts.service';
import { Withdrawals } from '../withdrawals/withdrawals.service';
import { MemberChecks } from './member-checks';
import type { Withdrawal } from './wallet-answers.schema';
import { WITHDRAW } from './withdrawals.schema';

@Controller('withdrawals')
export class WithdrawalsController {
  constructor(
    private readonly withdrawals: Withdrawals,
    private readonly vaccounts: Vaccounts,
    private readonly withdrawAccounts: WithdrawAccounts,
    private readonly members: MemberChecks,
  ) {}

  @Post()
  @RateLimit({ name: 'withdrawals', perUser: { limit: 60, windowS: 60 }, perIp: { limit: 120, windowS: 60 } })
  async withdraw(@CurrentUser() me: SessionUser, @ValidBody(WITHDRAW) input: BodyOf<typeof WITHDRAW>, @Headers('idempotency-key') key: string | undefined): Promise<Withdrawal> {
    const { amount: amountWon, password } = input;
    const idempotencyKey = idempotencyKeyOf(key, 100);
    await this.members.requirePassword(me.id, password);
    if (!(await this.vaccounts.find(me.id))) throw new DomainError('no_vaccount');
    const account = await this.withdrawAccounts.find(me.id);
    if (!account) throw new DomainError('no_withdraw_account');
    return this.withdrawals.withdraw(me.id, idempotencyKey, { amountWon, bankCode: account.bank_code, accountNumber: account.account_number });
  }
}
