import { Module } from '@nestjs/common';
import { WalletModule } from '../wallet';
import { PayoutPolicyReader } from './disclosure/payout-policy.reader';
import { ProductDisclosures } from './disclosure/product-disclosures';
import { FundingDeadlineScheduler } from './funding/funding-deadline.scheduler';
import { FundingDeadlineSweep } from './funding/funding-deadline.sweep';
import { FundingQueries } from './funding/funding.queries';
import { AdminProductFundingController } from './funding/http/admin-product-funding.controller';
import { ReconfirmationsController } from './funding/http/reconfirmations.controller';
import { ReconfirmationExpiryScheduler } from './funding/reconfirmation-expiry.scheduler';
import { AdminProductsController } from './http/admin-products.controller';
import { ProductsController } from './http/products.controller';
import { ProductOpeningScheduler } from './product-opening.scheduler';
import { ProductStreams } from './product-streams';
import { SoldOutProducts } from './sold-out-products';
import { ProductQueries } from './queries/product.queries';
import { StatsQueries } from './queries/stats.queries';
import { manifestProviders } from '../shared/manifest/manifest-providers';
import { productsManifest } from './products.manifest';

@Module({
  imports: [WalletModule],
  controllers: [ProductsController, AdminProductsController, AdminProductFundingController, ReconfirmationsController],
  providers: [
    ...manifestProviders(productsManifest),
    ProductStreams,
    ProductQueries,
    SoldOutProducts,
    StatsQueries,
    ProductOpeningScheduler,
    PayoutPolicyReader,
    ProductDisclosures,
    FundingQueries,
    ReconfirmationExpiryScheduler,
    FundingDeadlineSweep,
    FundingDeadlineScheduler,
  ],
  exports: [ProductStreams, ProductQueries, SoldOutProducts, ProductDisclosures, FundingDeadlineSweep],
})
export class ProductsModule {}
