// Operators' ledger tools over HTTP: verify every projection, replay one, browse the event log,
// and an investor's ledger at a past moment (docs/api.md "Operators").
import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { Roles } from '../../shared/http/auth.decorators';
import { BodyOf, QueryOf, queryOf, ValidBody, ValidQuery } from '../../shared/http/schema';
import { EventBrowserQuery } from '../event-browser.query';
import { InvestorHistoryQuery } from '../investor-history.query';
import { ProjectionCheckService } from '../projection-check.service';
import { ADMIN_BROWSE_EVENTS, ADMIN_INVESTOR_HISTORY, ADMIN_REPLAY_PROJECTION } from './ledger.schema';

@Controller('admin')
@Roles('operator')
export class LedgerController {
  constructor(
    private readonly checks: ProjectionCheckService,
    private readonly events: EventBrowserQuery,
    private readonly history: InvestorHistoryQuery,
  ) {}

  @Get('ledger/verify')
  verify() {
    return this.checks.verifyAll();
  }

  @Get('ledger/projections')
  projections() {
    return { items: this.checks.names() };
  }

  @Post('ledger/replay')
  @HttpCode(200)
  replay(@ValidBody(ADMIN_REPLAY_PROJECTION) input: BodyOf<typeof ADMIN_REPLAY_PROJECTION>) {
    return this.checks.replay(input.projection);
  }

  @Get('events')
  browse(@Query() query: Record<string, string | undefined>) {
    // `cursor` is the same as `after` (the previous page's next_cursor), judged under `after`'s name.
    const { limit = 50, after = 0, stream, type } = queryOf(ADMIN_BROWSE_EVENTS, { ...query, after: query.after ?? query.cursor });
    return this.events.page({ stream, type, after, limit });
  }

  @Get('ledger/history')
  investorHistory(@ValidQuery(ADMIN_INVESTOR_HISTORY) query: QueryOf<typeof ADMIN_INVESTOR_HISTORY>) {
    // A business instant; none: up to the business now.
    return this.history.byEmail(query.email, query.as_of);
  }
}
