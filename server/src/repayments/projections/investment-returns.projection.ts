// `investment_returns`: per investment, the principal lent, what came back (principal and
// interest), what is still outstanding, and taxes and fees withheld. GET /api/investments
// LEFT JOINs it on investment id (outstanding_principal, received_interest). A repayment is
// credited per investor and product; an investor with several investments in one product has
// it split between them by the same cumulative largest-remainder rule as the schedule.
import { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import { Projection, TableMap } from '../../shared/event-store/inline-projections';
import { rows } from '../../shared/database/sql';
import { toWon } from '../../shared/won';
import { RepaymentCredited, userIdOfInvestorStream } from '../../wallet';
import type { LoanScheduledData } from '../loan.events';
import { largestRemainder } from '../schedule/largest-remainder';

type Column = 'received_principal' | 'received_interest' | 'tax_withheld' | 'fee_paid';

/** Splits `addWon` over the rows so that each row's cumulative `column` follows its principal. */
function cumulativeSplit(list: { principal: number; current: number }[], addWon: number): number[] {
  const before = list.reduce((t, r) => t + r.current, 0);
  const after = largestRemainder(before + addWon, list.map((r) => r.principal));
  // A row already ahead of its quota keeps what it has: never take back a credited won.
  const raw = after.map((a, i) => a - list[i].current);
  if (raw.every((x) => x >= 0)) return raw;
  const share = largestRemainder(addWon, list.map((r) => r.principal));
  return share;
}

async function applyCredited(tx: Tx, event: StoredEvent<RepaymentCredited['data']>, t: TableMap): Promise<void> {
  const d = event.data;
  const userId = userIdOfInvestorStream(event.streamId);
  const list = await rows<{ investment_id: string; principal: string; received_principal: string; received_interest: string; tax_withheld: string; fee_paid: string }>(
    tx,
    `SELECT investment_id, principal, received_principal, received_interest, tax_withheld, fee_paid FROM ${t.returns}
     WHERE user_id = $1 AND product_id = $2 ORDER BY investment_id`,
    [userId, d.productId],
  );
  if (list.length === 0) return;
  const adds: Record<Column, number> = {
    received_principal: d.principalWon,
    received_interest: d.interestWon,
    tax_withheld: d.incomeTaxWon + d.localTaxWon,
    fee_paid: d.feeWon,
  };
  const splits = Object.fromEntries(
    (Object.keys(adds) as Column[]).map((c) => [c, cumulativeSplit(list.map((r) => ({ principal: toWon(r.principal), current: toWon(r[c]) })), adds[c])]),
  ) as Record<Column, number[]>;
  for (const [i, r] of list.entries()) {
    await tx.query(
      `UPDATE ${t.returns} SET received_principal = received_principal + $2, received_interest = received_interest + $3,
         tax_withheld = tax_withheld + $4, fee_paid = fee_paid + $5, outstanding_principal = outstanding_principal - $2
       WHERE investment_id = $1`,
      [r.investment_id, splits.received_principal[i], splits.received_interest[i], splits.tax_withheld[i], splits.fee_paid[i]],
    );
  }
}

export const investmentReturnsProjection: Projection = {
  name: 'investment_returns',
  mode: 'inline',
  tables: { returns: 'investment_returns' },
  handles: ['LoanScheduled', 'RepaymentCredited'],
  keys: { returns: ['investment_id'] },
  async apply(tx: Tx, event: StoredEvent, t: TableMap): Promise<void> {
    if (event.type === 'RepaymentCredited') return applyCredited(tx, event, t);
    const d = event.data as LoanScheduledData;
    for (const i of d.investments) {
      await tx.query(
        `INSERT INTO ${t.returns} (investment_id, user_id, product_id, principal, outstanding_principal) VALUES ($1, $2, $3, $4, $4)`,
        [i.investmentId, i.userId, d.productId, i.amountWon],
      );
    }
  },
};
