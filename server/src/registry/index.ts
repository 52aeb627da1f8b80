export { RegistryModule } from './registry.module';
export { CentralRegistry } from './central-registry.port';
export type { RegistryCheck, RegistryLookup, ExternalHoldings } from './central-registry.port';
