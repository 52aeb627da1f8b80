// POST /bank/notifications: the bank's signed deposit webhook. The signature is checked on the
// raw bytes before anything else: a bad one is 401 invalid_signature and nothing is recorded.
// The amount must be a positive safe integer (a fraction, a string, 1e300: 400 invalid_input);
// one out of bounds is still recorded and answered SUCCESS, so the bank does not resend it, and
// kept for an operator instead of credited (deposit-bounds.ts, issue 27).
import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DomainError } from '../../shared/errors/domain-error';
import { Public, SkipCsrf } from '../../shared/http/auth.decorators';
import { bodyOf } from '../../shared/http/schema';
import { validSignature } from '../bank/webhook-signature';
import { DepositNotifications } from '../deposits/deposit-notifications.service';
import { RECEIVE_BANK_NOTIFICATION } from './bank-notifications.schema';
import { RawBodyRequest } from './raw-body.hook';

@Controller('bank/notifications')
export class BankNotificationsController {
  constructor(
    private readonly notifications: DepositNotifications,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @Public()
  @SkipCsrf()
  @HttpCode(200)
  async receive(@Req() request: RawBodyRequest & { headers: Record<string, string | string[] | undefined> }, @Body() body: unknown): Promise<{ result: 'SUCCESS' }> {
    const raw = request.rawBody;
    if (!raw || !validSignature(raw, request.headers['x-bank-signature'], this.config.bankWebhookSecret)) throw new DomainError('invalid_signature');
    const { tid, type, account_number: accountNumber, amount: amountWon, depositor_name: depositorName, at } = bodyOf(RECEIVE_BANK_NOTIFICATION, body);
    await this.notifications.receive({ tid, type, accountNumber, amountWon, depositorName, at }, raw.toString('utf8'));
    return { result: 'SUCCESS' };
  }
}
