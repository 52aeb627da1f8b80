// Start-up tasks that seed demo data run only with DEMO_DATA on. Each seed looks at the database
// to find out what is there already (most run only on an empty table), so every start may run it
// and a restart never duplicates anything. The order of the seeds is app/startup-tasks.ts's.
import { one, Queryable } from './database/sql';

/** A StartupTask's `run` that seeds only with DEMO_DATA on: `readonly run = demoDataOnly(() => this.seed())`. */
export const demoDataOnly = (seed: () => Promise<void>) => async (config: { demoData: boolean }): Promise<void> => {
  if (config.demoData) await seed();
};

/** True while `table` has no row. */
export async function isEmptyTable(q: Queryable, table: string): Promise<boolean> {
  return !(await one(q, `SELECT 1 FROM ${table} LIMIT 1`));
}
