import { Module, OnModuleInit } from '@nestjs/common';
import { BackgroundJobs } from '../shared/background/background-jobs';
import { InvestingModule } from '../investing';
import { AutoInvestStreams } from './auto-invest-streams';
import { SetAutoInvestHandler, StopAutoInvestHandler } from './commands/contract.handlers';
import { AutoInvestController } from './http/auto-invest.controller';
import { AdminAutoInvestPolicyController } from './http/admin-auto-invest-policy.controller';
import { AutoInvestPolicyChanges } from './policy/auto-invest-policy-changes';
import { AutoInvestInsightsController } from './http/auto-invest-insights.controller';
import { AutoInvestPreviewQuery } from './queries/preview.query';
import { DiversificationQuery } from './queries/diversification.query';
import { AutoInvestOpeningFollower } from './placement/opening.follower';
import { PlaceAutoInvestmentsHandler } from './placement/place-on-opening.handler';
import { AutoInvestProjection } from './projections/auto-invest.projection';
import { AutoInvestQueries } from './queries/auto-invest.queries';
import { DemoAutoInvestTask } from './startup/demo-auto-invest.task';
import { IdentityModule } from '../identity';

@Module({
  imports: [InvestingModule, IdentityModule],
  controllers: [AutoInvestInsightsController, AutoInvestController, AdminAutoInvestPolicyController],
  providers: [AutoInvestPolicyChanges, AutoInvestStreams, AutoInvestProjection, AutoInvestQueries, SetAutoInvestHandler, StopAutoInvestHandler, PlaceAutoInvestmentsHandler, AutoInvestOpeningFollower, DemoAutoInvestTask, AutoInvestPreviewQuery, DiversificationQuery],
  exports: [AutoInvestOpeningFollower, AutoInvestQueries, DemoAutoInvestTask],
})
export class AutoInvestModule implements OnModuleInit {
  constructor(private readonly jobs: BackgroundJobs, private readonly follower: AutoInvestOpeningFollower) {}

  onModuleInit(): void {
    this.jobs.loop(this.follower.loop);
  }
}
