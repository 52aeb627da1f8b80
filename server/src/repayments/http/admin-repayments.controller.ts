// Operators: borrower payments in, loans and their installments out (docs/api.md "Operators").
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { invalidInput } from '../../shared/errors/domain-error';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { BodyOf, bodyOf, idempotencyKeyOf, QueryOf, UuidParam, uuidOf, ValidBody, ValidQuery } from '../../shared/http/schema';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { uuidFrom } from '../../shared/ids';
import { RecordBorrowerPayment } from '../commands/record-borrower-payment.command';
import { loanLockKeys } from '../loan-streams';
import { loanStreamId } from '../loan.events';
import { LoanAdminQuery } from '../queries/loan-admin.query';
import { LoanPaymentsQuery } from '../queries/loan-payments.query';
import { RepaymentPolicy } from '../repayment-policy';
import { ADMIN_LIST_LOANS, ADMIN_RECORD_BORROWER_REPAYMENT, ADMIN_SET_REPAYMENT_POLICY, MAX_KEY_LENGTH } from './admin-repayments.schema';

@Controller('admin')
@Roles('operator')
export class AdminRepaymentsController {
  constructor(
    private readonly commands: CommandGateway,
    private readonly loans: LoanAdminQuery,
    private readonly loanPayments: LoanPaymentsQuery,
    private readonly policy: RepaymentPolicy,
    private readonly clock: BusinessClock,
  ) {}

  @Get('repayment_policy')
  showPolicy() {
    return this.policy.view();
  }

  /**
   * {platform_registered?, fee_bp?, effective_on?}: from `effective_on` (default the business
   * today, never earlier) taxes of payments follow it, and loans executed then record its fee,
   * late interest and maximum rate; `acceleration_days` is what the daily run judges by.
   */
  @Put('repayment_policy')
  setPolicy(@CurrentUser() user: SessionUser, @ValidBody(ADMIN_SET_REPAYMENT_POLICY) input: BodyOf<typeof ADMIN_SET_REPAYMENT_POLICY>) {
    return this.policy.set(input, user.id);
  }

  /**
   * A borrower payment, under the operator's `Idempotency-Key` (required): the key, scoped to the
   * operator, is the command's id, so the command inbox books a repeat once and answers it with
   * the first outcome, and answers the key with another body `duplicate_ticket` (as withdrawals).
   */
  @Post('products/:id/borrower_repayments')
  @HttpCode(201)
  async record(@CurrentUser() user: SessionUser, @Param('id') id: string, @Body() body: unknown, @Headers('idempotency-key') key?: string) {
    const productId = uuidOf(id);
    const { amountWon, paidOn } = await this.payment(body);
    const commandId = uuidFrom(`${user.id}:borrower_repayment:${idempotencyKeyOf(key, MAX_KEY_LENGTH)}`);
    return this.commands.execute(RecordBorrowerPayment, { productId, paymentId: commandId, amountWon, paidOn }, {
      commandId,
      actorId: user.id,
      partitionKey: loanStreamId(productId),
      lockKeys: loanLockKeys(productId),
    });
  }

  /** The same payment as a dry run: where it would go on the loan as it stands; nothing is booked. */
  @Post('products/:id/borrower_repayments/preview')
  @HttpCode(200)
  async preview(@Param('id') id: string, @Body() body: unknown) {
    const productId = uuidOf(id);
    const { amountWon, paidOn } = await this.payment(body);
    return this.loanPayments.preview(productId, amountWon, paidOn, this.clock.now());
  }

  /** `{amount, paid_on}` of a borrower payment, read the same for the payment and its preview. */
  private async payment(body: unknown): Promise<{ amountWon: number; paidOn: string }> {
    const { amount: amountWon, paid_on: paidOn } = bodyOf(ADMIN_RECORD_BORROWER_REPAYMENT, body);
    // Money cannot arrive on a day the calendar has not reached: it would settle installments early.
    await this.clock.refresh();
    if (paidOn > this.clock.today()) throw invalidInput({ paid_on: 'after_business_today' });
    return { amountWon, paidOn };
  }

  @Get('loans')
  list(@ValidQuery(ADMIN_LIST_LOANS) query: QueryOf<typeof ADMIN_LIST_LOANS>) {
    return this.loans.list(query.status);
  }

  @Get('loans/:id')
  detail(@UuidParam('id') id: string) {
    return this.loans.detail(id);
  }
}
