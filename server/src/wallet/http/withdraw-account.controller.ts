// POST /withdraw_account: register (or replace) the account withdrawals go to, after the password
// and the bank's holder-name check (against the legal name, or a corporation's company name).
import { Controller, Post } from '@nestjs/common';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { BodyOf, ValidBody } from '../../shared/http/schema';
import { RateLimit } from '../../shared/rate-limit';
import { WithdrawAccounts } from '../withdrawals/withdraw-accounts.service';
import { MemberChecks } from './member-checks';
import { REGISTER_WITHDRAW_ACCOUNT } from './withdraw-account.schema';

@Controller('withdraw_account')
export class WithdrawAccountController {
  constructor(
    private readonly accounts: WithdrawAccounts,
    private readonly members: MemberChecks,
  ) {}

  @Post()
  @RateLimit({ name: 'withdraw_account', perUser: { limit: 10, windowS: 60 }, perIp: { limit: 60, windowS: 60 } })
  async register(@CurrentUser() me: SessionUser, @ValidBody(REGISTER_WITHDRAW_ACCOUNT) input: BodyOf<typeof REGISTER_WITHDRAW_ACCOUNT>) {
    const { bank_code: bankCode, account_number: accountNumber, holder_name: holderName, password } = input;
    await this.members.requirePassword(me.id, password);
    const account = await this.accounts.register(me.id, await this.members.accountHolderName(me.id), { bankCode, accountNumber: accountNumber.trim(), holderName });
    return { bank_code: account.bank_code, bank_name: account.bank_name, account_number: account.account_number, holder_name: account.holder_name, status: account.status };
  }
}
