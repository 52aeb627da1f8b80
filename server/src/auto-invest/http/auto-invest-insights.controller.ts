// GET /me/auto_invest/preview (docs/api.md "Auto-invest": what the criteria would have placed in
// the last 12 months and how those loans have done) and GET /me/auto_invest/diversification
// (the portfolio's spread; an addition to docs/api.md).
import { Controller, Get, Query } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { DomainError, invalidInput } from '../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { INVEST_UNIT_WON } from '../../products';
import { readCriteria } from '../contract/read-contract-request';
import { DiversificationQuery } from '../queries/diversification.query';
import { AutoInvestPreviewQuery } from '../queries/preview.query';

const list = (value: string | undefined): string[] | undefined => (value === undefined || value === '' ? undefined : value.split(',').map((v) => v.trim()));
const int = (value: string | undefined): number | null | string => (value === undefined || value === '' ? null : /^\d+$/.test(value) ? Number(value) : value);

@Controller('me/auto_invest')
export class AutoInvestInsightsController {
  constructor(
    private readonly previews: AutoInvestPreviewQuery,
    private readonly diversification: DiversificationQuery,
    private readonly clock: BusinessClock,
  ) {}

  @Get('preview')
  preview(@Query() query: Record<string, string | undefined>, @CurrentUser() _user: SessionUser) {
    const fields: Record<string, string> = {};
    const includePf = query.include_pf;
    if (includePf !== undefined && includePf !== 'true' && includePf !== 'false') fields.include_pf = 'invalid_value';
    const criteria = readCriteria({
      types: list(query.types), grades: list(query.grades), repayment_methods: list(query.repayment_methods),
      min_rate_bp: int(query.min_rate_bp), max_term_months: int(query.max_term_months), include_pf: includePf === 'true',
    }, (field, code) => { fields[field.replace('criteria.', '')] = code; });
    const amount = int(query.amount_per_product) ?? 10_000;
    if (typeof amount !== 'number') fields.amount_per_product = 'must_be_integer';
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    const amountWon = amount as number;
    if (amountWon < INVEST_UNIT_WON) throw new DomainError('min_invest_amount');
    if (amountWon % INVEST_UNIT_WON !== 0) throw new DomainError('invalid_amount');
    return this.previews.preview(criteria, amountWon, this.clock.now());
  }

  @Get('diversification')
  portfolio(@CurrentUser() user: SessionUser) {
    return this.diversification.view(user.id);
  }
}
