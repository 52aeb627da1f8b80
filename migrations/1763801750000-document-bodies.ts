// Investment documents keep each distinct body once (docs/scaling.md "Auto-invest"): an opening of
// 4,000 placements wrote 8,000 documents of a few kilobytes each, nearly all the same disclosure,
// and that insert was the placement's largest statement. `document_bodies` holds a body under the
// SHA-256 of its jsonb text; a document keeps its own fields in `content` and the body's key in
// `body_hash`, and reads back as `body || content` (jsonb keeps no key order, so this is the
// document as issued, field for field). A document without `body_hash` is whole (issued before
// this migration and not moved yet).
// Kept as the documents are (migrations/1763801520000-investment-documents.ts): a body is never
// updated nor truncated, and deleted only when no document references it, so it lasts as long as
// the longest-kept document that reads it. No foreign key (its per-row check and key-share lock on
// one hot body row would cost the insert what the split saves); the delete trigger checks instead.
// The move of existing rows goes by batches of BATCH documents (bounded memory and statement size
// on a large table), only rows not moved yet (a rerun does nothing), and the database itself checks
// each move: the retention trigger lets `content` change only when body || the new content is the
// old content.
import { MigrationInterface, QueryRunner } from 'typeorm';

const BATCH = 5_000;
const HASH = (body: string) => `encode(sha256(convert_to(${body}::text, 'UTF8')), 'hex')`;

/** The retention trigger of 1763801520000, which now also allows (only) a whole document's move onto a body. */
const RETAINED = (withMove: boolean) => `
  CREATE OR REPLACE FUNCTION investment_documents_retained() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      IF OLD.retain_until IS NULL OR OLD.retain_until > now() THEN
        RAISE EXCEPTION 'investment document % (%) is kept until %', OLD.investment_id, OLD.kind, COALESCE(OLD.retain_until::text, 'five years after the loan ends')
          USING ERRCODE = 'integrity_constraint_violation';
      END IF;
      RETURN OLD;
    END IF;
    IF NEW.investment_id <> OLD.investment_id OR NEW.kind <> OLD.kind OR NEW.version <> OLD.version OR NEW.user_id <> OLD.user_id
       OR NEW.product_id <> OLD.product_id OR NEW.issued_at <> OLD.issued_at
       ${withMove
    ? `OR (NEW.body_hash IS DISTINCT FROM OLD.body_hash OR NEW.content <> OLD.content)
          AND NOT (OLD.body_hash IS NULL AND NEW.body_hash IS NOT NULL
                   AND (SELECT body FROM document_bodies WHERE hash = NEW.body_hash) || NEW.content = OLD.content)`
    : 'OR NEW.content <> OLD.content'}
       OR (OLD.retain_until IS NOT NULL AND (NEW.retain_until IS NULL OR NEW.retain_until < OLD.retain_until)) THEN
      RAISE EXCEPTION 'investment document % (%) is as issued: only its retention may be set or extended', OLD.investment_id, OLD.kind
        USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN NEW;
  END $$`;

