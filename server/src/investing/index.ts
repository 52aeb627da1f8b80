// What other contexts may use of investing: the module, the limit policy and check (the dashboard
// and auto-invest use them), the placement command, tickets, documents and the start-up tasks.
export { InvestingModule } from './investing.module';
export { policyInForceSelect, valuesOf } from './limits/limit-policy';
export type { PolicyRow } from './limits/limit-policy';
export { policyFor } from './limits/limit-policy.values';
export { checkInvestorLimits } from './limits/investor-limits';
export { PlaceInvestments } from './commands/place-investments.command';
export { PlaceInvestmentsHandler } from './commands/place-investments.handler';
export { InvestTickets, ticketRefusal } from './tickets/invest-tickets';
export { InvestmentDocumentIssuer } from './documents/document-issuer';
export { readInvestorFacts } from './commands/investor-facts.reader';
export { DemoLoanHistoryTask, DemoProductsTask } from './startup/demo-products.task';
// Its commands, handlers and read models (shared/manifest/context-manifest.ts), for the verify lanes' worker threads.
export { investingManifest } from './investing.manifest';
/** Its endpoints and answer shapes, for the OpenAPI document. */
export { INVESTING_ENDPOINTS, INVESTING_SCHEMAS } from './http/endpoints';
