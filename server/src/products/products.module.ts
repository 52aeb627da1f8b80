import { Module } from '@nestjs/common';
import { CancelProductHandler } from './commands/cancel-product.handler';
import { ChangeProductStatusHandler } from './commands/change-product-status.handler';
import { ExecuteProductHandler } from './commands/execute-product.handler';
import { RegisterProductHandler } from './commands/register-product.handler';
import { UpdateProductHandler } from './commands/update-product.handler';
import { AdminProductsController } from './http/admin-products.controller';
import { ProductsController } from './http/products.controller';
import { ProductOpeningScheduler } from './product-opening.scheduler';
import { ProductStreams } from './product-streams';
import { SoldOutProducts } from './sold-out-products';
import { ProductsProjection } from './projections/products.projection';
import { ProductQueries } from './queries/product.queries';
import { StatsQueries } from './queries/stats.queries';

@Module({
  controllers: [ProductsController, AdminProductsController],
  providers: [
    ProductStreams,
    ProductQueries,
    SoldOutProducts,
    StatsQueries,
    ProductsProjection,
    ProductOpeningScheduler,
    RegisterProductHandler,
    UpdateProductHandler,
    ChangeProductStatusHandler,
    CancelProductHandler,
    ExecuteProductHandler,
  ],
  exports: [ProductStreams, ProductQueries, SoldOutProducts],
})
export class ProductsModule {}
