// What other contexts may use of auto-invest (자동투자): the module, a contract's terms, the
// placement command and the start-up task.
export { AutoInvestModule } from './auto-invest.module';
export type { AutoInvestTerms } from './auto-invest.events';
export { PlaceAutoInvestments } from './commands/auto-invest.commands';
export { DemoAutoInvestTask } from './startup/demo-auto-invest.task';
// Its commands, handlers and read models (shared/manifest/context-manifest.ts), for the verify lanes' worker threads.
export { autoInvestManifest } from './auto-invest.manifest';
/** Its endpoints, for the OpenAPI document. */
export { AUTO_INVEST_ENDPOINTS } from './http/endpoints';
