// Demo data: once the demo investor holds an executed product (seeded by investing's loan
// history), its loan is scheduled, the business clock moves to the first due date, the borrower
// pays that day and the day's run pays the investors, so the dashboard shows a payout from the
// first start — lived through with the clock, never a run dated in the future. Runs the commands
// through the worker's own code (no worker runs yet at start-up) and only while the demo investor
// has no payout.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEMO_INVESTOR_EMAIL, UserDirectory } from '../../identity';
import { investorStreamId } from '../../wallet';
import { one, rows } from '../../shared/database/sql';
import { demoDataOnly } from '../../shared/demo-data-task';
import { uuidFrom } from '../../shared/ids';
import { RecordBorrowerPayment } from '../commands/record-borrower-payment.command';
import { ScheduleLoan } from '../commands/schedule-loan.command';
import { DemoLoanLife } from './demo-loan-life';

@Injectable()
export class DemoRepaymentsTask {
  /** A StartupTask (app/startup-tasks.ts): seeds only with DEMO_DATA on. */
  readonly run = demoDataOnly(() => this.seed());
  private readonly logger = new Logger('demo-repayments');

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly life: DemoLoanLife,
  ) {}

  private async seed(): Promise<void> {
    const investor = await this.users.findByEmail(DEMO_INVESTOR_EMAIL);
    if (!investor) return;
    const paid = await one(this.dataSource, `SELECT 1 FROM events WHERE stream_id = $1 AND type = 'RepaymentCredited' LIMIT 1`, [investorStreamId(investor.id)]);
    if (paid) return;
    const executed = await rows<{ product_id: string; data: { productId: string; executedAt: string; investments: { investmentId: string; userId: string; amountWon: number }[] } }>(
      this.dataSource,
      `SELECT e.data->>'productId' AS product_id, e.data FROM events e
       WHERE e.type = 'ProductExecuted' AND e.data->'investments' @> $1::jsonb ORDER BY e.global_position LIMIT 10`,
      [JSON.stringify([{ userId: investor.id }])],
    );
    // Every executed product gets its loan now (the follower would, once the worker runs).
    for (const e of executed) await this.life.apply(ScheduleLoan, { productId: e.product_id, executedAt: e.data.executedAt, investments: e.data.investments }, uuidFrom(`schedule-loan:${e.product_id}`), e.product_id);
    const target = await one<{ product_id: string; due_on: string; total: string }>(
      this.dataSource,
      `SELECT i.product_id, to_char(i.due_on, 'YYYY-MM-DD') AS due_on, i.principal + i.interest AS total
       FROM loan_installments i JOIN loans l USING (product_id)
       WHERE l.product_id = ANY($1::uuid[]) AND l.status = 'repaying' AND i.seq = 1 AND i.status = 'scheduled'
       ORDER BY l.executed_at LIMIT 1`,
      [executed.map((e) => e.product_id)],
    );
    if (!target) return;
    const today = await this.life.livedTo(target.due_on, false);
    const paymentId = uuidFrom(`demo-borrower-payment:${target.product_id}`);
    await this.life.apply(RecordBorrowerPayment, { productId: target.product_id, paymentId, amountWon: Number(target.total), paidOn: target.due_on }, paymentId, target.product_id);
    const jobId = await this.life.batch.runInline(today);
    this.logger.log({ msg: 'demo loan repaid its first installment', product_id: target.product_id, job_id: jobId });
  }
}
