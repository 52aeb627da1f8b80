// The buyer's yield after tax at the asking price: a year's bullet claim bought at par returns
// its net interest; bought below par more, above par less; nothing left to receive is no rate.
import { transferYieldBp } from './transfer-yield';

describe('transfer yield', () => {
  it('is the net interest over the price for a year\'s bullet claim bought at par', () => {
    // 1,000,000 at 12 %: 120,000 interest, 14 % + 1.4 % withheld (16,800) → 103,200 net.
    expect(transferYieldBp(1_000_000, '2026-03-01', [{ due_on: '2027-03-01', net: 1_103_200 }])).toBe(1032);
  });

  it('rises below par and falls above it', () => {
    const rows = [{ due_on: '2026-04-01', net: 510_000 }, { due_on: '2026-05-01', net: 505_000 }];
    const atPar = transferYieldBp(1_000_000, '2026-03-01', rows)!;
    expect(transferYieldBp(950_000, '2026-03-01', rows)!).toBeGreaterThan(atPar);
    expect(transferYieldBp(1_020_000, '2026-03-01', rows)!).toBeLessThan(atPar);
  });

  it('has no rate with nothing left to receive', () => {
    expect(transferYieldBp(1_000_000, '2026-03-01', [{ due_on: '2026-03-01', net: 1_000_000 }])).toBeNull();
  });
});
