export { RegistryModule } from './registry.module';
export { CentralRegistry } from './central-registry.port';
export type { RegistryCheck, ExternalHoldings } from './central-registry.port';
