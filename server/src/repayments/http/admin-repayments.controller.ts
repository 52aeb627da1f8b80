// Operators: borrower payments in, loans and their installments out (docs/api.md "Operators").
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { invalidInput } from '../../shared/errors/domain-error';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { BodyReader, idempotencyKeyHeader, uuidParam } from '../../shared/http/validation';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { uuidFrom } from '../../shared/ids';
import { RecordBorrowerPayment } from '../commands/record-borrower-payment.command';
import { loanLockKeys } from '../loan-streams';
import { loanStreamId } from '../loan.events';
import { LoanAdminQuery } from '../queries/loan-admin.query';
import { LoanPaymentsQuery } from '../queries/loan-payments.query';
import { RepaymentPolicy } from '../repayment-policy';
import { PRODUCT_TYPES } from '../../products';

/** A single borrower payment above this is a typo, not a loan (10 billion won). */
const MAX_PAYMENT_WON = 10_000_000_000;
/** The longest Idempotency-Key an operator's client may send (printable ASCII). */
const MAX_KEY_LENGTH = 200;

/** An optional list of product types (`["credit"]`): anything else is `invalid_value`. */
function productTypesOf(reader: BodyReader, field: string): string[] | undefined {
  const raw = reader.raw(field);
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || raw.some((t) => typeof t !== 'string' || !(PRODUCT_TYPES as readonly string[]).includes(t))) {
    reader.fail(field, 'invalid_value');
    return undefined;
  }
  return [...new Set(raw as string[])];
}

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
  setPolicy(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    const reader = new BodyReader(body, [
      'platform_registered', 'fee_bp', 'transfer_fee_bp', 'late_interest_bp', 'max_rate_bp', 'acceleration_days', 'personal_debtor_types', 'personal_debtor_max_principal',
      'acceleration_notice_days', 'effective_on',
    ]);
    const optionalInt = (field: string, range: { min: number; max: number }) => (reader.raw(field) === undefined ? undefined : reader.integer(field, range));
    const platformRegistered = reader.raw('platform_registered') === undefined ? undefined : reader.boolean('platform_registered');
    const feeBp = optionalInt('fee_bp', { min: 0, max: 10_000 });
    const transferFeeBp = optionalInt('transfer_fee_bp', { min: 0, max: 10_000 });
    const lateInterestBp = optionalInt('late_interest_bp', { min: 0, max: 10_000 });
    const maxRateBp = optionalInt('max_rate_bp', { min: 0, max: 10_000 });
    const accelerationDays = optionalInt('acceleration_days', { min: 1, max: 3650 });
    const personalDebtorMaxPrincipalWon = optionalInt('personal_debtor_max_principal', { min: 0, max: 10_000_000_000 });
    const accelerationNoticeDays = optionalInt('acceleration_notice_days', { min: 0, max: 365 });
    const personalDebtorTypes = productTypesOf(reader, 'personal_debtor_types');
    const effectiveOn = reader.date('effective_on', { optional: true });
    reader.done();
    return this.policy.set({
      platformRegistered, feeBp, transferFeeBp, lateInterestBp, maxRateBp, accelerationDays, personalDebtorTypes, personalDebtorMaxPrincipalWon, accelerationNoticeDays, effectiveOn,
    }, user.id);
  }

  /**
   * A borrower payment, under the operator's `Idempotency-Key` (required): the key, scoped to the
   * operator, is the command's id, so the command inbox books a repeat once and answers it with
   * the first outcome, and answers the key with another body `duplicate_ticket` (as withdrawals).
   */
  @Post('products/:id/borrower_repayments')
  @HttpCode(201)
  async record(@CurrentUser() user: SessionUser, @Param('id') id: string, @Body() body: unknown, @Headers('idempotency-key') key?: string) {
    const productId = uuidParam(id);
    const { amountWon, paidOn } = await this.payment(body);
    const commandId = uuidFrom(`${user.id}:borrower_repayment:${idempotencyKeyHeader(key, MAX_KEY_LENGTH)}`);
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
    const productId = uuidParam(id);
    const { amountWon, paidOn } = await this.payment(body);
    return this.loanPayments.preview(productId, amountWon, paidOn, this.clock.now());
  }

  /** `{amount, paid_on}` of a borrower payment, read the same for the payment and its preview. */
  private async payment(body: unknown): Promise<{ amountWon: number; paidOn: string }> {
    const reader = new BodyReader(body, ['amount', 'paid_on']);
    const amountWon = reader.integer('amount', { min: 1, max: MAX_PAYMENT_WON });
    const paidOn = reader.date('paid_on');
    reader.done();
    // Money cannot arrive on a day the calendar has not reached: it would settle installments early.
    await this.clock.refresh();
    if (paidOn > this.clock.today()) throw invalidInput({ paid_on: 'after_business_today' });
    return { amountWon, paidOn };
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
