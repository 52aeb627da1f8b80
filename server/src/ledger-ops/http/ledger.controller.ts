// Operators' ledger tools over HTTP: verify every projection, replay one, browse the event log,
// and an investor's ledger at a past moment (docs/api.md "Operators").
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { invalidInput } from '../../shared/errors/domain-error';
import { Roles } from '../../shared/http/auth.decorators';
import { BodyReader, parseInstant } from '../../shared/http/validation';
import { EventBrowserQuery, MAX_EVENTS_PAGE } from '../event-browser.query';
import { InvestorHistoryQuery } from '../investor-history.query';
import { ProjectionCheckService } from '../projection-check.service';

function nonNegativeInt(value: unknown, field: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw invalidInput({ [field]: 'invalid_value' });
  return n;
}

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
  replay(@Body() body: unknown) {
    const reader = new BodyReader(body, ['projection']);
    const name = reader.string('projection', { max: 100 });
    reader.done();
    return this.checks.replay(name);
  }

  @Get('events')
  browse(@Query() query: Record<string, string | undefined>) {
    const limit = nonNegativeInt(query.limit, 'limit', 50);
    if (limit < 1 || limit > MAX_EVENTS_PAGE) throw invalidInput({ limit: 'invalid_value' });
    const after = nonNegativeInt(query.after ?? query.cursor, 'after', 0);
    const stream = query.stream?.trim() || undefined;
    if (stream && stream.length > 200) throw invalidInput({ stream: 'too_long' });
    return this.events.page({ stream, type: query.type?.trim() || undefined, after, limit });
  }

  @Get('ledger/history')
  investorHistory(@Query('email') email?: string, @Query('as_of') asOfText?: string) {
    if (!email || email.length > 200) throw invalidInput({ email: 'required' });
    // A business instant; none: up to the business now.
    const asOf = asOfText ? parseInstant(asOfText) : undefined;
    if (asOf === null) throw invalidInput({ as_of: 'invalid_instant' });
    return this.history.byEmail(email.trim(), asOf);
  }
}
