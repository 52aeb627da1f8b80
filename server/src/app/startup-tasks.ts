// Work done once at start, in order: ensure the operator account, seed demo data on an empty
// database. Each context contributes a task with `run()`; the list is explicit so the order is.
import { INestApplicationContext, Logger, Type } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { EnsureOperator, SeedDemoUsers } from '../identity';
import { BoardsDemoContentTask } from '../boards';
import { DemoWalletTask } from '../wallet';
import { DemoBadLoansTask, DemoRepaymentsTask, RepaymentAccountsTask } from '../repayments';
import { DemoLoanHistoryTask, DemoProductsTask } from '../investing';
import { DemoAutoInvestTask } from '../auto-invest';

export interface StartupTask {
  run(config: AppConfig): Promise<void>;
}

// The demo lives through its history with the business clock: its loans are executed first,
// repayments' demo then moves the clock to the first due date and pays it (a first payout), its
// bad-loans demo lives on through three loans going bad (paid late, in recovery, written off and
// recovered after), and only then are today's products seeded, open by the new today.
// Boards' demo content goes last: it links the demo products that are already overdue.
// The demo investor's auto-invest contract comes last, already stopped.
// Then every executed loan without a repayment account (the demo's, or one executed before
// accounts existed) gets one.
// Demo users are seeded before EnsureOperator adds its account ("empty" must mean empty), and
// before every other seed, which use the demo investor.
export const STARTUP_TASKS: Type<StartupTask>[] = [
  SeedDemoUsers, EnsureOperator, DemoWalletTask, DemoLoanHistoryTask, DemoRepaymentsTask, DemoBadLoansTask, DemoProductsTask, BoardsDemoContentTask, RepaymentAccountsTask,
  DemoAutoInvestTask,
];

export async function runStartupTasks(app: INestApplicationContext, config: AppConfig): Promise<void> {
  const logger = new Logger('startup');
  for (const Task of STARTUP_TASKS) {
    const startedAt = Date.now();
    await app.get(Task, { strict: false }).run(config);
    logger.debug?.({ msg: 'startup task done', task: Task.name, duration_ms: Date.now() - startedAt });
  }
}
