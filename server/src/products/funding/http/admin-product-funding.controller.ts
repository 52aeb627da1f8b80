// Operators: lower a raising product's target (its investors then confirm again or cancel within
// the window, 온투법 12조③) and read a product's investments with the disclosure version each
// investor confirmed and where their reconfirmation stands.
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { DomainError } from '../../../shared/errors/domain-error';
import { CurrentUser, Roles, SessionUser } from '../../../shared/http/auth.decorators';
import { BodyReader, uuidParam } from '../../../shared/http/validation';
import { CommandGateway } from '../../../shared/queue/command-gateway';
import { productStreamId } from '../../product.events';
import { ProductQueries } from '../../queries/product.queries';
import { LowerProductTarget } from '../funding.commands';
import { AdminInvestmentLine, FundingQueries } from '../funding.queries';

/** The window investors get to answer, in hours: a day by default, at most a week. */
export const DEFAULT_RECONFIRM_HOURS = 24;
export const MAX_RECONFIRM_HOURS = 168;

@Roles('operator')
@Controller('admin/products')
export class AdminProductFundingController {
  constructor(
    private readonly commands: CommandGateway,
    private readonly products: ProductQueries,
    private readonly funding: FundingQueries,
  ) {}

  @Post(':id/lower_target')
  @HttpCode(200)
  async lowerTarget(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser) {
    const productId = uuidParam(id);
    const input = new BodyReader(body, ['target_amount', 'reconfirm_hours']);
    const targetAmountWon = input.integer('target_amount', { min: 10_000 });
    const reconfirmHours = input.integer('reconfirm_hours', { min: 1, max: MAX_RECONFIRM_HOURS, optional: true }) || DEFAULT_RECONFIRM_HOURS;
    input.done();
    if (!(await this.products.rowById(productId))) throw new DomainError('no_such_product');
    return this.commands.execute(LowerProductTarget, { productId, targetAmountWon, reconfirmHours }, { actorId: user.id, partitionKey: productStreamId(productId) });
  }

  @Get(':id/investments')
  async investments(@Param('id') id: string): Promise<{ items: AdminInvestmentLine[] }> {
    const productId = uuidParam(id);
    if (!(await this.products.rowById(productId))) throw new DomainError('no_such_product');
    return { items: await this.funding.forOperators(productId) };
  }
}
