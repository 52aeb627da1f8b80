// What other contexts may use of auto-invest (자동투자): the module, the follower (tests step it),
// the stream's name and events, and the commands.
export { AutoInvestModule } from './auto-invest.module';
export { AutoInvestOpeningFollower, AUTO_INVEST_OPENING_CHECKPOINT, sendAutoPlacement } from './placement/opening.follower';
export { autoInvestStreamId, AUTO_INVEST_EVENT_TYPES } from './auto-invest.events';
export type { AutoInvestEvent, AutoInvestCriteria, AutoInvestTerms } from './auto-invest.events';
export { SetAutoInvest, StopAutoInvest, PlaceAutoInvestments } from './commands/auto-invest.commands';
export { DemoAutoInvestTask } from './startup/demo-auto-invest.task';
// Its commands, handlers and read models (shared/manifest/context-manifest.ts), for the verify lanes' worker threads.
export { autoInvestManifest } from './auto-invest.manifest';
/** Its endpoints, for the OpenAPI document. */
export { AUTO_INVEST_ENDPOINTS } from './http/endpoints';
