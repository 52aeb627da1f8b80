import { Module } from '@nestjs/common';
import { ProductsModule } from '../products';
import { BasketService } from './basket/basket.service';
import { PlaceInvestmentsHandler } from './commands/place-investments.handler';
import { BasketController } from './http/basket.controller';
import { InvestmentsController } from './http/investments.controller';
import { AdminLimitPolicyController } from './limits/http/admin-limit-policy.controller';
import { InvestLimitPolicy } from './limits/limit-policy';
import { DocumentRetentionSubscriber } from './documents/document-retention.subscriber';
import { InvestmentDocumentIssuer } from './documents/document-issuer';
import { InvestmentDocumentsController } from './http/investment-documents.controller';
import { InvestmentDocumentsQuery } from './documents/investment-documents.query';
import { LimitUsageReader } from './limits/limit-usage.reader';
import { InvestmentQueries } from './queries/investment.queries';
import { InvestTickets } from './tickets/invest-tickets';
import { WalletFacts } from './wallet-facts';
import { DemoLoanHistoryTask, DemoProductsTask } from './startup/demo-products.task';
import { RegistryModule } from '../registry';
import { WalletModule } from '../wallet';
import { IdentityModule } from '../identity';
import { manifestProviders } from '../shared/manifest/manifest-providers';
import { investingManifest } from './investing.manifest';

@Module({
  imports: [ProductsModule, RegistryModule, WalletModule, IdentityModule],
  controllers: [BasketController, InvestmentsController, AdminLimitPolicyController, InvestmentDocumentsController],
  providers: [
    ...manifestProviders(investingManifest),
    BasketService,
    InvestTickets,
    LimitUsageReader,
    InvestLimitPolicy,
    InvestmentQueries,
    WalletFacts,
    InvestmentDocumentIssuer,
    InvestmentDocumentsQuery,
    DocumentRetentionSubscriber,
    DemoProductsTask,
    DemoLoanHistoryTask,
  ],
  exports: [LimitUsageReader, InvestLimitPolicy, InvestmentQueries, BasketService, PlaceInvestmentsHandler, InvestTickets, InvestmentDocumentIssuer],
})
export class InvestingModule {}
