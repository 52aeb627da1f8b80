// Investment documents and the resident registration number (docs/api.md "Investment documents and tax
// forms"; docs/compliance.md, 온투법 23조①④).
// `investment_documents`: the 연계투자설명서 (the disclosure as the investor confirmed it) and the
// 연계투자 계약서 of each investment, written in the placement's own transaction. No foreign key:
// an account's deletion or a projection's rebuild never takes them along. The database itself
// keeps them: no DELETE while `retain_until` is unset (the loan has not ended) or still ahead, no
// TRUNCATE, and an UPDATE may only set or extend `retain_until`.
// `resident_numbers`: the number asked once, with its own consent, at identity verification,
// AES-256-GCM encrypted by the application (개인정보보호법 24조의2); no foreign key either (the
// withholding records it serves outlive the account).
import { MigrationInterface, QueryRunner } from 'typeorm';

export class InvestmentDocuments1763801520000 implements MigrationInterface {
  name = 'InvestmentDocuments1763801520000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE investment_documents (
        investment_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('prospectus', 'contract')),
        version text NOT NULL,
        user_id uuid NOT NULL,
        product_id uuid NOT NULL,
        issued_at timestamptz NOT NULL,
        content jsonb NOT NULL,
        retain_until timestamptz,
        PRIMARY KEY (investment_id, kind)
      )`);
    await q.query(`CREATE INDEX investment_documents_product ON investment_documents (product_id) WHERE retain_until IS NULL`);
    await q.query(`
      CREATE FUNCTION investment_documents_retained() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          IF OLD.retain_until IS NULL OR OLD.retain_until > now() THEN
            RAISE EXCEPTION 'investment document % (%) is kept until %', OLD.investment_id, OLD.kind, COALESCE(OLD.retain_until::text, 'five years after the loan ends')
              USING ERRCODE = 'integrity_constraint_violation';
          END IF;
          RETURN OLD;
        END IF;
        IF NEW.investment_id <> OLD.investment_id OR NEW.kind <> OLD.kind OR NEW.version <> OLD.version OR NEW.user_id <> OLD.user_id
           OR NEW.product_id <> OLD.product_id OR NEW.issued_at <> OLD.issued_at OR NEW.content <> OLD.content
           OR (OLD.retain_until IS NOT NULL AND (NEW.retain_until IS NULL OR NEW.retain_until < OLD.retain_until)) THEN
          RAISE EXCEPTION 'investment document % (%) is as issued: only its retention may be set or extended', OLD.investment_id, OLD.kind
            USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER investment_documents_kept BEFORE UPDATE OR DELETE ON investment_documents FOR EACH ROW EXECUTE FUNCTION investment_documents_retained()`);
    await q.query(`
      CREATE FUNCTION investment_documents_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'investment documents are never truncated' USING ERRCODE = 'integrity_constraint_violation'; END $$`);
    await q.query(`CREATE TRIGGER investment_documents_no_truncate BEFORE TRUNCATE ON investment_documents FOR EACH STATEMENT EXECUTE FUNCTION investment_documents_no_truncate()`);
    await q.query(`
      CREATE TABLE resident_numbers (
        user_id uuid PRIMARY KEY,
        sealed text NOT NULL,
        consented_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE resident_numbers`);
    await q.query(`DROP TABLE investment_documents`);
    await q.query(`DROP FUNCTION investment_documents_no_truncate()`);
    await q.query(`DROP FUNCTION investment_documents_retained()`);
  }
}
