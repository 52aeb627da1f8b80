// Operators: the borrower's credit (money paid beyond what the loan owes) paid back to them.
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { BodyReader, uuidParam } from '../../shared/http/validation';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { RefundBorrowerCredit } from '../commands/refund-borrower-credit.command';
import { loanLockKeys } from '../loan-streams';
import { loanStreamId } from '../loan.events';

@Controller('admin')
@Roles('operator')
export class AdminBorrowerRefundsController {
  constructor(private readonly commands: CommandGateway) {}

  /** {amount}: at most the loan's credit; refused (invalid_input, fields.amount) beyond it. */
  @Post('products/:id/borrower_refunds')
  @HttpCode(201)
  refund(@CurrentUser() user: SessionUser, @Param('id') id: string, @Body() body: unknown) {
    const productId = uuidParam(id);
    const reader = new BodyReader(body, ['amount']);
    const amountWon = reader.integer('amount', { min: 1, max: Number.MAX_SAFE_INTEGER });
    reader.done();
    return this.commands.execute(RefundBorrowerCredit, { productId, amountWon }, {
      actorId: user.id,
      partitionKey: loanStreamId(productId),
      lockKeys: loanLockKeys(productId),
    });
  }
}
