// The caller's holdings in one loan, each on its own (docs/api.md "Transfers"): an investor may hold
// their own investment and claims bought from other holders of the same loan, and the schedule of
// GET /investments/{product_id}/repayments adds them up per installment. Each holding here: its
// principal, what is outstanding, what came back (investment_returns, which keeps every holding
// apart to the won), and its next installment — the shares of the loan parties it holds, from the
// loan's own split (shared/loan-maths), the same the payments use.
import { Queryable, rows } from '../../shared/database/sql';
import { toWon } from '../../shared/won';
import { holderOf, investorShareRows, largestRemainder, NO_TRANSFERS, partiesHeldBy } from '../../shared/loan-maths';
import type { Holding } from '../http/repayment-answers.schema';
import { LoanState, loanDecider } from '../loan.decider';
import type { LoanEvent } from '../loan.events';

/** A holding's share of the next installment not yet paid out to it (`next`, null when none is left). */
type NextShare = NonNullable<Holding['next']>;

interface ReturnsRow { id: string; principal: string; outstanding_principal: string; received_principal: string; received_interest: string; acquisition_price: string | null }

/** Per claim bought (by listing), the loan parties it bought and the day, read from the loan's transfers. */
function boughtParties(history: readonly LoanEvent[]): Map<string, { parties: string[]; on: string }> {
  const bought = new Map<string, { parties: string[]; on: string }>();
  let state: LoanState = loanDecider.initialState();
  for (const e of history) {
    if (e.type === 'ClaimTransferred') {
      const parties = partiesHeldBy(state.holders ?? NO_TRANSFERS, state.investors, e.data.fromUserId, e.data.fromSeq).map((p) => p.id);
      bought.set(e.data.listingId.toLowerCase(), { parties, on: e.data.on });
    }
    state = loanDecider.evolve(state, e);
  }
  return bought;
}

/** The first installment not paid out in which `parties` (held by `userId`) have a share, and that share. */
function nextShare(state: LoanState, userId: string, parties: readonly string[]): NextShare | null {
  const open = new Set(state.installments.filter((i) => i.status === 'scheduled' || i.status === 'funded').map((i) => i.seq));
  const wanted = new Set(parties.map((p) => p.toLowerCase()));
  const holders = state.holders ?? NO_TRANSFERS;
  const bySeq = new Map<number, NextShare>();
  for (const row of investorShareRows(state.installments, state.investors)) {
    if (!open.has(row.seq) || !wanted.has(row.partyId.toLowerCase()) || holderOf(holders, row.partyId, row.seq).toLowerCase() !== userId) continue;
    const share = bySeq.get(row.seq) ?? { seq: row.seq, due_on: row.dueOn, principal: 0, interest: 0 };
    share.principal += row.principalWon;
    share.interest += row.interestWon;
    bySeq.set(row.seq, share);
  }
  return [...bySeq.values()].filter((s) => s.principal + s.interest > 0).sort((a, b) => a.seq - b.seq)[0] ?? null;
}

/** An own party's share split over the investor's investments in it, pro rata to their amounts. */
function splitShare(share: NextShare | null, principals: number[]): (NextShare | null)[] {
  if (!share) return principals.map(() => null);
  const p = largestRemainder(share.principal, principals);
  const i = largestRemainder(share.interest, principals);
  return principals.map((_, k) => ({ ...share, principal: p[k], interest: i[k] }));
}

export async function holdingViews(q: Queryable, userId: string, productId: string, history: readonly LoanEvent[], state: LoanState): Promise<Holding[]> {
  const found = await rows<ReturnsRow>(
    q,
    `SELECT investment_id::text AS id, principal, outstanding_principal, received_principal, received_interest, acquisition_price
     FROM investment_returns WHERE user_id = $1 AND product_id = $2 ORDER BY investment_id`,
    [userId, productId],
  );
  const me = userId.toLowerCase();
  const bought = boughtParties(history);
  const own = found.filter((r) => r.acquisition_price === null);
  const ownNext = splitShare(state.exists ? nextShare(state, me, [me]) : null, own.map((r) => toWon(r.principal)));
  const view = (r: ReturnsRow, next: NextShare | null, acquiredOn: string | null): Holding => ({
    id: r.id, kind: r.acquisition_price === null ? 'invested' : 'bought', principal: toWon(r.principal), outstanding_principal: toWon(r.outstanding_principal),
    received_principal: toWon(r.received_principal), received_interest: toWon(r.received_interest), acquired_on: acquiredOn,
    price: r.acquisition_price === null ? null : toWon(r.acquisition_price), next: toWon(r.outstanding_principal) > 0 ? next : null,
  });
  return found.map((r) => {
    if (r.acquisition_price === null) return view(r, ownNext[own.indexOf(r)], null);
    const b = bought.get(r.id.toLowerCase());
    return view(r, b ? nextShare(state, me, b.parties) : null, b?.on ?? null);
  });
}
