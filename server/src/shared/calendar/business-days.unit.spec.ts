// Proves the business-day arithmetic: weekends and the given holidays are skipped, the start
// date is not counted, a run of holidays (추석) is walked over, and bad counts are refused.
import { addBusinessDays, businessDaysBetween, isBusinessDay } from './business-days';

// 2027's 추석 (Sept 14–16, Tue–Thu) as the rule: the table itself is checked by an integration test.
const chuseok2027 = (date: string) => ['2027-09-14', '2027-09-15', '2027-09-16'].includes(date);
const none = () => false;

describe('business days', () => {
  it('skips Saturdays and Sundays', () => {
    expect(isBusinessDay('2027-09-11', none)).toBe(false);
    expect(isBusinessDay('2027-09-12', none)).toBe(false);
    expect(isBusinessDay('2027-09-13', none)).toBe(true);
    expect(addBusinessDays('2027-09-10', 1, none)).toBe('2027-09-13');
  });

  it('counts 5 business days after a due date, the due date itself excluded', () => {
    expect(addBusinessDays('2027-09-13', 5, none)).toBe('2027-09-20');
    expect(addBusinessDays('2027-09-13', 0, none)).toBe('2027-09-13');
  });

  it('walks over a run of holidays', () => {
    expect(addBusinessDays('2027-09-13', 5, chuseok2027)).toBe('2027-09-23');
    expect(isBusinessDay('2027-09-15', chuseok2027)).toBe(false);
  });

  it('counts the business days between two dates', () => {
    expect(businessDaysBetween('2027-09-13', '2027-09-23', chuseok2027)).toBe(5);
    expect(businessDaysBetween('2027-09-13', '2027-09-16', chuseok2027)).toBe(0);
    expect(businessDaysBetween('2027-09-13', '2027-09-13', none)).toBe(0);
  });

  it('refuses a negative or fractional count', () => {
    expect(() => addBusinessDays('2027-09-13', -1, none)).toThrow('invalid business day count');
    expect(() => addBusinessDays('2027-09-13', 1.5, none)).toThrow('invalid business day count');
  });
});
