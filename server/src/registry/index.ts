export { RegistryModule } from './registry.module';
export { CentralRegistry, RegistryUnavailableError, REGISTRY_REPORT_KINDS } from './central-registry.port';
export type { RegistryCheck, RegistryLookup, ExternalHoldings, RegistryReport, RegistryReportKind } from './central-registry.port';
/** The sandbox's pure answers from holdings elsewhere: what investing's placement-rule unit tests check against. */
export { externalHoldingsLookup, unavailableLookup } from './sandbox/sandbox-central-registry';
/** The sandbox registry's switches (down, a stalled answer), set through POST /admin/sandbox/bank. */
export { SandboxRegistryControls } from './sandbox/sandbox-registry-controls';
export type { SandboxRegistryState } from './sandbox/sandbox-registry-controls';
/** The outbox's follower and sender (tests stop or drive them) and the reconciliation. */
export { RegistryOutboxFollower, REGISTRY_OUTBOX_CHECKPOINT } from './reports/registry-outbox.follower';
export { RegistrySender, SEND_LEASE_MS } from './reports/registry-sender';
export { RegistryReconciliationQuery } from './reports/registry-reconciliation.query';
export type { Reconciliation } from './http/registry.schema';
/** The registry's endpoints, for the OpenAPI document. */
export { REGISTRY_ENDPOINTS, REGISTRY_SCHEMAS } from './http/registry.schema';
