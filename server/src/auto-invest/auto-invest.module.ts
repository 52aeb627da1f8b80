import { Module, OnModuleInit } from '@nestjs/common';
import { BackgroundJobs } from '../shared/background/background-jobs';
import { InvestingModule } from '../investing';
import { AutoInvestStreams } from './auto-invest-streams';
import { AutoInvestController } from './http/auto-invest.controller';
import { AdminAutoInvestPolicyController } from './http/admin-auto-invest-policy.controller';
import { AutoInvestPolicyChanges } from './policy/auto-invest-policy-changes';
import { AutoInvestInsightsController } from './http/auto-invest-insights.controller';
import { AutoInvestPreviewQuery } from './queries/preview.query';
import { DiversificationQuery } from './queries/diversification.query';
import { AutoInvestOpeningFollower } from './placement/opening.follower';
import { AutoInvestQueries } from './queries/auto-invest.queries';
import { DemoAutoInvestTask } from './startup/demo-auto-invest.task';
import { IdentityModule } from '../identity';
import { manifestProviders } from '../shared/manifest/manifest-providers';
import { autoInvestManifest } from './auto-invest.manifest';

@Module({
  imports: [InvestingModule, IdentityModule],
  controllers: [AutoInvestInsightsController, AutoInvestController, AdminAutoInvestPolicyController],
  providers: [...manifestProviders(autoInvestManifest), AutoInvestPolicyChanges, AutoInvestStreams, AutoInvestQueries, AutoInvestOpeningFollower, DemoAutoInvestTask, AutoInvestPreviewQuery, DiversificationQuery],
  exports: [AutoInvestOpeningFollower, AutoInvestQueries, DemoAutoInvestTask],
})
export class AutoInvestModule implements OnModuleInit {
  constructor(private readonly jobs: BackgroundJobs, private readonly follower: AutoInvestOpeningFollower) {}

  onModuleInit(): void {
    this.jobs.loop(this.follower.loop);
  }
}
