// The products context's commands, each beside its handler, and its read model: the one list its
// module's providers, the worker's command catalogue, the projection registry and the verify
// lanes are derived from (shared/manifest/context-manifest.ts).
import { defineManifest, handledBy } from '../shared/manifest/context-manifest';
import { CancelProduct } from './commands/cancel-product.command';
import { CancelProductHandler } from './commands/cancel-product.handler';
import { ChangeProductStatus } from './commands/change-product-status.command';
import { ChangeProductStatusHandler } from './commands/change-product-status.handler';
import { ExecuteProduct } from './commands/execute-product.command';
import { ExecuteProductHandler } from './commands/execute-product.handler';
import { RegisterProduct } from './commands/register-product.command';
import { RegisterProductHandler } from './commands/register-product.handler';
import { UpdateProduct } from './commands/update-product.command';
import { UpdateProductHandler } from './commands/update-product.handler';
import { ExpireReconfirmations, LowerProductTarget, ReconfirmInvestment } from './funding/funding.commands';
import { ExpireReconfirmationsHandler } from './funding/expire-reconfirmations.handler';
import { LowerProductTargetHandler } from './funding/lower-product-target.handler';
import { ReconfirmInvestmentHandler } from './funding/reconfirm-investment.handler';
import { productsProjection } from './projections/products.projection';

export const productsManifest = defineManifest({
  context: 'products',
  commands: [
    handledBy(RegisterProduct, RegisterProductHandler),
    handledBy(UpdateProduct, UpdateProductHandler),
    handledBy(ChangeProductStatus, ChangeProductStatusHandler),
    handledBy(CancelProduct, CancelProductHandler),
    handledBy(ExecuteProduct, ExecuteProductHandler),
    handledBy(LowerProductTarget, LowerProductTargetHandler),
    handledBy(ReconfirmInvestment, ReconfirmInvestmentHandler),
    handledBy(ExpireReconfirmations, ExpireReconfirmationsHandler),
  ],
  projections: [productsProjection],
});
