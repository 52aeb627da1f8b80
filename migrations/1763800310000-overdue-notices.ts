// Overdue notices (온투법 22조⑤, 시행령 20조④): an unpaid installment is told to the product's
// investors and posted on the `overdue` board within 5 business days of its due date. One row per
// overdue installment: its post, when it was posted, the legal deadline (Korean business days),
// and the operator's reason once known (each reason is a revision, sent again).
import { MigrationInterface, QueryRunner } from 'typeorm';

export class OverdueNotices1763800310000 implements MigrationInterface {
  name = 'OverdueNotices1763800310000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE overdue_notices (
        id uuid PRIMARY KEY,
        product_id uuid NOT NULL,
        seq int NOT NULL,
        due_on date NOT NULL,
        article_id uuid NOT NULL,
        posted_on date NOT NULL,
        deadline_on date NOT NULL,
        reason text,
        reason_at timestamptz,
        revision int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (product_id, seq)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE overdue_notices`);
  }
}
