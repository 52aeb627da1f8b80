// Investing's own tables: each investor's holdings (limit usage: held + executed − repaid),
// the limit policy by investor type, baskets and single-use investment tickets.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class InvestingBasketTicketsLimits1763700301000 implements MigrationInterface {
  name = 'InvestingBasketTicketsLimits1763700301000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE investor_holdings (
        user_id uuid NOT NULL,
        product_id uuid NOT NULL,
        borrower_id text NOT NULL,
        is_realty boolean NOT NULL,
        held_won bigint NOT NULL DEFAULT 0 CHECK (held_won >= 0),
        executed_won bigint NOT NULL DEFAULT 0 CHECK (executed_won >= 0),
        repaid_principal_won bigint NOT NULL DEFAULT 0 CHECK (repaid_principal_won >= 0),
        received_interest_won bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, product_id)
      )`);
    // docs/design.md "Checks and limits" (2021 Korean P2P rules); NULL = unlimited. Operators may edit.
    await q.query(`
      CREATE TABLE invest_limit_policies (
        investor_type text PRIMARY KEY CHECK (investor_type IN ('general', 'income_qualified', 'professional')),
        total_limit bigint,
        realty_limit bigint,
        borrower_limit bigint
      )`);
    await q.query(`
      INSERT INTO invest_limit_policies (investor_type, total_limit, realty_limit, borrower_limit) VALUES
        ('general', 30000000, 10000000, 5000000),
        ('income_qualified', 100000000, 100000000, 20000000),
        ('professional', NULL, NULL, NULL)`);
    await q.query(`
      CREATE TABLE basket_items (
        user_id uuid NOT NULL,
        product_id uuid NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        added_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, product_id)
      )`);
    await q.query(`
      CREATE TABLE invest_tickets (
        ticket uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        issued_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX invest_tickets_expiry ON invest_tickets (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE invest_tickets, basket_items, invest_limit_policies, investor_holdings`);
  }
}
