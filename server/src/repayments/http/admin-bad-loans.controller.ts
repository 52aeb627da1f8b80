// Operators: the steps of a loan that went bad (docs/api.md "Loans that go bad") — acceleration,
// recovery, sale, write-off — each under the operator's Idempotency-Key (the command id, scoped to
// the operator: a repeat is booked once and answered with the first outcome), and each with a dry
// run (`/preview`) that the screen shows in its confirmation before anything moves.
import { Body, Controller, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BusinessClock } from '../../shared/business-clock';
import { one } from '../../shared/database/sql';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { bodyOf, idempotencyKeyOf, uuidOf } from '../../shared/http/schema';
import { uuidFrom } from '../../shared/ids';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { investorLockKeys } from '../../wallet';
import { LoanStep, RunLoanStep } from '../bad-loans/loan-step.command';
import { LoanStepsQuery } from '../bad-loans/loan-steps.query';
import { loanLockKeys } from '../loan-streams';
import { loanStreamId } from '../loan.events';
import { ACCELERATE_LOAN, RECORD_RECOVERY, SELL_LOAN, WRITE_OFF_LOAN } from './admin-bad-loans.schema';
import { MAX_KEY_LENGTH } from './admin-repayments.schema';

const STEPS = { accelerate: 'accelerate', recoveries: 'recovery', sale: 'sale', write_off: 'write_off' } as const;
type StepPath = keyof typeof STEPS;

@Controller('admin/products')
@Roles('operator')
export class AdminBadLoansController {
  constructor(
    private readonly commands: CommandGateway,
    private readonly steps: LoanStepsQuery,
    private readonly clock: BusinessClock,
    private readonly dataSource: DataSource,
  ) {}

  @Post(':id/accelerate/preview')
  @HttpCode(200)
  previewAccelerate(@Param('id') id: string, @Body() body: unknown) {
    return this.preview(id, 'accelerate', body);
  }

  @Post(':id/recoveries/preview')
  @HttpCode(200)
  previewRecovery(@Param('id') id: string, @Body() body: unknown) {
    return this.preview(id, 'recoveries', body);
  }

  @Post(':id/sale/preview')
  @HttpCode(200)
  previewSale(@Param('id') id: string, @Body() body: unknown) {
    return this.preview(id, 'sale', body);
  }

  @Post(':id/write_off/preview')
  @HttpCode(200)
  previewWriteOff(@Param('id') id: string, @Body() body: unknown) {
    return this.preview(id, 'write_off', body);
  }

  private async preview(id: string, path: StepPath, body: unknown) {
    const productId = uuidOf(id);
    return this.steps.preview(productId, await this.stepOf(path, body));
  }

  @Post(':id/accelerate')
  @HttpCode(200)
  accelerate(@CurrentUser() user: SessionUser, @Param('id') id: string, @Body() body: unknown, @Headers('idempotency-key') key?: string) {
    return this.run(user, id, 'accelerate', body, key);
  }

  @Post(':id/recoveries')
  @HttpCode(200)
  recover(@CurrentUser() user: SessionUser, @Param('id') id: string, @Body() body: unknown, @Headers('idempotency-key') key?: string) {
    return this.run(user, id, 'recoveries', body, key);
  }

  @Post(':id/sale')
  @HttpCode(200)
  sell(@CurrentUser() user: SessionUser, @Param('id') id: string, @Body() body: unknown, @Headers('idempotency-key') key?: string) {
    return this.run(user, id, 'sale', body, key);
  }

  @Post(':id/write_off')
  @HttpCode(200)
  writeOff(@CurrentUser() user: SessionUser, @Param('id') id: string, @Body() body: unknown, @Headers('idempotency-key') key?: string) {
    return this.run(user, id, 'write_off', body, key);
  }

  private async run(user: SessionUser, id: string, path: StepPath, body: unknown, key: string | undefined) {
    const productId = uuidOf(id);
    const step = await this.stepOf(path, body);
    const stepId = uuidFrom(`${user.id}:loan_step:${idempotencyKeyOf(key, MAX_KEY_LENGTH)}`);
    // Every investor's wallet the step may write is locked with the loan (their ids are fixed at execution).
    const loan = await one<{ investors: { id: string }[] }>(this.dataSource, `SELECT investors FROM loans WHERE product_id = $1`, [productId]);
    const lockKeys = [...loanLockKeys(productId), ...investorLockKeys((loan?.investors ?? []).map((p) => p.id))];
    return this.commands.execute(RunLoanStep, { productId, stepId, step }, { commandId: stepId, actorId: user.id, partitionKey: loanStreamId(productId), lockKeys });
  }

  /** The step's body, read the same for the step and its preview (against the step's schema). */
  private async stepOf(path: StepPath, body: unknown): Promise<LoanStep> {
    await this.clock.refresh();
    switch (STEPS[path]) {
      case 'accelerate': {
        const { on, reason } = bodyOf(ACCELERATE_LOAN.step, body);
        return { kind: 'accelerate', on, reason };
      }
      case 'recovery': {
        const input = bodyOf(RECORD_RECOVERY.step, body);
        return { kind: 'recovery', amountWon: input.amount, receivedOn: input.received_on, source: input.source, costsWon: input.costs ?? 0, memo: input.memo ?? '' };
      }
      case 'sale': {
        const input = bodyOf(SELL_LOAN.step, body);
        return { kind: 'sale', priceWon: input.price, buyerName: input.buyer_name, soldOn: input.sold_on, costsWon: input.costs ?? 0 };
      }
      case 'write_off': {
        const { on, reason } = bodyOf(WRITE_OFF_LOAN.step, body);
        return { kind: 'write_off', on, reason };
      }
    }
  }
}
