// Transfers (원리금수취권 양도, docs/api.md "Transfers"): the listings read model.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class TransferListings1763801710000 implements MigrationInterface {
  name = 'TransferListings1763801710000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE transfer_listings (
        listing_id uuid PRIMARY KEY,
        seller_id uuid NOT NULL,
        product_id uuid NOT NULL,
        investment_id uuid NOT NULL,
        price bigint NOT NULL CHECK (price > 0),
        outstanding_principal bigint NOT NULL CHECK (outstanding_principal > 0),
        from_seq integer NOT NULL,
        listed_on date NOT NULL,
        listed_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'withdrawn', 'sold', 'ended')),
        buyer_id uuid,
        closed_at timestamptz,
        end_reason text
      )`);
    await q.query(`CREATE INDEX transfer_listings_open ON transfer_listings (listed_at DESC) WHERE status = 'open'`);
    await q.query(`CREATE INDEX transfer_listings_by_seller ON transfer_listings (seller_id, product_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE transfer_listings`);
  }
}
