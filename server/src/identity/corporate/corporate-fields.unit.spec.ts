// A corporate sign-up's company is read trimmed, its business number kept as digits, and each bad field named with its path.
import { readBody, requestBody } from '../../shared/http/schema';
import { corporateField } from './corporate-body';
import { corporateIdentity, corporateProblem } from './corporate-fields';

const SIGN_UP_PART = requestBody({ corporate: corporateField() });

const read = (corporate: unknown) => corporateIdentity(readBody(SIGN_UP_PART, { corporate }, (input, fail) => corporateProblem(input.corporate, fail)).corporate);

describe('corporate sign-up fields', () => {
  it('reads the company, digits only, names trimmed', () => {
    expect(read({ business_number: '123-45-67891', company_name: ' (주)한빛 푸드 ', representative_name: ' 홍길동 ' }))
      .toEqual({ businessNumber: '1234567891', companyName: '(주)한빛 푸드', representativeName: '홍길동' });
    expect(read({ business_number: '2208162517', company_name: '㈜Hanbit & Co.', representative_name: 'Kim Min-su' })?.businessNumber).toBe('2208162517');
  });

  it('is absent for an individual', () => {
    expect(read(undefined)).toBeUndefined();
    expect(read(null)).toBeUndefined();
  });

  it('names every bad field with its path', () => {
    expect(() => read({ business_number: '123-45-67890', company_name: '', representative_name: '<b>', ceo: 'x' })).toThrow(expect.objectContaining({
      details: { fields: {
        'corporate.business_number': 'invalid_check_digit', 'corporate.company_name': 'required', 'corporate.representative_name': 'invalid_format', 'corporate.ceo': 'unknown_field',
      } },
    }));
    expect(() => read({ business_number: '12345', company_name: 'x'.repeat(101) })).toThrow(expect.objectContaining({
      details: { fields: { 'corporate.business_number': 'invalid_format', 'corporate.company_name': 'too_long', 'corporate.representative_name': 'required' } },
    }));
    expect(() => read({ company_name: '<script>', representative_name: '홍길동' })).toThrow(expect.objectContaining({
      details: { fields: { 'corporate.business_number': 'required', 'corporate.company_name': 'invalid_format' } },
    }));
    expect(() => read('1234567891')).toThrow(expect.objectContaining({ details: { fields: { corporate: 'must_be_object' } } }));
  });
});
