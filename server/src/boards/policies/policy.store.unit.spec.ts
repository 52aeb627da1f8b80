// Proves which policy version is in force on a given Korean calendar day: the newest already
// effective, a later-dated one only from its day, and the first one when none is effective yet.
import { currentVersionOf } from './policy.store';

const versions = [
  { version: 1, effectiveOn: '2024-03-01' },
  { version: 2, effectiveOn: '2025-07-01' },
  { version: 3, effectiveOn: '2026-12-01' },
];

describe('currentVersionOf', () => {
  it('picks the newest version already in effect', () => {
    expect(currentVersionOf(versions, '2026-11-21')).toBe(2);
    expect(currentVersionOf(versions, '2025-06-30')).toBe(1);
  });

  it('switches on the effective day itself', () => {
    expect(currentVersionOf(versions, '2026-12-01')).toBe(3);
  });

  it('falls back to the first version before any is effective, and to null with none', () => {
    expect(currentVersionOf(versions, '2020-01-01')).toBe(1);
    expect(currentVersionOf([], '2026-01-01')).toBeNull();
  });
});
