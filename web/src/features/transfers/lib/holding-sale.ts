// Whether a holding can be listed for transfer, and what a buyer would get (docs/api.md
// "Transfers"): only a holding of a repaying loan with no installment past due (온투법 34조), and
// only what is still to come — the installments due after today (one due today is the seller's).
// The same rule as the server's heldClaim (claim-transfer.decide.ts); the server decides. Pure.
import type { RemainingScheduleRow } from '@/api/transfer.types';

/** A row of the holder's schedule (GET /investments/{product_id}/repayments), as this rule reads it. */
export type HoldingRow = RemainingScheduleRow & { status: string };

/** The holding as its page has it: the product, the loan's status and the holder's schedule. */
export type Holding = { product: { id: string; title: string; status: string }; loan_status?: string | null; schedule: readonly HoldingRow[] };

export type SaleBlock = 'not_repaying' | 'overdue' | 'nothing_left';

export type HoldingSale = { sellable: true; rows: HoldingRow[]; outstandingPrincipalWon: number } | { sellable: false; why: SaleBlock };

/** Why the 양도 신청 is not offered, in the investor's words. */
export const SALE_BLOCK_MESSAGES: Record<SaleBlock, string> = {
  not_repaying: '상환 중인 대출의 채권만 양도할 수 있습니다. 모집 중이거나 상환이 끝났거나 연체·기한이익상실 등으로 상환이 멈춘 대출은 양도할 수 없습니다.',
  overdue: '지급일이 지났는데 아직 상환되지 않은 회차가 있어 양도할 수 없습니다. 연체가 해소되면 다시 신청해 주십시오.',
  nothing_left: '앞으로 받을 원금이 남아 있지 않아 양도할 채권이 없습니다.',
};

/** `today`: the business date in Korea time ("YYYY-MM-DD"). */
export function holdingSale(d: Holding, today: string): HoldingSale {
  const status = d.loan_status ?? d.product.status;
  if (status !== 'repaying') return { sellable: false, why: 'not_repaying' };
  if (d.schedule.some((r) => r.status === 'overdue' || (r.status === 'scheduled' && r.due_on < today))) return { sellable: false, why: 'overdue' };
  const rows = d.schedule.filter((r) => r.status === 'scheduled' && r.due_on > today);
  const outstandingPrincipalWon = rows.reduce((s, r) => s + r.principal, 0);
  if (rows.length === 0 || outstandingPrincipalWon === 0) return { sellable: false, why: 'nothing_left' };
  return { sellable: true, rows, outstandingPrincipalWon };
}
