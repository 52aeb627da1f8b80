// The order contracts are served in when a product opens (시행령 12조: no favoured users). Pure.
// Contracts stand in a fixed circle (by investor id); each product begins just after the last
// contract the previous product placed, so whoever was left out when room ran short is served
// first next time: no contract is always first, and when each product has room for m of n
// contracts, every contract is placed within ceil(n / m) products of matching openings.
export interface Candidate {
  userId: string;
  amountWon: number;
}

/** `candidates` sorted by userId; `cursor`: the last investor placed before (null: start of the circle). */
export function serviceOrder<C extends Candidate>(candidates: readonly C[], cursor: string | null): C[] {
  if (cursor === null) return [...candidates];
  const start = candidates.findIndex((c) => c.userId > cursor);
  if (start <= 0) return [...candidates];
  return [...candidates.slice(start), ...candidates.slice(0, start)];
}

/**
 * Who is placed with `roomWon` to share, in service order: each in turn if their amount still
 * fits (a larger amount that does not fit is passed over, a smaller one after it may). `refused`
 * answers whether a placement would be refused for the investor's own reasons (balance, limits);
 * a refused one takes no room. Returns the placed, the refused and the new cursor.
 */
export function selectPlacements<C extends Candidate>(
  ordered: readonly C[],
  roomWon: number,
  refused: (candidate: C) => boolean = () => false,
): { placed: C[]; refused: C[]; cursor: string | null } {
  const placed: C[] = [];
  const refusedList: C[] = [];
  let room = roomWon;
  for (const candidate of ordered) {
    if (candidate.amountWon > room) continue;
    if (refused(candidate)) {
      refusedList.push(candidate);
      continue;
    }
    placed.push(candidate);
    room -= candidate.amountWon;
  }
  return { placed, refused: refusedList, cursor: placed.length > 0 ? placed[placed.length - 1].userId : null };
}
