// The dashboard's read model (issue 18): one row per investor with the figures GET /api/dashboard
// used to sum over investments, returns, schedules and holdings at every request, kept by the
// `investor_dashboards` inline projection. Its working tables hold what the projection needs to
// keep that row from the events alone (a rebuild reads no other read model): each investor's
// position per product, each product's type and status, each loan's split. An existing database
// is filled here from the read models as they stand (the same sums the request made), so the
// dashboard answers the same at once; `npm run ledger -- verify` compares it with the log.
import { MigrationInterface, QueryRunner } from 'typeorm';

const TYPES = ['apt', 'realty', 'credit', 'corporate'];

export class InvestorDashboards1763800400000 implements MigrationInterface {
  name = 'InvestorDashboards1763800400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE investor_dashboards (
        user_id uuid PRIMARY KEY,
        invested_total bigint NOT NULL DEFAULT 0,
        outstanding_principal bigint NOT NULL DEFAULT 0,
        expected_interest bigint NOT NULL DEFAULT 0,
        limit_used_total bigint NOT NULL DEFAULT 0,
        limit_used_realty bigint NOT NULL DEFAULT 0,
        count_funding int NOT NULL DEFAULT 0,
        count_repaying int NOT NULL DEFAULT 0,
        count_completed int NOT NULL DEFAULT 0,
        count_overdue int NOT NULL DEFAULT 0,
        ${TYPES.map((t) => `invested_${t} bigint NOT NULL DEFAULT 0, outstanding_${t} bigint NOT NULL DEFAULT 0`).join(',\n        ')}
      )`);
    await q.query(`
      CREATE TABLE investor_dashboard_positions (
        user_id uuid NOT NULL,
        product_id uuid NOT NULL,
        is_realty boolean NOT NULL,
        invested bigint NOT NULL CHECK (invested >= 0),
        placed bigint NOT NULL CHECK (placed >= 0),
        scheduled boolean NOT NULL DEFAULT false,
        PRIMARY KEY (user_id, product_id)
      )`);
    await q.query(`CREATE INDEX investor_dashboard_positions_product ON investor_dashboard_positions (product_id)`);
    await q.query(`
      CREATE TABLE investor_dashboard_products (
        product_id uuid PRIMARY KEY,
        type text NOT NULL,
        status text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE investor_dashboard_loans (
        product_id uuid PRIMARY KEY,
        investors jsonb NOT NULL,
        installments jsonb NOT NULL
      )`);
    await this.fill(q);
  }

  /** From the read models as they stand: what the request-time sums gave. */
  private async fill(q: QueryRunner): Promise<void> {
    await q.query(`INSERT INTO investor_dashboard_products (product_id, type, status) SELECT id, type, status FROM products`);
    await q.query(`
      INSERT INTO investor_dashboard_loans (product_id, investors, installments)
      SELECT l.product_id, l.investors,
        (SELECT jsonb_agg(jsonb_build_object('seq', i.seq, 'dueOn', to_char(i.due_on, 'YYYY-MM-DD'), 'principalWon', i.principal, 'interestWon', i.interest) ORDER BY i.seq)
         FROM loan_installments i WHERE i.product_id = l.product_id AND i.status <> 'replaced')
      FROM loans l`);
    await q.query(`
      INSERT INTO investor_dashboard_positions (user_id, product_id, is_realty, invested, placed, scheduled)
      SELECT i.user_id, i.product_id, COALESCE(h.is_realty, p.is_realty),
        COALESCE(sum(i.amount) FILTER (WHERE i.status <> 'canceled'), 0), COALESCE(sum(i.amount) FILTER (WHERE i.status = 'placed'), 0),
        EXISTS (SELECT 1 FROM investment_returns r WHERE r.user_id = i.user_id AND r.product_id = i.product_id)
      FROM investments i JOIN products p ON p.id = i.product_id
      LEFT JOIN investor_holdings h ON h.user_id = i.user_id AND h.product_id = i.product_id
      GROUP BY i.user_id, i.product_id, h.is_realty, p.is_realty`);
    await q.query(`
      INSERT INTO investor_dashboards
      SELECT x.user_id, x.invested_total,
        (SELECT COALESCE(sum(outstanding_principal), 0) FROM investment_returns r WHERE r.user_id = x.user_id),
        (SELECT COALESCE(sum(interest), 0) FROM investor_repayments r WHERE r.user_id = x.user_id AND r.status <> 'paid'),
        (SELECT COALESCE(sum(held_won + executed_won - repaid_principal_won), 0) FROM investor_holdings h WHERE h.user_id = x.user_id AND held_won + executed_won > 0),
        (SELECT COALESCE(sum(held_won + executed_won - repaid_principal_won), 0) FROM investor_holdings h WHERE h.user_id = x.user_id AND held_won + executed_won > 0 AND is_realty),
        x.count_funding, x.count_repaying, x.count_completed, x.count_overdue,
        ${TYPES.map((t) => `x.invested_${t}, x.outstanding_${t}`).join(', ')}
      FROM (
        SELECT i.user_id,
          COALESCE(sum(i.amount) FILTER (WHERE i.status <> 'canceled'), 0) AS invested_total,
          count(DISTINCT p.id) FILTER (WHERE i.status <> 'canceled' AND p.status IN ('scheduled', 'funding', 'funded'))::int AS count_funding,
          count(DISTINCT p.id) FILTER (WHERE i.status <> 'canceled' AND p.status = 'repaying')::int AS count_repaying,
          count(DISTINCT p.id) FILTER (WHERE i.status <> 'canceled' AND p.status = 'completed')::int AS count_completed,
          count(DISTINCT p.id) FILTER (WHERE i.status <> 'canceled' AND p.status = 'overdue')::int AS count_overdue,
          ${TYPES.map((t) => `COALESCE(sum(i.amount) FILTER (WHERE i.status <> 'canceled' AND p.type = '${t}'), 0) AS invested_${t},
          COALESCE(sum(CASE WHEN i.status = 'placed' THEN i.amount ELSE COALESCE(r.outstanding_principal, 0) END) FILTER (WHERE i.status <> 'canceled' AND p.type = '${t}'), 0) AS outstanding_${t}`).join(',\n          ')}
        FROM investments i JOIN products p ON p.id = i.product_id LEFT JOIN investment_returns r ON r.investment_id = i.id
        GROUP BY i.user_id
      ) x`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE investor_dashboard_loans`);
    await q.query(`DROP TABLE investor_dashboard_products`);
    await q.query(`DROP TABLE investor_dashboard_positions`);
    await q.query(`DROP TABLE investor_dashboards`);
  }
}
