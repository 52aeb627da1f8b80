// How verify's projections split between the main thread's lane and the worker's (verify-lanes.ts),
// by weight: what each costs to fold and compare, in a plain event's units.

/**
 * What the thread lane pays before its first event, in the same units (plain events): starting a
 * worker and loading every context's modules took about 2 s of its CPU in a profile of verify on
 * the replay bench's log, what its lane folds in about 1.5 million units. Without it the thread's
 * lane was the longer by that much, the main thread idle at the end (about 6 s in that profile).
 */
export const THREAD_START_WEIGHT = 1_500_000;

/** Splits projections into two lanes of about equal weight, heaviest first; `startWeights`: what each lane carries before any. */
export function twoLanes<T extends { name: string }>(items: readonly T[], weightOf: (item: T) => number, startWeights: readonly [number, number] = [0, 0]): [T[], T[]] {
  const lanes: [T[], T[]] = [[], []];
  const sums = [...startWeights];
  for (const item of [...items].sort((a, b) => weightOf(b) - weightOf(a))) {
    const lane = sums[0] <= sums[1] ? 0 : 1;
    lanes[lane].push(item);
    sums[lane] += weightOf(item);
  }
  // Each lane takes one at least (a light log, all its weight below the thread's start): the lightest.
  if (lanes[1].length === 0 && lanes[0].length > 1) lanes[1].push(lanes[0].pop()!);
  return lanes;
}
