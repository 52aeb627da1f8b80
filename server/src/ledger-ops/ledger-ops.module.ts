// Operators' ledger tools (verify, replay, event browser, investor history), shared by the
// /admin HTTP endpoints and the `npm run ledger` CLI.
import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { EventBrowserQuery } from './event-browser.query';
import { LedgerController } from './http/ledger.controller';
import { InvestorHistoryQuery } from './investor-history.query';
import { ProjectionCheckService } from './projection-check.service';
import { VerifyLanes } from './verify-lanes/verify-lanes';

@Module({
  imports: [IdentityModule],
  controllers: [LedgerController],
  providers: [ProjectionCheckService, VerifyLanes, EventBrowserQuery, InvestorHistoryQuery],
  exports: [ProjectionCheckService, EventBrowserQuery, InvestorHistoryQuery],
})
export class LedgerOpsModule {}
