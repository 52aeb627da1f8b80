export { RegistryModule } from './registry.module';
export { CentralRegistry } from './central-registry.port';
export type { RegistryLookup, ExternalHoldings } from './central-registry.port';
/** The sandbox's pure answers from holdings elsewhere: what investing's placement-rule unit tests check against. */
export { externalHoldingsLookup } from './sandbox/sandbox-central-registry';
/** The sandbox registry's switches (down, a stalled answer), set through POST /admin/sandbox/bank. */
export { SandboxRegistryControls } from './sandbox/sandbox-registry-controls';
export type { SandboxRegistryState } from './sandbox/sandbox-registry-controls';
/** The outbox follower's checkpoint and the sender's lease (tests stop or drive them by these). */
export { REGISTRY_OUTBOX_CHECKPOINT } from './reports/registry-outbox.follower';
export { SEND_LEASE_MS } from './reports/registry-sender';
/** The registry's endpoints, for the OpenAPI document. */
export { REGISTRY_ENDPOINTS, REGISTRY_SCHEMAS } from './http/registry.schema';
