// Demo data: loans that go bad (docs/api.md "Loans that go bad"), lived through with the business
// clock after the first payout demo, so the demo investor's dashboard and holdings show every
// kind of bad end. From the three loans' first due date (the business today once the payout demo
// has run): the day after, the daily run marks them overdue (notices, the overdue board); ten days
// late one borrower pays with late interest and the run pays it, while an operator accelerates the
// other two; a week later one is partly recovered and the other written off; a week after that a
// collector recovers part of the written-off one. 24 days in all: every other loan's next
// installment is still ahead. Commands run through the worker's own code (no worker runs yet at
// start-up), each under an id derived from its loan, and only while the demo investor has no
// recovery yet, so a restart adds nothing.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEMO_INVESTOR_EMAIL, UserDirectory } from '../../identity';
import { investorStreamId } from '../../wallet';
import { addDays } from '../../shared/clock';
import { one, rows } from '../../shared/database/sql';
import { demoDataOnly } from '../../shared/demo-data-task';
import { uuidFrom } from '../../shared/ids';
import { lateInterestWon } from '../../shared/loan-maths';
import { RunLoanStep, LoanStep } from '../bad-loans/loan-step.command';
import { RecordBorrowerPayment } from '../commands/record-borrower-payment.command';
import { loanLockKeys } from '../loan-streams';
import { lateInterestTermsOf, LoanScheduledData, loanStreamId } from '../loan.events';
import { DemoLoanLife } from './demo-loan-life';

/** The demo's bad loans by borrower (investing's DEMO_PRODUCTS): paid late, in recovery, written off. */
const LATE = 'DEMO-CR-002';
const RECOVERY = 'DEMO-CO-002';
const WRITTEN_OFF = 'DEMO-CR-003';

interface DemoLoan {
  productId: string;
  borrowerId: string;
  status: string;
  dueOn: string;
  principal: number;
  interest: number;
}

@Injectable()
export class DemoBadLoansTask {
  /** A StartupTask (app/startup-tasks.ts): seeds only with DEMO_DATA on. */
  readonly run = demoDataOnly(() => this.seed());
  private readonly logger = new Logger('demo-bad-loans');

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly life: DemoLoanLife,
  ) {}

  private async seed(): Promise<void> {
    const investor = await this.users.findByEmail(DEMO_INVESTOR_EMAIL);
    if (!investor) return;
    if (await one(this.dataSource, `SELECT 1 FROM events WHERE stream_id = $1 AND type = 'RecoveryCredited' LIMIT 1`, [investorStreamId(investor.id)])) return;
    const loans = new Map((await rows<DemoLoan>(
      this.dataSource,
      `SELECT l.product_id AS "productId", p.borrower_id AS "borrowerId", l.status, to_char(i.due_on, 'YYYY-MM-DD') AS "dueOn", i.principal::bigint AS principal, i.interest::bigint AS interest
       FROM loans l JOIN products p ON p.id = l.product_id JOIN loan_installments i ON i.product_id = l.product_id AND i.seq = 1
       WHERE p.borrower_id = ANY($1::text[]) AND l.status = 'repaying' AND i.status = 'scheduled'`,
      [[LATE, RECOVERY, WRITTEN_OFF]],
    )).map((l) => [l.borrowerId, { ...l, principal: Number(l.principal), interest: Number(l.interest) }]));
    const [late, recovery, writtenOff] = [loans.get(LATE), loans.get(RECOVERY), loans.get(WRITTEN_OFF)];
    if (!late || !recovery || !writtenOff) return;
    const lockKeys = (productId: string) => [...loanLockKeys(productId), investorStreamId(investor.id)].sort();
    const step = (loan: DemoLoan, n: number, s: LoanStep) => {
      const stepId = uuidFrom(`demo-bad-loan:${loan.productId}:${n}`);
      return this.life.apply(RunLoanStep, { productId: loan.productId, stepId, step: s }, stepId, loan.productId, lockKeys(loan.productId));
    };
    const due = late.dueOn;

    await this.life.livedTo(addDays(due, 1), true);
    const paidOn = await this.life.livedTo(addDays(due, 10), false);
    await this.payLate(late, paidOn);
    await step(recovery, 1, { kind: 'accelerate', reason: '차주의 폐업으로 기한의 이익을 상실했습니다.' });
    await step(writtenOff, 1, { kind: 'accelerate', reason: '차주의 회생절차 개시 신청으로 기한의 이익을 상실했습니다.' });
    await this.life.batch.runInline(paidOn);

    const partlyOn = await this.life.livedTo(addDays(due, 17), false);
    await step(recovery, 2, { kind: 'recovery', amountWon: 1_200_000, receivedOn: partlyOn, source: 'collateral', costsWon: 80_000, memo: '담보 재고자산 일부 처분 대금' });
    await step(writtenOff, 2, { kind: 'write_off', reason: '회생절차 진행으로 회수 가능성이 낮아 상각합니다.' });

    const laterOn = await this.life.livedTo(addDays(due, 24), false);
    await step(writtenOff, 3, { kind: 'recovery', amountWon: 300_000, receivedOn: laterOn, source: 'collection', costsWon: 0, memo: '채권추심 일부 회수' });
    this.logger.log({ msg: 'demo loans went bad', paid_late: late.productId, in_recovery: recovery.productId, written_off: writtenOff.productId });
  }

  /** The late borrower pays the first installment with its late interest to the day (the terms recorded at execution). */
  private async payLate(loan: DemoLoan, paidOn: string): Promise<void> {
    const scheduled = await one<{ data: LoanScheduledData }>(this.dataSource, `SELECT data FROM events WHERE stream_id = $1 AND type = 'LoanScheduled'`, [loanStreamId(loan.productId)]);
    if (!scheduled) return;
    const lateWon = lateInterestWon(loan.principal, scheduled.data.rateBp, lateInterestTermsOf(scheduled.data), loan.dueOn, paidOn);
    const paymentId = uuidFrom(`demo-late-payment:${loan.productId}`);
    await this.life.apply(RecordBorrowerPayment, { productId: loan.productId, paymentId, amountWon: loan.principal + loan.interest + lateWon, paidOn }, paymentId, loan.productId);
  }
}
