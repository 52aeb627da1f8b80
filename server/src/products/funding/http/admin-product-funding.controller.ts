// Operators: lower a raising product's target (its investors then confirm again or cancel within
// the window, 온투법 12조③) and read a product's investments with the disclosure version each
// investor confirmed and where their reconfirmation stands.
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { DomainError } from '../../../shared/errors/domain-error';
import { CurrentUser, Roles, SessionUser } from '../../../shared/http/auth.decorators';
import { BodyOf, UuidParam, ValidBody } from '../../../shared/http/schema';
import { CommandGateway } from '../../../shared/queue/command-gateway';
import { productStreamId } from '../../product.events';
import { ProductQueries } from '../../queries/product.queries';
import { LowerProductTarget } from '../funding.commands';
import { FundingQueries } from '../funding.queries';
import type { AdminInvestmentLine } from './funding-answers.schema';
import { ADMIN_LOWER_PRODUCT_TARGET, DEFAULT_RECONFIRM_HOURS } from './funding.schema';

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
  async lowerTarget(@UuidParam('id') productId: string, @ValidBody(ADMIN_LOWER_PRODUCT_TARGET) input: BodyOf<typeof ADMIN_LOWER_PRODUCT_TARGET>, @CurrentUser() user: SessionUser) {
    const targetAmountWon = input.target_amount;
    const reconfirmHours = input.reconfirm_hours || DEFAULT_RECONFIRM_HOURS;
    if (!(await this.products.rowById(productId))) throw new DomainError('no_such_product');
    return this.commands.execute(LowerProductTarget, { productId, targetAmountWon, reconfirmHours }, { actorId: user.id, partitionKey: productStreamId(productId) });
  }

  @Get(':id/investments')
  async investments(@UuidParam('id') productId: string): Promise<{ items: AdminInvestmentLine[] }> {
    if (!(await this.products.rowById(productId))) throw new DomainError('no_such_product');
    return { items: await this.funding.forOperators(productId) };
  }
}
