// The central registry context: the port and its sandbox adapter, the outbox of reports (a
// follower of the log writes it, a sender delivers it, both in worker processes only), the
// operators' view and the reconciliation.
import { Module, OnModuleInit } from '@nestjs/common';
import { BackgroundJobs } from '../shared/background/background-jobs';
import { CentralRegistry } from './central-registry.port';
import { AdminRegistryController } from './http/admin-registry.controller';
import { SandboxRegistryController } from './http/sandbox-registry.controller';
import { RegistryOutboxFollower } from './reports/registry-outbox.follower';
import { RegistryReconciliationQuery } from './reports/registry-reconciliation.query';
import { RegistryReportsQuery } from './reports/registry-reports.query';
import { RegistrySender } from './reports/registry-sender';
import { SandboxCentralRegistry } from './sandbox/sandbox-central-registry';
import { SandboxRegistryControls } from './sandbox/sandbox-registry-controls';

@Module({
  controllers: [AdminRegistryController, SandboxRegistryController],
  providers: [
    { provide: CentralRegistry, useClass: SandboxCentralRegistry },
    SandboxRegistryControls,
    RegistryOutboxFollower,
    RegistrySender,
    RegistryReportsQuery,
    RegistryReconciliationQuery,
  ],
  exports: [CentralRegistry, SandboxRegistryControls, RegistryOutboxFollower, RegistrySender, RegistryReconciliationQuery],
})
export class RegistryModule implements OnModuleInit {
  constructor(
    private readonly jobs: BackgroundJobs,
    private readonly follower: RegistryOutboxFollower,
    private readonly sender: RegistrySender,
  ) {}

  onModuleInit(): void {
    this.jobs.loop(this.follower.loop);
    this.jobs.loop(this.sender.loop);
  }
}
