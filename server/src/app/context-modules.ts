// Every bounded context's module, in the order they depend on each other.
import { IdentityModule } from '../identity';
import { RegistryModule } from '../registry';
import { WalletModule } from '../wallet';
import { ProductsModule } from '../products';
import { InvestingModule } from '../investing';
import { BoardsModule } from '../boards';
import { RepaymentsModule } from '../repayments';
import { LedgerOpsModule } from '../ledger-ops';
import { OpenApiModule } from '../openapi';
import { NotificationsModule } from '../notifications';
import { DisclosuresModule } from '../disclosures';
import { AutoInvestModule } from '../auto-invest';
import type { ModuleList } from '../shared/platform.module';

export const CONTEXT_MODULES: ModuleList = [IdentityModule, RegistryModule, WalletModule, ProductsModule, InvestingModule, BoardsModule, RepaymentsModule, LedgerOpsModule, OpenApiModule, NotificationsModule, DisclosuresModule, AutoInvestModule];
