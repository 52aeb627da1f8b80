// What a seller may list (docs/api.md "Transfers"): a holding is an investment of theirs, or a
// claim they bought on the market, which is known by the listing it was bought from (the id its
// investment_returns row, documents and GET /investments item carry). A bought claim is resold
// like any holding: the loan decides what the holder still has.
import { one, Queryable } from '../../shared/database/sql';

export interface Holding {
  product_id: string;
  user_id: string;
}

export async function holdingOf(q: Queryable, id: string): Promise<Holding | undefined> {
  return one<Holding>(
    q,
    `SELECT product_id::text, user_id::text FROM investments WHERE id = $1
     UNION ALL SELECT product_id::text, buyer_id::text FROM transfer_listings WHERE listing_id = $1 AND status = 'sold'
     LIMIT 1`,
    [id],
  );
}
