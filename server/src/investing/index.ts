// What other contexts may use of investing: the module, the investor-limit reads (the dashboard
// shows them) and the investment commands' types.
export { InvestingModule } from './investing.module';
export { LimitUsageReader } from './limits/limit-usage.reader';
export { InvestLimitPolicy, LIMIT_POLICY_STREAM, policyInForceSelect, valuesOf } from './limits/limit-policy';
export type { PolicyRow } from './limits/limit-policy';
export { policyFor, INSTITUTIONAL_TYPES } from './limits/limit-policy.values';
export { remainingRoom, checkInvestorLimits, institutionalCapWon } from './limits/investor-limits';
export type { LimitPolicy, LimitUsage } from './limits/investor-limits';
export type { LimitPolicyValues, TypeLimits } from './limits/limit-policy.values';
export { InvestmentQueries } from './queries/investment.queries';
export { PlaceInvestments } from './commands/place-investments.command';
export { PlaceInvestmentsHandler } from './commands/place-investments.handler';
export type { PlaceInvestmentsPayload } from './commands/place-investments.command';
export { CancelInvestment } from './commands/cancel-investment.command';
export { InvestTickets, ticketRefusal } from './tickets/invest-tickets';
export { InvestmentDocumentIssuer } from './documents/document-issuer';
export { readInvestorFacts } from './commands/investor-facts.reader';
export { addToUsage } from './limits/investor-limits';
export { BasketService } from './basket/basket.service';
export { DemoLoanHistoryTask, DemoProductsTask } from './startup/demo-products.task';
// Its commands, handlers and read models (shared/manifest/context-manifest.ts), for the verify lanes' worker threads.
export { investingManifest } from './investing.manifest';
/** Its endpoints and answer shapes, for the OpenAPI document. */
export { INVESTING_ENDPOINTS, INVESTING_SCHEMAS } from './http/endpoints';
