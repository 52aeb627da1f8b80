// Proves the month arithmetic of monthly disclosures: month ends in Korea time, last days
// (leap February, December), and the newest-first list of months between two.
import { lastDayOf, monthEndsAt, monthsBetween, nextMonth } from './month-calendar';

describe('month calendar', () => {
  it('ends a month at the next month’s first midnight, Korea time', () => {
    expect(monthEndsAt('2026-11').toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(nextMonth('2026-12')).toBe('2027-01');
  });

  it('knows each month’s last day', () => {
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2027-02')).toBe('2027-02-28');
    expect(lastDayOf('2026-12')).toBe('2026-12-31');
  });

  it('lists the months between two, newest first', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(monthsBetween('2027-02', '2026-11')).toEqual([]);
  });
});
