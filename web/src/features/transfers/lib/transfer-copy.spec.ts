// Proves the eligibility sentence says why a buyer may buy, or how many investments they lack.
import { eligibilityText } from './transfer-copy';

describe('eligibilityText', () => {
  it('names the reason a buyer may buy', () => {
    expect(eligibilityText({ eligible: true, reason: 'investor_type' }, 3)).toContain('전문·법인·소득적격 투자자로서');
    expect(eligibilityText({ eligible: true, reason: 'investment_record' }, 3)).toContain('최근 3년간 투자 실적 요건을 갖춘');
  });

  it('says how many investments a general investor has and lacks', () => {
    const text = eligibilityText({ eligible: false, reason: 'too_few_investments', required: 5, placed: 2 }, 3);
    expect(text).toContain('최근 3년간 5회 이상');
    expect(text).toContain('2회 투자하셨습니다(3회 더 필요)');
  });
});
