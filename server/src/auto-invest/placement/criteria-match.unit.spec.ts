// Which products a contract's criteria meet (pure), and the diversification sentence.
import { diversificationText } from '../queries/diversification.query';
import { meetsCriteria, MatchedProduct } from './criteria-match';

const product: MatchedProduct = { type: 'credit', grade: 'B2+', rateBp: 1100, termMonths: 12, repaymentMethod: 'equal_installment', isPf: false };
const any = { types: [], grades: [], minRateBp: null, maxTermMonths: null, repaymentMethods: [], includePf: false };

describe('auto-invest criteria', () => {
  it('empty criteria meet every product but PF', () => {
    expect(meetsCriteria(any, product)).toBe(true);
    expect(meetsCriteria(any, { ...product, type: 'apt', isPf: true })).toBe(false);
    expect(meetsCriteria({ ...any, includePf: true }, { ...product, type: 'apt', isPf: true })).toBe(true);
  });

  it('each criterion narrows: type, grade family, rate floor, term ceiling, repayment method', () => {
    expect(meetsCriteria({ ...any, types: ['corporate'] }, product)).toBe(false);
    expect(meetsCriteria({ ...any, grades: ['B'] }, product)).toBe(true);
    expect(meetsCriteria({ ...any, grades: ['A'] }, product)).toBe(false);
    expect(meetsCriteria({ ...any, minRateBp: 1100 }, product)).toBe(true);
    expect(meetsCriteria({ ...any, minRateBp: 1101 }, product)).toBe(false);
    expect(meetsCriteria({ ...any, maxTermMonths: 11 }, product)).toBe(false);
    expect(meetsCriteria({ ...any, repaymentMethods: ['bullet'] }, product)).toBe(false);
  });

  it('explains concentration in plain Korean', () => {
    expect(diversificationText(0, 0, 0)).toContain('아직 투자하신 금액이 없습니다');
    expect(diversificationText(100_000, 2, 7_500)).toContain('75.0%가 몰려 있습니다');
    expect(diversificationText(100_000, 5, 1_900)).toContain('5명의 차입자');
    expect(diversificationText(1_000_000, 40, 250)).toContain('고르게');
  });
});
