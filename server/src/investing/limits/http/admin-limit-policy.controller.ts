// Operators: the investor limit policy (docs/api.md "Investor limits"): the values in force on the
// business today with every change, and a change from a date on.
import { Body, Controller, Get, Put } from '@nestjs/common';
import { DomainError, invalidInput } from '../../../shared/errors/domain-error';
import { CurrentUser, Roles, SessionUser } from '../../../shared/http/auth.decorators';
import { BodyReader } from '../../../shared/http/validation';
import { InvestLimitPolicy } from '../limit-policy';
import { LimitPolicyChange, TypeLimits } from '../limit-policy.values';

/** No investor limit is above this (1 trillion won): a bigger number is a typo. */
const MAX_LIMIT_WON = 1_000_000_000_000;
const TYPE_FIELDS: [string, keyof TypeLimits][] = [['total', 'totalWon'], ['realty', 'realtyWon'], ['pf', 'pfWon'], ['per_borrower', 'borrowerWon']];

/** `{total?, realty?, pf?, per_borrower?}` of one investor type; bad fields come back as `<type>.<field>`. */
function readTypeLimits(raw: unknown, name: string, fields: Record<string, string>): Partial<TypeLimits> | undefined {
  if (raw === undefined) return undefined;
  // null, a list or a number is no set of limits (fuzzed: `income_qualified: null` was a 500).
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    fields[name] = 'must_be_object';
    return undefined;
  }
  const limits: Partial<TypeLimits> = {};
  try {
    const r = new BodyReader(raw, TYPE_FIELDS.map(([field]) => field));
    for (const [field, key] of TYPE_FIELDS) {
      if ((raw as Record<string, unknown>)[field] !== undefined) limits[key] = r.integer(field, { min: 0, max: MAX_LIMIT_WON });
    }
    r.done();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    for (const [field, code] of Object.entries(error.details.fields ?? {})) fields[`${name}.${field}`] = code;
  }
  return limits;
}

export function readLimitPolicyChange(body: unknown): LimitPolicyChange {
  const reader = new BodyReader(body, ['effective_on', 'general', 'income_qualified', 'institutional_share_bp']);
  const effectiveOn = reader.date('effective_on');
  const institutionalShareBp = reader.raw('institutional_share_bp') === undefined ? undefined : reader.integer('institutional_share_bp', { min: 1, max: 10_000 });
  let nested: Record<string, string> = {};
  try {
    reader.done();
  } catch (error) {
    nested = { ...(error as DomainError).details.fields };
  }
  const general = readTypeLimits(reader.raw('general'), 'general', nested);
  const incomeQualified = readTypeLimits(reader.raw('income_qualified'), 'income_qualified', nested);
  if (Object.keys(nested).length > 0) throw invalidInput(nested);
  return { effectiveOn, general, incomeQualified, institutionalShareBp };
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
  set(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.policy.set(readLimitPolicyChange(body), user.id);
  }
}