export class DocumentBodies1763801750000 implements MigrationInterface {
  name = 'DocumentBodies1763801750000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS document_bodies (
        hash text PRIMARY KEY,
        body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object')
      )`);
    await q.query(`
      CREATE OR REPLACE FUNCTION document_bodies_kept() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          RAISE EXCEPTION 'document bodies are never truncated' USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        IF TG_OP = 'UPDATE' THEN
          RAISE EXCEPTION 'document body % is as issued', OLD.hash USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        -- Waits for the inserts in flight (one may have found this body and be about to reference
        -- it), then sees them: a body still read by a document stays.
        LOCK TABLE investment_documents IN SHARE MODE;
        IF EXISTS (SELECT 1 FROM investment_documents WHERE body_hash = OLD.hash) THEN
          RAISE EXCEPTION 'document body % is kept while a document reads it', OLD.hash USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        RETURN OLD;
      END $$`);
    await q.query(`DROP TRIGGER IF EXISTS document_bodies_kept ON document_bodies`);
    await q.query(`CREATE TRIGGER document_bodies_kept BEFORE UPDATE OR DELETE ON document_bodies FOR EACH ROW EXECUTE FUNCTION document_bodies_kept()`);
    await q.query(`DROP TRIGGER IF EXISTS document_bodies_no_truncate ON document_bodies`);
    await q.query(`CREATE TRIGGER document_bodies_no_truncate BEFORE TRUNCATE ON document_bodies FOR EACH STATEMENT EXECUTE FUNCTION document_bodies_kept()`);
    await q.query(`ALTER TABLE investment_documents ADD COLUMN IF NOT EXISTS body_hash text`);
    await q.query(RETAINED(true));
    // A statement that sets a document's content or body is refused even when the value it sets is
    // the same (most documents' own part is `{}`, which a rewrite to `{}` would otherwise pass),
    // unless it is the move of a whole document onto a body.
    await q.query(`
      CREATE OR REPLACE FUNCTION investment_documents_as_issued() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NOT (OLD.body_hash IS NULL AND NEW.body_hash IS NOT NULL
                AND (SELECT body FROM document_bodies WHERE hash = NEW.body_hash) || NEW.content = OLD.content) THEN
          RAISE EXCEPTION 'investment document % (%) is as issued: only its retention may be set or extended', OLD.investment_id, OLD.kind
            USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`DROP TRIGGER IF EXISTS investment_documents_as_issued ON investment_documents`);
    await q.query(`CREATE TRIGGER investment_documents_as_issued BEFORE UPDATE OF content, body_hash ON investment_documents FOR EACH ROW EXECUTE FUNCTION investment_documents_as_issued()`);
    // Each batch: the documents of a product and kind with the same fields share the first one's
    // content as their body; each keeps the fields that differ from it.
    for (;;) {
      await q.query(`DROP TABLE IF EXISTS pg_temp.moving_documents`);
      await q.query(`
        CREATE TEMP TABLE moving_documents AS
        SELECT investment_id, kind, product_id, version, content, (SELECT string_agg(k, ',' ORDER BY k) FROM jsonb_object_keys(content) k) AS keys
        FROM investment_documents WHERE body_hash IS NULL ORDER BY product_id, kind, investment_id LIMIT ${BATCH}`);
      const [{ n }] = await q.query(`SELECT count(*)::int AS n FROM moving_documents`);
      if (n === 0) break;
      await q.query(`
        CREATE TEMP TABLE moving_bodies AS
        SELECT DISTINCT ON (kind, product_id, version, keys) kind, product_id, version, keys, content AS body, ${HASH('content')} AS hash
        FROM moving_documents ORDER BY kind, product_id, version, keys, investment_id`);
      await q.query(`INSERT INTO document_bodies (hash, body) SELECT hash, body FROM moving_bodies ON CONFLICT (hash) DO NOTHING`);
      await q.query(`
        UPDATE investment_documents d
        SET body_hash = b.hash,
            content = COALESCE((SELECT jsonb_object_agg(e.key, e.value) FROM jsonb_each(m.content) e WHERE b.body -> e.key IS DISTINCT FROM e.value), '{}'::jsonb)
        FROM moving_documents m JOIN moving_bodies b USING (kind, product_id, version, keys)
        WHERE d.investment_id = m.investment_id AND d.kind = m.kind`);
      await q.query(`DROP TABLE moving_bodies`);
    }
    await q.query(`DROP TABLE IF EXISTS pg_temp.moving_documents`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Every document whole again, then the bodies go (the retention trigger as it was).
    await q.query(`DROP TRIGGER investment_documents_as_issued ON investment_documents`);
    await q.query(`DROP FUNCTION investment_documents_as_issued()`);
    await q.query(`ALTER TABLE investment_documents DISABLE TRIGGER investment_documents_kept`);
    await q.query(`
      UPDATE investment_documents d SET content = b.body || d.content, body_hash = NULL
      FROM document_bodies b WHERE b.hash = d.body_hash`);
    await q.query(`ALTER TABLE investment_documents ENABLE TRIGGER investment_documents_kept`);
    await q.query(RETAINED(false));
    await q.query(`ALTER TABLE investment_documents DROP COLUMN body_hash`);
    await q.query(`DROP TABLE document_bodies`);
    await q.query(`DROP FUNCTION document_bodies_kept()`);
  }
}
