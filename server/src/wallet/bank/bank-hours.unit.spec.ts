// Proves the maintenance window in Korea time, across midnight, and the operators' override.
import { bankOpen, inMaintenance } from './bank-hours';

const window = { startMinute: 23 * 60 + 30, endMinute: 30 }; // 23:30–00:30 KST
const kst = (hhmm: string) => new Date(`2026-11-21T${hhmm}:00+09:00`);

describe('bank hours', () => {
  it.each([
    ['23:29', false],
    ['23:30', true],
    ['23:59', true],
    ['00:00', true],
    ['00:29', true],
    ['00:30', false],
    ['12:00', false],
  ])('at %s KST maintenance is %p', (hhmm, expected) => {
    expect(inMaintenance(window, kst(hhmm))).toBe(expected);
  });
  it('handles a window inside one day and no window', () => {
    const day = { startMinute: 2 * 60, endMinute: 3 * 60 };
    expect(inMaintenance(day, kst('02:30'))).toBe(true);
    expect(inMaintenance(day, kst('03:00'))).toBe(false);
    expect(inMaintenance(null, kst('23:45'))).toBe(false);
  });
  it('lets operators force it closed or open', () => {
    expect(bankOpen(window, null, kst('23:45'))).toBe(false);
    expect(bankOpen(window, false, kst('23:45'))).toBe(true);
    expect(bankOpen(window, true, kst('12:00'))).toBe(false);
    expect(bankOpen(window, null, kst('12:00'))).toBe(true);
  });
});
