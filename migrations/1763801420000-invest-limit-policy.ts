// Investor limits become a dated policy (issue 28; docs/design.md "Checks and limits"): one row per
// effective date holding the whole policy from that date on (general and income-qualified limits,
// the PF sub-limit, the institutional share of one product). The old per-type table's values (the
// 2021 rules) become the change effective 2021-08-27, PF counted as real estate then (no PF
// sub-limit of its own: PF limit = real-estate limit); the supervisory rules since May 2023 the
// change effective 2023-05-01. Products get `is_pf`, and the holdings the limits count remember it.
import { MigrationInterface, QueryRunner } from 'typeorm';

const LIMIT_COLUMNS = ['total', 'realty', 'pf', 'borrower'].flatMap((k) => [`general_${k}_won`, `income_qualified_${k}_won`]);

export class InvestLimitPolicy1763801420000 implements MigrationInterface {
  name = 'InvestLimitPolicy1763801420000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE invest_limit_policy_changes (
        effective_on date PRIMARY KEY,
        ${LIMIT_COLUMNS.map((c) => `${c} bigint NOT NULL CHECK (${c} >= 0)`).join(',\n        ')},
        institutional_share_bp int NOT NULL CHECK (institutional_share_bp > 0 AND institutional_share_bp <= 10000),
        changed_by uuid,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO invest_limit_policy_changes (effective_on, general_total_won, general_realty_won, general_pf_won, general_borrower_won,
        income_qualified_total_won, income_qualified_realty_won, income_qualified_pf_won, income_qualified_borrower_won, institutional_share_bp)
      SELECT DATE '2021-08-27', g.total_limit, g.realty_limit, g.realty_limit, g.borrower_limit, i.total_limit, i.realty_limit, i.realty_limit, i.borrower_limit, 4000
      FROM invest_limit_policies g, invest_limit_policies i WHERE g.investor_type = 'general' AND i.investor_type = 'income_qualified'`);
    await q.query(`
      INSERT INTO invest_limit_policy_changes (effective_on, general_total_won, general_realty_won, general_pf_won, general_borrower_won,
        income_qualified_total_won, income_qualified_realty_won, income_qualified_pf_won, income_qualified_borrower_won, institutional_share_bp)
      VALUES (DATE '2023-05-01', 40000000, 20000000, 10000000, 5000000, 100000000, 100000000, 100000000, 20000000, 4000)`);
    await q.query(`DROP TABLE invest_limit_policies`);
    await q.query(`ALTER TABLE products ADD COLUMN is_pf boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE investor_holdings ADD COLUMN is_pf boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE investor_holdings DROP COLUMN is_pf`);
    await q.query(`ALTER TABLE products DROP COLUMN is_pf`);
    await q.query(`
      CREATE TABLE invest_limit_policies (
        investor_type text PRIMARY KEY CHECK (investor_type IN ('general', 'income_qualified', 'professional', 'corporate')),
        total_limit bigint,
        realty_limit bigint,
        borrower_limit bigint
      )`);
    await q.query(`
      INSERT INTO invest_limit_policies (investor_type, total_limit, realty_limit, borrower_limit)
      SELECT 'general', general_total_won, general_realty_won, general_borrower_won FROM invest_limit_policy_changes WHERE effective_on = DATE '2021-08-27'
      UNION ALL
      SELECT 'income_qualified', income_qualified_total_won, income_qualified_realty_won, income_qualified_borrower_won FROM invest_limit_policy_changes WHERE effective_on = DATE '2021-08-27'
      UNION ALL SELECT 'professional', NULL, NULL, NULL
      UNION ALL SELECT 'corporate', NULL, NULL, NULL`);
    await q.query(`DROP TABLE invest_limit_policy_changes`);
  }
}
