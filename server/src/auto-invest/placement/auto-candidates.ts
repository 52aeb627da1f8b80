// The contracts a product's opening may place, read in the placement's transaction: running on
// the business date, not yet placed or skipped in this product, meeting the criteria — their rows
// locked (by investor id, as set and stop lock them first), so a stop that commits first is seen
// here and one that comes later waits for the placement — with what each has already placed.
import { rows } from '../../shared/database/sql';
import type { Tx } from '../../shared/event-store/event-store.types';
import { toWon } from '../../shared/won';
import type { AutoInvestCriteria } from '../auto-invest.events';
import { LIVE_PLACEMENTS_SQL } from '../queries/auto-invest.queries';
import { meetsCriteria, MatchedProduct } from './criteria-match';

export interface OpenedProduct extends MatchedProduct {
  productId: string;
  status: string;
  suspended: boolean;
  borrowerId: string;
  targetWon: number;
}

export interface AutoCandidate {
  userId: string;
  investorType: 'general' | 'income_qualified' | 'professional' | 'corporate';
  amountWon: number;
  placedWon: number;
  borrowerPlacedWon: number;
}

export async function openedProduct(tx: Tx, productId: string): Promise<OpenedProduct | null> {
  const [p] = await rows<{ status: string; suspended: boolean; type: OpenedProduct['type']; grade: string; rate_bp: number; term_months: number; repayment_method: OpenedProduct['repaymentMethod']; is_pf: boolean; borrower_id: string; target_amount: string }>(
    tx, `SELECT status, suspended, type, grade, rate_bp, term_months, repayment_method, is_pf, borrower_id, target_amount FROM products WHERE id = $1`, [productId]);
  if (!p) return null;
  return {
    productId, status: p.status, suspended: p.suspended, type: p.type, grade: p.grade, rateBp: p.rate_bp, termMonths: p.term_months,
    repaymentMethod: p.repayment_method, isPf: p.is_pf, borrowerId: p.borrower_id, targetWon: toWon(p.target_amount),
  };
}

/** Live principal auto-placed in the product so far (a rerun of the same opening counts what the first run placed). */
export async function autoPlacedInProduct(tx: Tx, productId: string): Promise<number> {
  const [row] = await rows<{ amount: string }>(tx, `SELECT COALESCE(sum(o.amount), 0) AS amount ${LIVE_PLACEMENTS_SQL} AND o.product_id = $1`, [productId]);
  return toWon(row.amount);
}

export async function autoCandidates(tx: Tx, product: OpenedProduct, today: string): Promise<AutoCandidate[]> {
  const running = await rows<{ user_id: string; criteria: AutoInvestCriteria }>(
    tx,
    `SELECT c.user_id, c.criteria FROM auto_invest_contracts c
     WHERE c.stopped_at IS NULL AND c.starts_on <= $2::date AND c.ends_on >= $2::date
       AND NOT EXISTS (SELECT 1 FROM auto_invest_outcomes o WHERE o.user_id = c.user_id AND o.product_id = $1)`,
    [product.productId, today],
  );
  const matching = running.filter((c) => meetsCriteria(c.criteria, product)).map((c) => c.user_id);
  if (matching.length === 0) return [];
  const locked = await rows<{ user_id: string; investor_type: AutoCandidate['investorType']; amount_per_product: string; placed: string; borrower_placed: string }>(
    tx,
    `WITH locked AS (
       SELECT user_id, contract_id, amount_per_product FROM auto_invest_contracts
       WHERE user_id = ANY($1::uuid[]) AND stopped_at IS NULL AND ends_on >= $3::date ORDER BY user_id FOR UPDATE),
     placed AS (
       SELECT o.user_id, v.contract_id, sum(o.amount) AS placed, COALESCE(sum(o.amount) FILTER (WHERE o.borrower_id = $2), 0) AS borrower_placed
       ${LIVE_PLACEMENTS_SQL} AND o.user_id = ANY($1::uuid[]) GROUP BY o.user_id, v.contract_id)
     SELECT l.user_id, u.investor_type, l.amount_per_product, COALESCE(p.placed, 0) AS placed, COALESCE(p.borrower_placed, 0) AS borrower_placed
     FROM locked l JOIN users u ON u.id = l.user_id LEFT JOIN placed p ON p.user_id = l.user_id AND p.contract_id = l.contract_id
     ORDER BY l.user_id`,
    [matching, product.borrowerId, today],
  );
  return locked.map((r) => ({
    userId: r.user_id, investorType: r.investor_type, amountWon: toWon(r.amount_per_product), placedWon: toWon(r.placed), borrowerPlacedWon: toWon(r.borrower_placed),
  }));
}
