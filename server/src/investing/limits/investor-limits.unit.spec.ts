// Proves each investor limit at its boundary under the 2021 and the 2023 policy (exactly the room
// left passes, 10,000 won more fails) — total, real estate, its PF part, same borrower, the
// institutional share — in the defined order, and how a policy change is read and validated.
import { DomainError } from '../../shared/errors/domain-error';
import { addToUsage, checkInvestorLimits, emptyUsage, LimitItem, LimitUsage, remainingRoom } from './investor-limits';
import { applyChange, LimitPolicyValues, policyFor } from './limit-policy.values';

/** The two policies the migration seeds (docs/design.md "Checks and limits"). */
const POLICY_2021: LimitPolicyValues = {
  effectiveOn: '2021-08-27',
  general: { totalWon: 30_000_000, realtyWon: 10_000_000, pfWon: 10_000_000, borrowerWon: 5_000_000 },
  incomeQualified: { totalWon: 100_000_000, realtyWon: 100_000_000, pfWon: 100_000_000, borrowerWon: 20_000_000 },
  institutionalShareBp: 4000,
};
const POLICY_2023: LimitPolicyValues = {
  ...POLICY_2021,
  effectiveOn: '2023-05-01',
  general: { totalWon: 40_000_000, realtyWon: 20_000_000, pfWon: 10_000_000, borrowerWon: 5_000_000 },
};

const codeOf = (fn: () => void): string | null => {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as DomainError).failCode;
  }
};
const item = (amountWon: number, borrowerId = 'B', kind: 'credit' | 'realty' | 'pf' = 'credit', targetWon = 1_000_000_000): LimitItem => ({
  productId: `p-${borrowerId}`, borrowerId, isRealty: kind !== 'credit', isPf: kind === 'pf', targetWon, amountWon,
});
/** Usage of `count` investments of `eachWon`, each with its own borrower. */
const spread = (count: number, eachWon: number, kind: 'credit' | 'realty' | 'pf' = 'credit'): LimitUsage => {
  let usage = emptyUsage();
  for (let i = 0; i < count; i += 1) usage = addToUsage(usage, item(eachWon, `B${i}`, kind));
  return usage;
};

describe.each([
  ['2021', POLICY_2021],
  ['2023', POLICY_2023],
])('general investor limits under the %s policy', (_, values) => {
  const policy = policyFor(values, 'general');
  const l = values.general;
  it('allows exactly the total limit and refuses 10,000 won more', () => {
    const usage = spread(l.totalWon / l.borrowerWon - 1, l.borrowerWon);
    expect(codeOf(() => checkInvestorLimits(policy, usage, item(l.borrowerWon, 'new')))).toBeNull();
    expect(codeOf(() => checkInvestorLimits(policy, usage, item(l.borrowerWon + 10_000, 'new')))).toBe('over_total_invest_limit');
  });
  it('counts apt and realty together against the real-estate limit', () => {
    const usage = spread(l.realtyWon / 1_000_000 - 1, 1_000_000, 'realty');
    expect(codeOf(() => checkInvestorLimits(policy, usage, item(1_000_000, 'new', 'realty')))).toBeNull();
    expect(codeOf(() => checkInvestorLimits(policy, usage, item(1_010_000, 'new', 'realty')))).toBe('over_realty_invest_limit');
    expect(codeOf(() => checkInvestorLimits(policy, usage, item(1_010_000, 'new', 'credit')))).toBeNull();
  });
  it('caps PF inside real estate, with a message naming the PF limit', () => {
    const usage = spread(l.pfWon / 1_000_000 - 1, 1_000_000, 'pf');
    expect(codeOf(() => checkInvestorLimits(policy, usage, item(1_000_000, 'new', 'pf')))).toBeNull();
    // 2021 had no PF part of its own (PF = real estate): the real-estate limit answers first.
    const named = l.pfWon < l.realtyWon ? '부동산 PF 상품 투자 한도 10,000,000원' : '부동산 상품 투자 한도 10,000,000원';
    expect(() => checkInvestorLimits(policy, usage, item(1_010_000, 'new', 'pf'))).toThrow(expect.objectContaining({ failCode: 'over_realty_invest_limit', message: expect.stringContaining(named) }));
  });
  it('caps the same borrower', () => {
    const usage = addToUsage(emptyUsage(), item(l.borrowerWon - 10_000));
    expect(codeOf(() => checkInvestorLimits(policy, usage, item(10_000)))).toBeNull();
    expect(codeOf(() => checkInvestorLimits(policy, usage, item(20_000)))).toBe('over_borrower_invest_limit');
  });
  it('checks total before real estate before borrower', () => {
    const usage = addToUsage(emptyUsage(), item(l.totalWon - 10_000, 'B', 'pf'));
    expect(codeOf(() => checkInvestorLimits(policy, usage, item(20_000, 'B', 'pf')))).toBe('over_total_invest_limit');
  });
});

