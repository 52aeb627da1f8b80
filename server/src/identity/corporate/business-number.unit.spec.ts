// A business registration number passes only with its National Tax Service check digit (the ninth digit's ×5 carry included), with or without dashes.
import { businessNumberCheckDigit, formatBusinessNumber, parseBusinessNumber } from './business-number';

describe('business registration number', () => {
  // Worked by hand: 1·1+2·3+3·7+4·1+5·3+6·7+7·1+8·3+9·5 = 165, carry ⌊9·5/10⌋ = 4 → 169 → (10 − 9) mod 10 = 1.
  it('computes the check digit with the weights 1,3,7,1,3,7,1,3,5 and the ninth digit\'s carry', () => {
    expect(businessNumberCheckDigit('123456789')).toBe(1);
    // 2·5 = 10 and its carry 1 → 11 → 9; without the carry it would be 0.
    expect(businessNumberCheckDigit('000000002')).toBe(9);
    // 1 + 9·5 = 46, carry 4 → 50 → a sum that is a multiple of ten gives 0, not 10.
    expect(businessNumberCheckDigit('100000009')).toBe(0);
    // 2+6+0+8+3+42+2+15+5 = 83, carry 0 → 7.
    expect(businessNumberCheckDigit('220816251')).toBe(7);
    expect(() => businessNumberCheckDigit('12345678')).toThrow();
  });

  it('accepts a valid number with or without dashes and keeps its digits', () => {
    expect(parseBusinessNumber('123-45-67891')).toEqual({ digits: '1234567891' });
    expect(parseBusinessNumber('1234567891')).toEqual({ digits: '1234567891' });
    expect(parseBusinessNumber(' 220-81-62517 ')).toEqual({ digits: '2208162517' });
    expect(parseBusinessNumber('000-00-00029')).toEqual({ digits: '0000000029' });
    expect(parseBusinessNumber('100-00-00090')).toEqual({ digits: '1000000090' });
  });

  it('refuses a wrong check digit, including the answer that forgets the carry', () => {
    expect(parseBusinessNumber('123-45-67890')).toEqual({ problem: 'invalid_check_digit' });
    expect(parseBusinessNumber('0000000020')).toEqual({ problem: 'invalid_check_digit' });
    expect(parseBusinessNumber('220-81-62518')).toEqual({ problem: 'invalid_check_digit' });
  });

  it('refuses anything not shaped like one', () => {
    for (const bad of ['', '123-45-6789', '123456789012', '12-345-67891', '123 45 67891', '123-4567891x', '１２３４５６７８９１']) {
      expect(parseBusinessNumber(bad)).toEqual({ problem: 'invalid_format' });
    }
  });

  it('formats the digits as people read them', () => {
    expect(formatBusinessNumber('1234567891')).toBe('123-45-67891');
  });
});
