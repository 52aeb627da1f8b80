// Operators' product management: create, edit, and the lifecycle (open, suspend, resume,
// cancel, execute). Every change is a command on the product's stream.
import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../shared/errors/domain-error';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { pageQuery, uuidParam } from '../../shared/http/validation';
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
import { readProductTerms } from './product-terms.reader';

const ACTIONS = ['open', 'suspend', 'resume', 'cancel', 'execute'] as const;

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
    const { status, type, page, size } = query;
    return this.products.adminList(parseListFilter({ status, type }, pageQuery({ page, size })));
  }

  @Get(':id')
  async one(@Param('id') id: string) {
    return this.products.adminView(null, uuidParam(id));
  }

  @Post()
  @HttpCode(201)
  create(@Body() body: unknown, @CurrentUser() user: SessionUser) {
    const terms = readProductTerms(body, false) as ProductTerms;
    const productId = randomUUID();
    return this.commands.execute(RegisterProduct, { productId, terms }, { actorId: user.id, partitionKey: productStreamId(productId) });
  }

  @Patch(':id')
  async update(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser) {
    const productId = uuidParam(id);
    const changes = readProductTerms(body, true);
    const current = await this.products.rowById(productId);
    if (!current) throw new DomainError('no_such_product');
    const opensAt = changes.opensAt ?? new Date(current.opens_at).toISOString();
    const closesAt = changes.closesAt ?? new Date(current.closes_at).toISOString();
    if (Date.parse(opensAt) >= Date.parse(closesAt)) throw new DomainError('invalid_input', { fields: { closes_at: 'before_opens_at' } });
    return this.commands.execute(UpdateProduct, { productId, changes }, { actorId: user.id, partitionKey: productStreamId(productId) });
  }

  @Post(':id/:action')
  @HttpCode(200)
  async lifecycle(@Param('id') id: string, @Param('action') action: string, @CurrentUser() user: SessionUser) {
    const productId = uuidParam(id);
    if (!(ACTIONS as readonly string[]).includes(action)) throw new DomainError('not_found');
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
