import { Module } from '@nestjs/common';
import { WalletModule } from '../wallet';
import { CancelProductHandler } from './commands/cancel-product.handler';
import { ChangeProductStatusHandler } from './commands/change-product-status.handler';
import { ExecuteProductHandler } from './commands/execute-product.handler';
import { RegisterProductHandler } from './commands/register-product.handler';
import { UpdateProductHandler } from './commands/update-product.handler';
import { PayoutPolicyReader } from './disclosure/payout-policy.reader';
import { ProductDisclosures } from './disclosure/product-disclosures';
import { ExpireReconfirmationsHandler } from './funding/expire-reconfirmations.handler';
import { FundingDeadlineScheduler } from './funding/funding-deadline.scheduler';
import { FundingDeadlineSweep } from './funding/funding-deadline.sweep';
import { FundingQueries } from './funding/funding.queries';
import { AdminProductFundingController } from './funding/http/admin-product-funding.controller';
import { ReconfirmationsController } from './funding/http/reconfirmations.controller';
import { LowerProductTargetHandler } from './funding/lower-product-target.handler';
import { ReconfirmInvestmentHandler } from './funding/reconfirm-investment.handler';
import { ReconfirmationExpiryScheduler } from './funding/reconfirmation-expiry.scheduler';
import { AdminProductsController } from './http/admin-products.controller';
import { ProductsController } from './http/products.controller';
import { ProductOpeningScheduler } from './product-opening.scheduler';
import { ProductStreams } from './product-streams';
import { SoldOutProducts } from './sold-out-products';
import { ProductsProjection } from './projections/products.projection';
import { ProductQueries } from './queries/product.queries';
import { StatsQueries } from './queries/stats.queries';

@Module({
  imports: [WalletModule],
  controllers: [ProductsController, AdminProductsController, AdminProductFundingController, ReconfirmationsController],
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
    PayoutPolicyReader,
    ProductDisclosures,
    FundingQueries,
    LowerProductTargetHandler,
    ReconfirmInvestmentHandler,
    ExpireReconfirmationsHandler,
    ReconfirmationExpiryScheduler,
    FundingDeadlineSweep,
    FundingDeadlineScheduler,
  ],
  exports: [ProductStreams, ProductQueries, SoldOutProducts, ProductDisclosures, FundingDeadlineSweep],
})
export class ProductsModule {}
