// Read models of the product streams: products (funding progress, investor count, repaid
// principal for the statistics) and investments. Both are written by inline projections.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductsReadModels1763700300000 implements MigrationInterface {
  name = 'ProductsReadModels1763700300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE products (
        id uuid PRIMARY KEY,
        title text NOT NULL,
        type text NOT NULL CHECK (type IN ('apt', 'realty', 'credit', 'corporate')),
        is_realty boolean NOT NULL,
        borrower_id text NOT NULL,
        borrower_name text NOT NULL,
        grade text NOT NULL,
        rate_bp int NOT NULL,
        term_months int NOT NULL,
        repayment_method text NOT NULL CHECK (repayment_method IN ('equal_installment', 'bullet')),
        target_amount bigint NOT NULL CHECK (target_amount > 0),
        raised_amount bigint NOT NULL DEFAULT 0 CHECK (raised_amount >= 0 AND raised_amount <= target_amount),
        investor_count int NOT NULL DEFAULT 0,
        min_amount bigint NOT NULL,
        max_per_user bigint NOT NULL DEFAULT 0,
        status text NOT NULL CHECK (status IN ('scheduled', 'funding', 'funded', 'repaying', 'completed', 'overdue', 'canceled')),
        suspended boolean NOT NULL DEFAULT false,
        opens_at timestamptz NOT NULL,
        closes_at timestamptz NOT NULL,
        investor_only boolean NOT NULL DEFAULT false,
        description text NOT NULL DEFAULT '',
        collateral jsonb,
        registered_at timestamptz NOT NULL,
        opened_at timestamptz,
        funded_at timestamptz,
        executed_at timestamptz,
        canceled_at timestamptz,
        completed_at timestamptz,
        executed_amount bigint NOT NULL DEFAULT 0,
        repaid_principal bigint NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX products_listing ON products (status, opens_at DESC)`);
    await q.query(`CREATE INDEX products_opening ON products (opens_at) WHERE status = 'scheduled'`);
    await q.query(`
      CREATE TABLE investments (
        id uuid PRIMARY KEY,
        product_id uuid NOT NULL,
        user_id uuid NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        status text NOT NULL CHECK (status IN ('placed', 'canceled', 'executed')),
        invested_at timestamptz NOT NULL,
        canceled_at timestamptz,
        cancel_reason text,
        executed_at timestamptz
      )`);
    await q.query(`CREATE INDEX investments_by_user ON investments (user_id, invested_at DESC)`);
    await q.query(`CREATE INDEX investments_by_product ON investments (product_id, user_id) WHERE status <> 'canceled'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE investments, products`);
  }
}
