// Proves each investor limit at its boundary (exactly the room left passes, 10,000 won more fails), in the defined order.
import { DomainError } from '../../shared/errors/domain-error';
import { addToUsage, checkInvestorLimits, emptyUsage, LimitPolicy } from './investor-limits';

const general: LimitPolicy = { totalLimitWon: 30_000_000, realtyLimitWon: 10_000_000, borrowerLimitWon: 5_000_000 };
const professional: LimitPolicy = { totalLimitWon: null, realtyLimitWon: null, borrowerLimitWon: null };
const codeOf = (fn: () => void): string | null => {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as DomainError).failCode;
  }
};
const item = (amountWon: number, borrowerId = 'B', isRealty = false) => ({ productId: 'p', borrowerId, isRealty, amountWon });

describe('investor limits', () => {
  it('allows exactly the total limit and refuses 10,000 won more', () => {
    let usage = emptyUsage();
    for (let i = 0; i < 5; i += 1) usage = addToUsage(usage, item(5_000_000, `B${i}`));
    expect(codeOf(() => checkInvestorLimits(general, usage, item(5_000_000, 'B9')))).toBeNull();
    expect(codeOf(() => checkInvestorLimits(general, usage, item(5_010_000, 'B9')))).toBe('over_total_invest_limit');
  });
  it('counts apt and realty together against the real-estate limit', () => {
    const usage = addToUsage(addToUsage(emptyUsage(), item(5_000_000, 'B1', true)), item(4_000_000, 'B2', true));
    expect(codeOf(() => checkInvestorLimits(general, usage, item(1_000_000, 'B3', true)))).toBeNull();
    expect(codeOf(() => checkInvestorLimits(general, usage, item(1_010_000, 'B3', true)))).toBe('over_realty_invest_limit');
    expect(codeOf(() => checkInvestorLimits(general, usage, item(1_010_000, 'B3', false)))).toBeNull();
  });
  it('caps the same borrower', () => {
    const usage = addToUsage(emptyUsage(), item(4_990_000));
    expect(codeOf(() => checkInvestorLimits(general, usage, item(10_000)))).toBeNull();
    expect(codeOf(() => checkInvestorLimits(general, usage, item(20_000)))).toBe('over_borrower_invest_limit');
  });
  it('checks total before real estate before borrower', () => {
    const usage = addToUsage(emptyUsage(), item(29_990_000, 'B', true));
    expect(codeOf(() => checkInvestorLimits(general, usage, item(20_000, 'B', true)))).toBe('over_total_invest_limit');
  });
  it('lets professional investors through', () => {
    const usage = addToUsage(emptyUsage(), item(900_000_000, 'B', true));
    expect(codeOf(() => checkInvestorLimits(professional, usage, item(900_000_000, 'B', true)))).toBeNull();
  });
});
