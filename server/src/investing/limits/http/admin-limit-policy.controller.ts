// Operators: the investor limit policy (docs/api.md "Investor limits"): the values in force on the
// business today with every change, and a change from a date on.
import { Controller, Get, Put } from '@nestjs/common';
import { CurrentUser, Roles, SessionUser } from '../../../shared/http/auth.decorators';
import { BodyOf, ValidBody } from '../../../shared/http/schema';
import { InvestLimitPolicy } from '../limit-policy';
import { LimitPolicyChange, TypeLimits } from '../limit-policy.values';
import { ADMIN_SET_LIMIT_POLICY } from './admin-limit-policy.schema';
import type { TypeLimitsChange } from './limit-policy-requests.schema';

const TYPE_FIELDS: [keyof TypeLimitsChange, keyof TypeLimits][] = [['total', 'totalWon'], ['realty', 'realtyWon'], ['pf', 'pfWon'], ['per_borrower', 'borrowerWon']];

/** The limits given for one type, by the policy's names (the schema has checked them). */
function typeLimits(given: TypeLimitsChange | undefined): Partial<TypeLimits> | undefined {
  if (given === undefined) return undefined;
  const limits: Partial<TypeLimits> = {};
  for (const [field, key] of TYPE_FIELDS) if (given[field] !== undefined) limits[key] = given[field];
  return limits;
}

export function limitPolicyChange(input: BodyOf<typeof ADMIN_SET_LIMIT_POLICY>): LimitPolicyChange {
  return { effectiveOn: input.effective_on, general: typeLimits(input.general), incomeQualified: typeLimits(input.income_qualified), institutionalShareBp: input.institutional_share_bp };
}

@Controller('admin/limit_policy')
@Roles('operator')
export class AdminLimitPolicyController {
  constructor(private readonly policy: InvestLimitPolicy) {}

  @Get()
  show() {
    return this.policy.view();
  }

  /** `{effective_on, general?, income_qualified?, institutional_share_bp?}`: from that date (not before the business today) on. */
  @Put()
  set(@CurrentUser() user: SessionUser, @ValidBody(ADMIN_SET_LIMIT_POLICY) input: BodyOf<typeof ADMIN_SET_LIMIT_POLICY>) {
    return this.policy.set(limitPolicyChange(input), user.id);
  }
}
