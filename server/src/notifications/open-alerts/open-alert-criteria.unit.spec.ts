// Proves 오픈 알림's criteria reading: the whole body kept as given, absent or null limits meaning
// none, and each bad field named with the Korean message of the first one.
import { DomainError } from '../../shared/errors/domain-error';
import { readOpenAlertCriteria } from './open-alert-criteria';

const refusal = (body: unknown) => {
  try {
    readOpenAlertCriteria(body);
  } catch (error) {
    return { fields: (error as DomainError).details.fields, message: (error as DomainError).message };
  }
  throw new Error('accepted');
};

describe('open alert criteria', () => {
  it('reads every criterion, and no limit where none is given', () => {
    expect(readOpenAlertCriteria({ types: ['apt', 'credit'], grades: ['A', 'B'], min_rate_bp: 1000, max_term_months: 12 }))
      .toEqual({ types: ['apt', 'credit'], grades: ['A', 'B'], minRateBp: 1000, maxTermMonths: 12 });
    expect(readOpenAlertCriteria({ types: ['corporate'], grades: null, min_rate_bp: null })).toEqual({ types: ['corporate'], grades: [], minRateBp: null, maxTermMonths: null });
  });

  it('accepts the boundaries and refuses one past them', () => {
    expect(readOpenAlertCriteria({ types: ['apt'], min_rate_bp: 0, max_term_months: 120 })).toMatchObject({ minRateBp: 0, maxTermMonths: 120 });
    expect(readOpenAlertCriteria({ types: ['apt'], min_rate_bp: 2000, max_term_months: 1 })).toMatchObject({ minRateBp: 2000, maxTermMonths: 1 });
    expect(refusal({ types: ['apt'], min_rate_bp: 2001, max_term_months: 121 }).fields).toEqual({ min_rate_bp: 'too_large', max_term_months: 'too_large' });
    expect(refusal({ types: ['apt'], min_rate_bp: -1, max_term_months: 0 }).fields).toEqual({ min_rate_bp: 'too_small', max_term_months: 'too_small' });
    expect(refusal({ types: ['apt'], min_rate_bp: 10.5 }).fields).toEqual({ min_rate_bp: 'must_be_integer' });
  });

  it('names each bad field, with the first one in Korean', () => {
    expect(refusal({})).toEqual({ fields: { types: 'required' }, message: '알림을 받을 상품 유형을 하나 이상 선택해 주십시오.' });
    expect(refusal({ types: ['apt', 'house'] }).fields).toEqual({ types: 'invalid_value' });
    expect(refusal({ types: ['apt', 'apt'] }).fields).toEqual({ types: 'invalid_value' });
    expect(refusal({ types: 'apt' }).fields).toEqual({ types: 'invalid_value' });
    expect(refusal({ types: ['apt'], grades: ['A1'] })).toEqual({ fields: { grades: 'invalid_value' }, message: '등급은 A부터 E까지에서 선택해 주십시오.' });
    expect(refusal({ types: ['apt'], color: 'red' }).fields).toEqual({ color: 'unknown_field' });
  });
});
