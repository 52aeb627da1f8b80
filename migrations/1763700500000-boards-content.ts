// Content that moves no money: board articles, versioned policies, and the public forms
// (corporate investing inquiries, apartment-secured loan applications). Plain tables, no events.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class BoardsContent1763700500000 implements MigrationInterface {
  name = 'BoardsContent1763700500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE articles (
        id uuid PRIMARY KEY,
        board text NOT NULL CHECK (board IN ('notice', 'guide', 'event', 'press', 'faq', 'overdue', 'announcement', 'disclosure')),
        title text NOT NULL,
        body_html text NOT NULL,
        -- The body without tags, for search; kept next to body_html so a search never parses HTML.
        body_text text NOT NULL,
        pinned boolean NOT NULL DEFAULT false,
        investor_only boolean NOT NULL DEFAULT false,
        product_id uuid,
        category text,
        link_url text,
        -- The press outlet (press board) shown next to the title; FAQ uses category instead.
        source text,
        attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
        author_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The list order (pinned first, newest first) and prev/next walk the same index.
    await q.query(`CREATE INDEX articles_board_order ON articles (board, pinned DESC, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX articles_board_created ON articles (board, created_at, id)`);
    await q.query(`CREATE INDEX articles_product ON articles (product_id) WHERE product_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE policies (
        terms text NOT NULL,
        version int NOT NULL CHECK (version > 0),
        title text NOT NULL,
        body_html text NOT NULL,
        effective_on date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (terms, version)
      )`);

    await q.query(`
      CREATE TABLE corporate_inquiries (
        id uuid PRIMARY KEY,
        company_name text NOT NULL,
        contact_name text NOT NULL,
        phone text NOT NULL,
        email text NOT NULL,
        amount_won bigint NOT NULL CHECK (amount_won >= 0),
        message text NOT NULL,
        client_ip text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX corporate_inquiries_created ON corporate_inquiries (created_at DESC)`);
    await q.query(`CREATE INDEX corporate_inquiries_ip ON corporate_inquiries (client_ip, created_at)`);

    await q.query(`
      CREATE TABLE loan_applications (
        id uuid PRIMARY KEY,
        address text NOT NULL,
        estimated_value_won bigint NOT NULL CHECK (estimated_value_won > 0),
        requested_amount_won bigint NOT NULL CHECK (requested_amount_won > 0),
        name text NOT NULL,
        phone text NOT NULL,
        email text,
        message text NOT NULL DEFAULT '',
        source text NOT NULL,
        client_ip text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX loan_applications_created ON loan_applications (created_at DESC)`);
    await q.query(`CREATE INDEX loan_applications_ip ON loan_applications (client_ip, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE loan_applications, corporate_inquiries, policies, articles`);
  }
}
