// 자동투자 (issue 29): the standing contract's read models, its dated policy and the rotation
// cursor. The contract itself is the `auto-invest-{userId}` stream; these tables are its inline
// projection (auto-invest.projection.ts): the current contract per investor, every confirmed
// version with its text (kept like the investment documents, 온투법 23조④), and one row per
// product a contract placed or skipped (its primary key: never twice in one product).
import { MigrationInterface, QueryRunner } from 'typeorm';

export class AutoInvest1763801700000 implements MigrationInterface {
  name = 'AutoInvest1763801700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE auto_invest_contracts (
        user_id uuid PRIMARY KEY,
        contract_id uuid NOT NULL,
        version integer NOT NULL CHECK (version >= 1),
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        amount_per_product bigint NOT NULL CHECK (amount_per_product > 0),
        total_limit bigint NOT NULL CHECK (total_limit > 0),
        max_per_borrower bigint,
        criteria jsonb NOT NULL,
        stopped_at timestamptz,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX auto_invest_contracts_running ON auto_invest_contracts (user_id) WHERE stopped_at IS NULL`);
    await q.query(`
      CREATE TABLE auto_invest_versions (
        user_id uuid NOT NULL,
        version integer NOT NULL,
        contract_id uuid NOT NULL,
        terms jsonb NOT NULL,
        text text NOT NULL,
        acknowledged_at timestamptz NOT NULL,
        stopped_at timestamptz,
        PRIMARY KEY (user_id, version)
      )`);
    await q.query(`
      CREATE TABLE auto_invest_outcomes (
        user_id uuid NOT NULL,
        product_id uuid NOT NULL,
        version integer NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('placed', 'skipped')),
        fail_code text,
        amount bigint NOT NULL,
        investment_id uuid,
        borrower_id text,
        at timestamptz NOT NULL,
        PRIMARY KEY (user_id, product_id)
      )`);
    await q.query(`CREATE INDEX auto_invest_outcomes_by_product ON auto_invest_outcomes (product_id) WHERE outcome = 'placed'`);
    await q.query(`CREATE INDEX auto_invest_outcomes_recent ON auto_invest_outcomes (user_id, at DESC)`);
    // Dated policy (docs/design.md "Policies are dated"): the share of a product's target that
    // auto-placements may take (시행령 12조: no favoured users) and the per-investment maximum
    // under which a standing contract replaces per-investment documents (시행령 21조).
    await q.query(`
      CREATE TABLE auto_invest_policy (
        effective_on date PRIMARY KEY,
        share_bp integer NOT NULL CHECK (share_bp BETWEEN 0 AND 10000),
        max_amount_per_product bigint NOT NULL CHECK (max_amount_per_product > 0),
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO auto_invest_policy (effective_on, share_bp, max_amount_per_product) VALUES ('2000-01-01', 5000, 100000)`);
    // Where the last product's placements stopped: the next product begins after it (round robin).
    await q.query(`CREATE TABLE auto_invest_rotation (id integer PRIMARY KEY CHECK (id = 1), last_user_id uuid)`);
    await q.query(`INSERT INTO auto_invest_rotation (id, last_user_id) VALUES (1, NULL)`);
    // The openings follower starts at the log's end: no contract existed before, so the openings
    // already in the log have nothing to place (and need not become thousands of no-op commands).
    await q.query(`
      INSERT INTO projection_checkpoints (name, tx_id, global_position)
      SELECT 'auto_invest_openings', COALESCE(max(tx_id), '0'::xid8), COALESCE(max(global_position), 0) FROM events
      ON CONFLICT (name) DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'auto_invest_openings'`);
    await q.query(`DROP TABLE auto_invest_rotation, auto_invest_policy, auto_invest_outcomes, auto_invest_versions, auto_invest_contracts`);
  }
}
