// Operators: the borrower's credit (money paid beyond what the loan owes) paid back to them.
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { bodyOf, uuidOf } from '../../shared/http/schema';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { RefundBorrowerCredit } from '../commands/refund-borrower-credit.command';
import { loanLockKeys } from '../loan-streams';
import { loanStreamId } from '../loan.events';
import { ADMIN_REFUND_BORROWER_CREDIT } from './admin-borrower-refunds.schema';

@Controller('admin')
@Roles('operator')
export class AdminBorrowerRefundsController {
  constructor(private readonly commands: CommandGateway) {}

  /** {amount}: at most the loan's credit; refused (invalid_input, fields.amount) beyond it. */
  @Post('products/:id/borrower_refunds')
  @HttpCode(201)
  refund(@CurrentUser() user: SessionUser, @Param('id') id: string, @Body() body: unknown) {
    // The id first: a bad one is answered before the body is looked at.
    const productId = uuidOf(id);
    const { amount: amountWon } = bodyOf(ADMIN_REFUND_BORROWER_CREDIT, body);
    return this.commands.execute(RefundBorrowerCredit, { productId, amountWon }, {
      actorId: user.id,
      partitionKey: loanStreamId(productId),
      lockKeys: loanLockKeys(productId),
    });
  }
}
