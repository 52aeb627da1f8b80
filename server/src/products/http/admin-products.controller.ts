// Operators' product management: create, edit, and the lifecycle (open, suspend, resume,
// cancel, execute). Every change is a command on the product's stream.
import { Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../shared/errors/domain-error';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { BodyOf, queryOf, UuidParam, ValidBody } from '../../shared/http/schema';
import { CommandFollowUps } from '../../shared/queue/command-follow-ups';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { CancelProduct } from '../commands/cancel-product.command';
import { ChangeProductStatus, StatusAction } from '../commands/change-product-status.command';
import { ExecuteProduct } from '../commands/execute-product.command';
import { RegisterProduct } from '../commands/register-product.command';
import { UpdateProduct } from '../commands/update-product.command';
import { productStreamId, ProductTerms } from '../product.events';
import { ProductQueries } from '../queries/product.queries';
import { parseListFilter } from '../queries/product-list-filter';
import { investorLockKeys } from '../../wallet';
import { ADMIN_CREATE_PRODUCT, ADMIN_LIST_PRODUCTS, ADMIN_UPDATE_PRODUCT, PRODUCT_ACTIONS } from './admin-products.schema';
import { productTerms } from './product-terms.schema';

@Roles('operator')
@Controller('admin/products')
export class AdminProductsController {
  constructor(
    private readonly commands: CommandGateway,
    private readonly products: ProductQueries,
    private readonly followUps: CommandFollowUps,
  ) {}

  @Get()
  list(@Query() query: Record<string, unknown>) {
    const { page = 1, size = 20 } = queryOf(ADMIN_LIST_PRODUCTS, query);
    return this.products.adminList(parseListFilter({ status: query.status, type: query.type }, { page, size, offset: (page - 1) * size }));
  }

  @Get(':id')
  async one(@UuidParam('id') id: string) {
    return this.products.adminView(null, id);
  }

  @Post()
  @HttpCode(201)
  create(@ValidBody(ADMIN_CREATE_PRODUCT) input: BodyOf<typeof ADMIN_CREATE_PRODUCT>, @CurrentUser() user: SessionUser) {
    const terms = productTerms(input, false) as ProductTerms;
    const productId = randomUUID();
    return this.commands.execute(RegisterProduct, { productId, terms }, { actorId: user.id, partitionKey: productStreamId(productId) });
  }

  @Patch(':id')
  async update(@UuidParam('id') productId: string, @ValidBody(ADMIN_UPDATE_PRODUCT) input: BodyOf<typeof ADMIN_UPDATE_PRODUCT>, @CurrentUser() user: SessionUser) {
    const changes = productTerms(input, true);
    const current = await this.products.rowById(productId);
    if (!current) throw new DomainError('no_such_product');
    const opensAt = changes.opensAt ?? new Date(current.opens_at).toISOString();
    const closesAt = changes.closesAt ?? new Date(current.closes_at).toISOString();
    if (Date.parse(opensAt) >= Date.parse(closesAt)) throw new DomainError('invalid_input', { fields: { closes_at: 'before_opens_at' } });
    return this.commands.execute(UpdateProduct, { productId, changes }, { actorId: user.id, partitionKey: productStreamId(productId) });
  }

  @Post(':id/:action')
  @HttpCode(200)
  async lifecycle(@UuidParam('id') productId: string, @Param('action') action: string, @CurrentUser() user: SessionUser) {
    if (!(PRODUCT_ACTIONS as readonly string[]).includes(action)) throw new DomainError('not_found');
    const partitionKey = productStreamId(productId);
    if (action === 'cancel' || action === 'execute') {
      // Every investor stream the step writes is locked with the product; an investor who joins
      // after this read is caught by the expected-version check and the command retried.
      const lockKeys = [partitionKey, ...investorLockKeys(await this.products.liveInvestorIds(productId))];
      const Command = action === 'cancel' ? CancelProduct : ExecuteProduct;
      const result = await this.commands.execute(Command, { productId }, { actorId: user.id, partitionKey, lockKeys });
      // The next screen reads what the execution starts (every investor's schedule): answer after it.
      await this.followUps.after(Command, { productId }, result);
      return result;
    }
    return this.commands.execute(ChangeProductStatus, { productId, action: action as StatusAction, by: 'operator' }, { actorId: user.id, partitionKey });
  }
}
