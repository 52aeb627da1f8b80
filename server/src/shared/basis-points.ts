// Rates the platform publishes (overdue rate, loss rate) as integer basis points.

/** A part over a whole in basis points, rounded; 0 when there is no whole (nothing lent yet). */
export function rateBp(partWon: number, wholeWon: number): number {
  return wholeWon > 0 ? Math.round((partWon * 10_000) / wholeWon) : 0;
}
