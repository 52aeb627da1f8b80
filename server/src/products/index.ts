// What other contexts may use of products: the module, the product stream's decider and events
// (repayments reads ProductExecuted {executedAt, investments}; it marks a product overdue or
// completed with MarkProductOverdue / ClearProductOverdue / CompleteProduct through
// ProductStreams.run in its own transaction), the reads investing needs, and the funding
// deadline's sweep (every repayment run starts with it).
export { ProductsModule } from './products.module';
export { productDecider, INVEST_UNIT_WON } from './product.decider';
export type { ProductCommand } from './product.decider';
export { productStreamId, isRealty, isPlacementOnProductStream, isProductEvent, PRODUCT_EVENT_TYPES, PRODUCT_TYPES, REPAYMENT_METHODS, PRODUCT_STREAM_PREFIX, PRODUCT_STATUSES } from './product.events';
export type { ProductEvent, ProductInvestmentPlaced, ProductInvestmentCanceled, ProductExecuted, ProductTerms, ProductType, RepaymentMethod, ProductStatus } from './product.events';
export { ProductStreams } from './product-streams';
export { SoldOutProducts } from './sold-out-products';
export type { LoadedProduct } from './product-streams';
export { ProductQueries } from './queries/product.queries';
export { productView } from './queries/product-view';
export type { ProductRow } from './queries/product-view';
export { RegisterProduct } from './commands/register-product.command';
export { ChangeProductStatus } from './commands/change-product-status.command';
export { ExecuteProduct } from './commands/execute-product.command';
export { CancelProduct } from './commands/cancel-product.command';
export { FundingDeadlineSweep } from './funding/funding-deadline.sweep';
export { ProductDisclosures } from './disclosure/product-disclosures';
export type { DisclosureSnapshot } from './disclosure/product-disclosures';
export type { ProductDisclosureView as ProductDisclosure } from './http/product-answers.schema';
// Its commands, handlers and read models (shared/manifest/context-manifest.ts), for the verify lanes' worker threads.
export { productsManifest } from './products.manifest';
/** The products' endpoints, for the OpenAPI document. */
export { PRODUCT_ENDPOINTS, PRODUCT_SCHEMAS, RECONFIRMATION_ENDPOINTS } from './http/endpoints';
/** The `Product` answer, a shared component of the OpenAPI document. */
export { PRODUCT } from './http/product-answers.schema';
