// The open listings whose claim no longer stands on `today` (docs/api.md "Transfers": a listing
// ends by itself when the loan misses a due date, goes bad, or the claim is paid off, and when
// its first installment comes due, since that one stays the seller's), each with its reason, for
// the daily repayment run to end. The market leaves them out meanwhile (transfer-market.query.ts).
import { rows } from '../../shared/database/sql';
import type { Queryable } from '../../shared/database/sql';
import type { ListingEndReason } from './listing.decider';

export interface StaleListing {
  listing_id: string;
  seller_id: string;
  product_id: string;
  reason: ListingEndReason;
}

export function staleListings(db: Queryable, today: string, limit: number): Promise<StaleListing[]> {
  return rows<StaleListing>(db, `
    SELECT listing_id::text, seller_id::text, product_id::text, reason FROM (
      SELECT l.listing_id, l.seller_id, l.product_id, l.listed_at,
        CASE
          WHEN lo.status = 'completed' OR fi.status IS NULL OR fi.status = 'replaced' THEN 'claim_paid_off'
          WHEN lo.status <> 'repaying' THEN 'loan_not_repaying'
          WHEN EXISTS (SELECT 1 FROM loan_installments i WHERE i.product_id = l.product_id AND i.status = 'scheduled' AND i.due_on < $1::date) THEN 'due_date_missed'
          WHEN fi.due_on <= $1::date THEN 'due_date_passed'
        END AS reason
      FROM transfer_listings l
      JOIN loans lo ON lo.product_id = l.product_id
      LEFT JOIN loan_installments fi ON fi.product_id = l.product_id AND fi.seq = l.from_seq
      WHERE l.status = 'open'
    ) s WHERE reason IS NOT NULL ORDER BY listed_at, listing_id LIMIT $2`, [today, limit]);
}
