// Every migration, in order. Listed explicitly so that compiled and ts-jest runs load the same set.
import { EventStore1763700000000 } from './1763700000000-event-store';
import { Identity1763700001000 } from './1763700001000-identity';
import { RegistryExternalHoldings1763700002000 } from './1763700002000-registry-external-holdings';

export const MIGRATIONS = [
  EventStore1763700000000,
  Identity1763700001000,
  RegistryExternalHoldings1763700002000,
];
