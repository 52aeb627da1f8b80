// Operators: the auto-invest policy (docs/api.md "Auto-invest"): the values in force on the
// business today with every change, and a change from a date on.
import { Controller, Get, Put } from '@nestjs/common';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { BodyOf, ValidBody } from '../../shared/http/schema';
import { AutoInvestPolicyChanges } from '../policy/auto-invest-policy-changes';
import { ADMIN_SET_AUTO_INVEST_POLICY } from './admin-auto-invest-policy.schema';

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
  set(@CurrentUser() user: SessionUser, @ValidBody(ADMIN_SET_AUTO_INVEST_POLICY) input: BodyOf<typeof ADMIN_SET_AUTO_INVEST_POLICY>) {
    return this.policy.set({ effectiveOn: input.effective_on, shareBp: input.auto_invest_share_bp, maxAmountPerProductWon: input.max_amount_per_product }, user.id);
  }
}
