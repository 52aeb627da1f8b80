export { RegistryModule } from './registry.module';
export { CentralRegistry } from './central-registry.port';
export type { RegistryCheck, RegistryLookup, ExternalHoldings } from './central-registry.port';
/** The sandbox's pure answers from holdings elsewhere: what investing's placement-rule unit tests check against. */
export { externalHoldingsLookup } from './sandbox-central-registry';
