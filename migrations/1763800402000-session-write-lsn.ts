// Read your writes with a replica (issue 18): a session remembers the WAL position of its last
// write (any state-changing request that succeeded), read with the session at every request, so
// its reads go to the replica only once the replica has replayed that far.
import { MigrationInterface, QueryRunner } from 'typeorm';

export class SessionWriteLsn1763800402000 implements MigrationInterface {
  name = 'SessionWriteLsn1763800402000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sessions ADD COLUMN write_lsn pg_lsn`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sessions DROP COLUMN write_lsn`);
  }
}
