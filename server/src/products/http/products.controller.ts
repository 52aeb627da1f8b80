// Public product reads: GET /api/products, /api/products/{id}, /api/stats.
import { Controller, Get, Param, Query } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { CurrentUser, Public, SessionUser } from '../../shared/http/auth.decorators';
import { PublicCache } from '../../shared/http/public-cache.interceptor';
import { pageQuery, uuidParam } from '../../shared/http/validation';
import { invalidInput } from '../../shared/errors/domain-error';
import { DEFAULT_PREVIEW_AMOUNT_WON, ProductQueries } from '../queries/product.queries';
import { parseListFilter } from '../queries/product-list-filter';
import { StatsQueries } from '../queries/stats.queries';

const MAX_PREVIEW_WON = 10_000_000_000;

@Controller()
export class ProductsController {
  constructor(private readonly products: ProductQueries, private readonly stats: StatsQueries, private readonly clock: BusinessClock) {}

  @Public()
  @PublicCache('products')
  @Get('products')
  list(@Query() query: Record<string, unknown>) {
    const { page, size, ...filters } = query;
    return this.products.list(parseListFilter(filters, pageQuery({ page, size })));
  }

  /** `?amount=` sets the payout preview's amount (default 1,000,000 won). */
  @Public()
  // An investor-only product's page depends on who asks: never shared.
  @PublicCache('products', (product) => !(product as { investor_only: boolean }).investor_only)
  @Get('products/:id')
  detail(@Param('id') id: string, @Query('amount') amount: string | undefined, @CurrentUser() user: SessionUser | undefined) {
    const productId = uuidParam(id);
    const previewWon = amount === undefined ? DEFAULT_PREVIEW_AMOUNT_WON : Number(amount);
    if (!Number.isSafeInteger(previewWon) || previewWon <= 0 || previewWon > MAX_PREVIEW_WON) throw invalidInput({ amount: 'invalid_value' });
    return this.products.detail(productId, user, previewWon);
  }

  @Public()
  @Get('stats')
  statistics() {
    return this.stats.stats(this.clock.now());
  }
}
