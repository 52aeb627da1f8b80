// Proves won amounts print as "12,340,000원", account numbers in groups of four, and instants in Korea time whatever the machine's zone.
import { formatAccountNumber, formatDate, formatDateTime, formatRateBp, formatWon, formatWonShort, todayInKorea } from './format';

describe('format', () => {
  it('formats won with thousands separators and the 원 unit', () => {
    expect(formatWon(12_340_000)).toBe('12,340,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(-10_000)).toBe('-10,000원');
    expect(formatWon(undefined)).toBe('-');
    expect(formatWonShort(123_400_000)).toBe('1억 2,340만 원');
  });

  it('groups an account number by four digits, the rest last', () => {
    expect(formatAccountNumber('56123456789012')).toBe('5612 3456 7890 12');
    expect(formatAccountNumber('561234567890')).toBe('5612 3456 7890');
    expect(formatAccountNumber('561')).toBe('561');
  });

  it('formats basis points as percent', () => {
    expect(formatRateBp(1250)).toBe('12.50%');
  });

  it('prints instants in Asia/Seoul', () => {
    // 15:30 UTC on 31 Dec is already 1 Jan 00:30 in Seoul.
    expect(formatDate('2024-12-31T15:30:00Z')).toBe('2025.01.01');
    expect(formatDateTime('2024-12-31T15:30:00Z')).toBe('2025.01.01 00:30');
    expect(formatDate('2025-03-05')).toBe('2025.03.05');
    expect(todayInKorea(new Date('2024-12-31T15:30:00Z'))).toBe('2025-01-01');
  });
});
