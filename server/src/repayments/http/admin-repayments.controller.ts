// Operators: borrower payments in, loans and their installments out (docs/api.md "Operators").
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { BusinessClock } from '../../shared/business-clock';
import { invalidInput } from '../../shared/errors/domain-error';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { BodyReader, uuidParam } from '../../shared/http/validation';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { uuidFrom } from '../../shared/ids';
import { RecordBorrowerPayment } from '../commands/record-borrower-payment.command';
import { loanLockKeys } from '../loan-streams';
import { loanStreamId } from '../loan.events';
import { LoanAdminQuery } from '../queries/loan-admin.query';
import { RepaymentPolicy } from '../repayment-policy';

/** A single borrower payment above this is a typo, not a loan (10 billion won). */
const MAX_PAYMENT_WON = 10_000_000_000;

@Controller('admin')
@Roles('operator')
export class AdminRepaymentsController {
  constructor(
    private readonly commands: CommandGateway,
    private readonly loans: LoanAdminQuery,
    private readonly policy: RepaymentPolicy,
    private readonly clock: BusinessClock,
  ) {}

  @Get('repayment_policy')
  showPolicy() {
    return this.policy.view();
  }

  /**
   * {platform_registered?, fee_bp?, effective_on?}: from `effective_on` (default the business
   * today, never earlier) taxes of payments follow it, and loans executed then record its fee.
   */
  @Put('repayment_policy')
  setPolicy(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    const reader = new BodyReader(body, ['platform_registered', 'fee_bp', 'effective_on']);
    const platformRegistered = reader.raw('platform_registered') === undefined ? undefined : reader.boolean('platform_registered');
    const feeBp = reader.raw('fee_bp') === undefined ? undefined : reader.integer('fee_bp', { min: 0, max: 10_000 });
    const effectiveOn = reader.date('effective_on', { optional: true });
    reader.done();
    return this.policy.set({ platformRegistered, feeBp, effectiveOn }, user.id);
  }

  @Post('products/:id/borrower_repayments')
  @HttpCode(201)
  async record(@CurrentUser() user: SessionUser, @Param('id') id: string, @Body() body: unknown, @Headers('idempotency-key') key?: string) {
    const productId = uuidParam(id);
    const reader = new BodyReader(body, ['amount', 'paid_on']);
    const amountWon = reader.integer('amount', { min: 1, max: MAX_PAYMENT_WON });
    const paidOn = reader.date('paid_on');
    reader.done();
    // Money cannot arrive on a day the calendar has not reached: it would settle installments early.
    await this.clock.refresh();
    if (paidOn > this.clock.today()) throw invalidInput({ paid_on: 'after_business_today' });
    if (key !== undefined && (key.length === 0 || key.length > 200)) throw invalidInput({ 'idempotency-key': 'invalid_value' });
    const commandId = key ? uuidFrom(`${user.id}:borrower_repayment:${key}`) : randomUUID();
    return this.commands.execute(RecordBorrowerPayment, { productId, paymentId: commandId, amountWon, paidOn }, {
      commandId,
      actorId: user.id,
      partitionKey: loanStreamId(productId),
      lockKeys: loanLockKeys(productId),
    });
  }

  @Get('loans')
  list(@Query('status') status?: string) {
    return this.loans.list(status || undefined);
  }

  @Get('loans/:id')
  detail(@Param('id') id: string) {
    return this.loans.detail(uuidParam(id));
  }
}
