// The investor's side of a lowered target: the investments waiting for an answer, and keeping
// one (canceling is DELETE /investments/{id}, allowed while the answer is pending).
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { DomainError } from '../../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../../shared/http/auth.decorators';
import { QueryOf, UuidParam, ValidQuery } from '../../../shared/http/schema';
import { CommandGateway } from '../../../shared/queue/command-gateway';
import { productStreamId } from '../../product.events';
import { ReconfirmInvestment } from '../funding.commands';
import { FundingQueries } from '../funding.queries';
import type { PendingReconfirmation } from './funding-answers.schema';
import { LIST_RECONFIRMATIONS } from './funding.schema';

@Controller('investments')
export class ReconfirmationsController {
  constructor(private readonly commands: CommandGateway, private readonly funding: FundingQueries) {}

  /** `?product_id=` narrows to one product (the product page asks for its own). */
  @Get('reconfirmations')
  async pending(@ValidQuery(LIST_RECONFIRMATIONS) query: QueryOf<typeof LIST_RECONFIRMATIONS>, @CurrentUser() user: SessionUser): Promise<{ items: PendingReconfirmation[] }> {
    return { items: await this.funding.pendingFor(user.id, query.product_id) };
  }

  @Post(':id/reconfirm')
  @HttpCode(200)
  async reconfirm(@UuidParam('id') investmentId: string, @CurrentUser() user: SessionUser) {
    const row = await this.funding.investment(investmentId);
    if (!row || row.user_id !== user.id) throw new DomainError('not_found');
    return this.commands.execute(ReconfirmInvestment, { productId: row.product_id, investmentId, userId: user.id }, {
      actorId: user.id, partitionKey: productStreamId(row.product_id),
    });
  }
}
