// Operators: the auto-invest policy (docs/api.md "Auto-invest"): the values in force on the
// business today with every change, and a change from a date on.
import { Body, Controller, Get, Put } from '@nestjs/common';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { BodyReader } from '../../shared/http/validation';
import { AutoInvestPolicyChange, AutoInvestPolicyChanges } from '../policy/auto-invest-policy-changes';

/**
 * `{effective_on, auto_invest_share_bp?, max_amount_per_product?}`. The amount per product is at
 * most 100,000 won (시행령 21조 waives per-investment documents only up to it) in 10,000 won units.
 */
export function readAutoInvestPolicyChange(body: unknown): AutoInvestPolicyChange {
  const reader = new BodyReader(body, ['effective_on', 'auto_invest_share_bp', 'max_amount_per_product']);
  const effectiveOn = reader.date('effective_on');
  const shareBp = reader.raw('auto_invest_share_bp') === undefined ? undefined : reader.integer('auto_invest_share_bp', { min: 0, max: 10_000 });
  const maxAmountPerProductWon = reader.raw('max_amount_per_product') === undefined ? undefined : reader.integer('max_amount_per_product', { min: 10_000, max: 100_000 });
  if (maxAmountPerProductWon !== undefined && maxAmountPerProductWon % 10_000 !== 0) reader.fail('max_amount_per_product', 'invalid_amount');
  reader.done();
  return { effectiveOn, shareBp, maxAmountPerProductWon };
}

@Controller('admin/auto_invest_policy')
@Roles('operator')
export class AdminAutoInvestPolicyController {
  constructor(private readonly policy: AutoInvestPolicyChanges) {}

  @Get()
  show() {
    return this.policy.view();
  }

  /** From `effective_on` (not before the business today) openings are placed by it. */
  @Put()
  set(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.policy.set(readAutoInvestPolicyChange(body), user.id);
  }
}
