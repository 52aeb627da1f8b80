// The investor's dashboard and repayment schedules (docs/api.md "Dashboard", "Basket and investing").
import { Controller, Get, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { invalidInput } from '../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { FastRead } from '../../shared/http/fast-read';
import { isCalendarDate, UuidParam } from '../../shared/http/schema';
import { DashboardQuery } from '../queries/dashboard.query';
import { InvestorRepaymentsQuery } from '../queries/investor-repayments.query';
import { InvestorScheduleQuery } from '../queries/investor-schedule.query';

/** A schedule bound (GET_DASHBOARD_SCHEDULE): blank is none, else a real calendar day. */
function optionalDate(value: string | undefined, field: string): string | null {
  if (value === undefined || value === '') return null;
  if (!isCalendarDate(value)) throw invalidInput({ [field]: 'invalid_date' });
  return value;
}

@Controller()
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardQuery,
    private readonly repayments: InvestorRepaymentsQuery,
    private readonly schedules: InvestorScheduleQuery,
  ) {}

  @FastRead()
  @Get('dashboard')
  show(@CurrentUser() user: SessionUser) {
    return this.dashboard.forInvestor(user.id, user.investorType);
  }

  /** Answered as JSON bytes kept per investor (hundreds of rows for an investor in a few dozen loans). */
  @FastRead()
  @Get('dashboard/schedule')
  async schedule(@CurrentUser() user: SessionUser, @Res({ passthrough: true }) reply: FastifyReply, @Query('from') from?: string, @Query('to') to?: string) {
    const body = await this.schedules.answer(user.id, optionalDate(from, 'from'), optionalDate(to, 'to'));
    reply.type('application/json; charset=utf-8');
    return body;
  }

  @Get('investments/:product_id/repayments')
  forProduct(@CurrentUser() user: SessionUser, @UuidParam('product_id', 'product_id') productId: string) {
    return this.repayments.forProduct(user.id, productId);
  }
}
