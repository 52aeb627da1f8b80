// Who may buy a claim (온투법 34조, 시행령 29조; docs/compliance.md "Secondary transfer"):
// professional, corporate and income-qualified investors, and general investors with at least
// the policy's number of investments placed (and not canceled: an application withdrawn never
// became a contract) in the policy's past years, counted up to the purchase date. Pure.
import { addMonths } from '../../shared/clock';
import type { TransferEligibility } from './http/transfer-answers.schema';
import type { TransferPolicy } from './transfer-policy';

export type InvestorType = 'general' | 'income_qualified' | 'professional' | 'corporate';

/** `placedOn`: the Korea-time dates of the buyer's investments not canceled. */
export function transferEligibility(investorType: InvestorType, placedOn: readonly string[], on: string, policy: TransferPolicy): TransferEligibility {
  if (investorType !== 'general') return { eligible: true, reason: 'investor_type' };
  const since = addMonths(on, -12 * policy.lookbackYears);
  const placed = placedOn.filter((d) => d >= since && d <= on).length;
  if (placed >= policy.generalMinInvestments) return { eligible: true, reason: 'investment_record' };
  return { eligible: false, reason: 'too_few_investments', required: policy.generalMinInvestments, placed };
}
