// POST /withdraw_account: register (or replace) the account withdrawals go to, after the password
// and the bank's holder-name check (against the legal name, or a corporation's company name).
import { Body, Controller, Post } from '@nestjs/common';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { BodyReader } from '../../shared/http/validation';
import { RateLimit } from '../../shared/rate-limit';
import { WithdrawAccounts } from '../withdrawals/withdraw-accounts.service';
import { MemberChecks } from './member-checks';

@Controller('withdraw_account')
export class WithdrawAccountController {
  constructor(
    private readonly accounts: WithdrawAccounts,
    private readonly members: MemberChecks,
  ) {}

  @Post()
  @RateLimit({ name: 'withdraw_account', perUser: { limit: 10, windowS: 60 }, perIp: { limit: 60, windowS: 60 } })
  async register(@CurrentUser() me: SessionUser, @Body() body: unknown) {
    const input = new BodyReader(body, ['bank_code', 'account_number', 'holder_name', 'password']);
    const bankCode = input.string('bank_code', { pattern: /^\d{3}$/ });
    const accountNumber = input.string('account_number', { pattern: /^\d{10,16}$/ });
    const holderName = input.string('holder_name', { max: 50, trim: false });
    const password = input.string('password', { max: 200, trim: false });
    input.done();
    await this.members.requirePassword(me.id, password);
    const account = await this.accounts.register(me.id, await this.members.accountHolderName(me.id), { bankCode, accountNumber: accountNumber.trim(), holderName });
    return { bank_code: account.bank_code, bank_name: account.bank_name, account_number: account.account_number, holder_name: account.holder_name, status: account.status };
  }
}
