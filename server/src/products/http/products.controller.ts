// Public product reads: GET /api/products, /api/products/{id}, /api/stats.
import { Controller, Get, Query } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { CurrentUser, Public, SessionUser } from '../../shared/http/auth.decorators';
import { PublicCache } from '../../shared/http/public-cache.interceptor';
import { queryOf, QueryOf, UuidParam, ValidQuery } from '../../shared/http/schema';
import { DEFAULT_PREVIEW_AMOUNT_WON, ProductQueries } from '../queries/product.queries';
import { parseListFilter } from '../queries/product-list-filter';
import { StatsQueries } from '../queries/stats.queries';
import { GET_PRODUCT, LIST_PRODUCTS } from './products.schema';

@Controller()
export class ProductsController {
  constructor(private readonly products: ProductQueries, private readonly stats: StatsQueries, private readonly clock: BusinessClock) {}

  @Public()
  @PublicCache('products')
  @Get('products')
  list(@Query() query: Record<string, unknown>) {
    const { page = 1, size = 20 } = queryOf(LIST_PRODUCTS, query);
    return this.products.list(parseListFilter(query, { page, size, offset: (page - 1) * size }));
  }

  /** `?amount=` sets the payout preview's amount (default 1,000,000 won). */
  @Public()
  // An investor-only product's page depends on who asks: never shared.
  @PublicCache('products', (product) => !(product as { investor_only: boolean }).investor_only)
  @Get('products/:id')
  detail(@UuidParam('id') productId: string, @ValidQuery(GET_PRODUCT) query: QueryOf<typeof GET_PRODUCT>, @CurrentUser() user: SessionUser | undefined) {
    return this.products.detail(productId, user, query.amount ?? DEFAULT_PREVIEW_AMOUNT_WON);
  }

  @Public()
  @Get('stats')
  statistics() {
    return this.stats.stats(this.clock.now());
  }
}
