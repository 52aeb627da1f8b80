// Room on each page for heap-only updates of the rows a repayment credit updates in place (the
// schedule row, the investor's return, holding, wallet, dashboard and the wallet's snapshot). At
// the default fillfactor (100) a page is packed full, so an update finds no room beside the old
// row and is written elsewhere with a new entry in every index of the table. COPY and inserts
// leave this share of each page free.
import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['investor_repayments', 'investment_returns', 'investor_holdings', 'wallets', 'aggregate_snapshots', 'investor_dashboards', 'investor_dashboard_positions'];

export class HotUpdateRoom1763801200001 implements MigrationInterface {
  name = 'HotUpdateRoom1763801200001';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} SET (fillfactor = 85)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} RESET (fillfactor)`);
  }
}