describe('the 2023 policy against the 2021 one', () => {
  it('lets a general investor place what 2021 refused: 40,000,000 in total, 20,000,000 in real estate, but still 10,000,000 in PF', () => {
    const usage = spread(7, 5_000_000);
    expect(codeOf(() => checkInvestorLimits(policyFor(POLICY_2021, 'general'), usage, item(5_000_000, 'new')))).toBe('over_total_invest_limit');
    expect(codeOf(() => checkInvestorLimits(policyFor(POLICY_2023, 'general'), usage, item(5_000_000, 'new')))).toBeNull();
    const realty = spread(10, 1_000_000, 'realty');
    expect(codeOf(() => checkInvestorLimits(policyFor(POLICY_2021, 'general'), realty, item(1_000_000, 'new', 'realty')))).toBe('over_realty_invest_limit');
    expect(codeOf(() => checkInvestorLimits(policyFor(POLICY_2023, 'general'), realty, item(1_000_000, 'new', 'realty')))).toBeNull();
    expect(codeOf(() => checkInvestorLimits(policyFor(POLICY_2023, 'general'), spread(10, 1_000_000, 'pf'), item(10_000, 'new', 'pf')))).toBe('over_realty_invest_limit');
  });
  it('holds income-qualified investors to 100,000,000 and 20,000,000 per borrower', () => {
    const policy = policyFor(POLICY_2023, 'income_qualified');
    const usage = spread(4, 20_000_000, 'pf');
    expect(codeOf(() => checkInvestorLimits(policy, usage, item(20_000_000, 'new', 'pf')))).toBeNull();
    expect(codeOf(() => checkInvestorLimits(policy, usage, item(20_010_000, 'new', 'pf')))).toBe('over_total_invest_limit');
    expect(codeOf(() => checkInvestorLimits(policy, emptyUsage(), item(20_010_000)))).toBe('over_borrower_invest_limit');
  });
});

describe('professional and corporate investors', () => {
  it.each(['professional', 'corporate'])('%s: no amount limit, at most 40 %% of one product\'s target', (type) => {
    const policy = policyFor(POLICY_2023, type);
    const usage = addToUsage(spread(3, 900_000_000, 'pf'), item(399_990_000, 'T', 'pf', 1_000_000_000));
    expect(codeOf(() => checkInvestorLimits(policy, usage, item(10_000, 'T', 'pf', 1_000_000_000)))).toBeNull();
    expect(codeOf(() => checkInvestorLimits(policy, usage, item(20_000, 'T', 'pf', 1_000_000_000)))).toBe('over_institutional_share_limit');
    expect(remainingRoom(policy, usage, { productId: 'p-T', borrowerId: 'T', targetWon: 1_000_000_000 })).toMatchObject({ total: null, pf: null, institutional: 10_000 });
  });
  it('floors the share of an odd target to whole won', () => {
    const policy = { ...policyFor(POLICY_2023, 'professional'), productShareBp: 3333 };
    expect(codeOf(() => checkInvestorLimits(policy, emptyUsage(), item(330_000, 'T', 'credit', 1_000_000)))).toBeNull();
    expect(codeOf(() => checkInvestorLimits(policy, emptyUsage(), item(340_000, 'T', 'credit', 1_000_000)))).toBe('over_institutional_share_limit');
  });
  it('refuses an investor type the policy does not know (a bug, not a refusal)', () => {
    expect(() => policyFor(POLICY_2023, 'nobody')).toThrow(/no limit policy/);
  });
});

describe('remaining room', () => {
  it('shows PF room as the smaller of the PF and the real-estate room', () => {
    const policy = policyFor(POLICY_2023, 'general');
    expect(remainingRoom(policy, spread(2, 1_000_000, 'pf')).pf).toBe(8_000_000);
    expect(remainingRoom(policy, spread(15, 1_000_000, 'realty')).pf).toBe(5_000_000);
  });
});

describe('a policy change', () => {
  it('keeps the values it leaves out', () => {
    const next = applyChange(POLICY_2023, { effectiveOn: '2026-07-01', general: { pfWon: 5_000_000 }, institutionalShareBp: 3000 });
    expect(next).toEqual({ ...POLICY_2023, effectiveOn: '2026-07-01', general: { ...POLICY_2023.general, pfWon: 5_000_000 }, institutionalShareBp: 3000 });
  });
  it('refuses PF above real estate, real estate above the total and a borrower above the total, naming each field', () => {
    expect(() => applyChange(POLICY_2023, { effectiveOn: '2026-07-01', general: { pfWon: 20_010_000 }, incomeQualified: { realtyWon: 100_010_000, borrowerWon: 100_010_000 } }))
      .toThrow(expect.objectContaining({
        failCode: 'invalid_input',
        details: { fields: { 'general.pf': 'above_realty', 'income_qualified.realty': 'above_total', 'income_qualified.per_borrower': 'above_total' } },
      }));
  });
});
