// The investor's side of a lowered target: the investments waiting for an answer, and keeping
// one (canceling is DELETE /investments/{id}, allowed while the answer is pending).
import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { DomainError } from '../../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../../shared/http/auth.decorators';
import { uuidParam } from '../../../shared/http/validation';
import { CommandGateway } from '../../../shared/queue/command-gateway';
import { productStreamId } from '../../product.events';
import { ReconfirmInvestment } from '../funding.commands';
import { FundingQueries, PendingReconfirmation } from '../funding.queries';

@Controller('investments')
export class ReconfirmationsController {
  constructor(private readonly commands: CommandGateway, private readonly funding: FundingQueries) {}

  /** `?product_id=` narrows to one product (the product page asks for its own). */
  @Get('reconfirmations')
  async pending(@Query('product_id') productId: string | undefined, @CurrentUser() user: SessionUser): Promise<{ items: PendingReconfirmation[] }> {
    const id = productId === undefined ? undefined : uuidParam(productId, 'product_id');
    return { items: await this.funding.pendingFor(user.id, id) };
  }

  @Post(':id/reconfirm')
  @HttpCode(200)
  async reconfirm(@Param('id') id: string, @CurrentUser() user: SessionUser) {
    const investmentId = uuidParam(id);
    const row = await this.funding.investment(investmentId);
    if (!row || row.user_id !== user.id) throw new DomainError('not_found');
    return this.commands.execute(ReconfirmInvestment, { productId: row.product_id, investmentId, userId: user.id }, {
      actorId: user.id, partitionKey: productStreamId(row.product_id),
    });
  }
}
