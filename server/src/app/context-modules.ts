// Every bounded context's module, in the order they depend on each other.
import { IdentityModule } from '../identity';
import { RegistryModule } from '../registry';
import { BoardsModule } from '../boards';

export const CONTEXT_MODULES: any[] = [IdentityModule, RegistryModule, BoardsModule];
