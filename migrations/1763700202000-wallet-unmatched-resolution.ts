// Operators settle a deposit that matched no account by crediting it to the investor it belongs
// to; the row keeps who did it and when.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class WalletUnmatchedResolution1763700202000 implements MigrationInterface {
  name = 'WalletUnmatchedResolution1763700202000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE unmatched_deposits ADD COLUMN assigned_user_id uuid REFERENCES users(id), ADD COLUMN assigned_by uuid REFERENCES users(id), ADD COLUMN assigned_at timestamptz`);
    await q.query(`CREATE INDEX unmatched_deposits_open ON unmatched_deposits (received_at DESC) WHERE assigned_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX unmatched_deposits_open`);
    await q.query(`ALTER TABLE unmatched_deposits DROP COLUMN assigned_at, DROP COLUMN assigned_by, DROP COLUMN assigned_user_id`);
  }
}
