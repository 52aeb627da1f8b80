// Proves due dates fall n months after the day of execution in Korea time, clamped to month
// ends, without drifting after a short month.
import { dueDates } from './due-dates';

describe('month-end due dates', () => {
  it('clamps an execution on January 31 to the end of each shorter month and returns to the 31st', () => {
    // 2026-01-31 10:00 in Korea.
    expect(dueDates(new Date('2026-01-31T01:00:00Z'), 4)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
  });

  it('uses February 29 in a leap year', () => {
    expect(dueDates(new Date('2028-01-30T05:00:00Z'), 2)).toEqual(['2028-02-29', '2028-03-30']);
  });

  it('counts from the Korea-time date: 23:30 UTC on the 30th is already the 31st in Seoul', () => {
    expect(dueDates(new Date('2026-08-30T23:30:00Z'), 2)).toEqual(['2026-09-30', '2026-10-31']);
  });

  it('crosses the year end', () => {
    expect(dueDates(new Date('2026-11-15T00:00:00Z'), 3)).toEqual(['2026-12-15', '2027-01-15', '2027-02-15']);
  });
});
