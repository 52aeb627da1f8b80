// The contract's amounts and period, checked as docs/api.md "Auto-invest" orders: the amount per
// product (under 10,000 won min_invest_amount, not in 10,000 won units invalid_amount, over the
// per-investment maximum in force invalid_input "over_limit"), then the total, the per-borrower
// cap and the end date. Pure: the decider and the HTTP edge give the same answer.
import { DomainError } from '../../shared/errors/domain-error';
import { INVEST_UNIT_WON } from '../../products';
import type { AutoInvestTerms } from '../auto-invest.events';

/** How far ahead a contract may run: a standing contract is renewed, not left for ever. */
export const MAX_CONTRACT_DAYS = 3 * 366;

const addDays = (on: string, days: number): string => new Date(Date.parse(`${on}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first thing wrong with the terms, or null. */
export function termsRefusal(terms: AutoInvestTerms, today: string, maxAmountPerProductWon: number): DomainError | null {
  const amount = terms.amountPerProductWon;
  if (amount < INVEST_UNIT_WON) return new DomainError('min_invest_amount');
  if (amount % INVEST_UNIT_WON !== 0) return new DomainError('invalid_amount');
  if (amount > maxAmountPerProductWon) {
    return new DomainError('invalid_input', {
      fields: { amount_per_product: 'over_limit' },
      message: `자동투자의 상품당 투자 금액은 ${maxAmountPerProductWon.toLocaleString('ko-KR')}원 이하로 정해 주십시오.`,
    });
  }
  if (terms.totalLimitWon < amount || terms.totalLimitWon % INVEST_UNIT_WON !== 0) {
    return new DomainError('invalid_input', { fields: { total_limit: 'invalid_value' }, message: '총 투자 한도는 상품당 금액 이상, 10,000원 단위로 정해 주십시오.' });
  }
  const cap = terms.maxPerBorrowerWon;
  if (cap !== null && (cap < amount || cap % INVEST_UNIT_WON !== 0)) {
    return new DomainError('invalid_input', { fields: { max_per_borrower: 'invalid_value' }, message: '동일 차입자 한도는 상품당 금액 이상, 10,000원 단위로 정해 주십시오.' });
  }
  if (terms.endsOn < today || terms.endsOn > addDays(today, MAX_CONTRACT_DAYS)) {
    return new DomainError('invalid_input', { fields: { ends_on: 'invalid_value' }, message: '종료일은 오늘부터 3년 안의 날짜로 정해 주십시오.' });
  }
  return null;
}
