import { Module } from '@nestjs/common';
import { CentralRegistry } from './central-registry.port';
import { SandboxCentralRegistry } from './sandbox-central-registry';

@Module({
  providers: [{ provide: CentralRegistry, useClass: SandboxCentralRegistry }],
  exports: [CentralRegistry],
})
export class RegistryModule {}
