// The investor's dashboard and repayment schedules (API.md "Dashboard", "Basket and investing").
import { Controller, Get, Param, Query } from '@nestjs/common';
import { invalidInput } from '../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { isCalendarDate, uuidParam } from '../../shared/http/validation';
import { DashboardQuery } from '../queries/dashboard.query';
import { InvestorRepaymentsQuery } from '../queries/investor-repayments.query';

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
  ) {}

  @Get('dashboard')
  show(@CurrentUser() user: SessionUser) {
    return this.dashboard.forInvestor(user.id, user.investorType);
  }

  @Get('dashboard/schedule')
  schedule(@CurrentUser() user: SessionUser, @Query('from') from?: string, @Query('to') to?: string) {
    return this.repayments.schedule(user.id, optionalDate(from, 'from'), optionalDate(to, 'to'));
  }

  @Get('investments/:product_id/repayments')
  forProduct(@CurrentUser() user: SessionUser, @Param('product_id') productId: string) {
    return this.repayments.forProduct(user.id, uuidParam(productId, 'product_id'));
  }
}
