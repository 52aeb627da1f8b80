// The repayment batch (docs/design.md "Repayments"): a run as of a date first cancels the
// products past their funding deadline (the sweep the scheduler also runs each minute: at the
// latest by the next run, nothing stays held in a product that can no longer be executed), marks
// overdue installments, then pays every installment that is due and whose borrower money has
// arrived — one job per installment, its investors credited in chunks of up to 500 (one queued
// command each, id derived from (product, seq, chunk); the worker writes the chunks waiting
// together as one set-based transaction), and each investor's schedule row says whether they were
// paid, so reruns, two workers or a resumed job never pay twice. Progress lives in PostgreSQL
// (repayment_jobs).
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BusinessClock } from '../../shared/business-clock';
import { rows } from '../../shared/database/sql';
import { assert } from '../../shared/errors/domain-error';
import { CommandGateway, SendOptions } from '../../shared/queue/command-gateway';
import { uuidFrom } from '../../shared/ids';
import { CommandProcessor } from '../../shared/queue/command-processor';
import { OutcomeWaiter } from '../../shared/queue/outcome-waiter';
import { CommandOutcome, QueuedCommand } from '../../shared/queue/queued-command';
import { investorStreamId } from '../../wallet';
import { CreditInstallment } from '../commands/credit-installment.command';
import { CreditChunk, creditChunks, partedPayouts } from './credit-chunks';
import type { CreditSummary } from '../commands/credit-investors';
import { MarkLoanOverdue } from '../commands/mark-loan-overdue.command';
import { EndListing, sellerListingsLock } from '../transfers/commands/open-listing.command';
import { listingStreamId } from '../transfers/listing.decider';
import { staleListings } from '../transfers/stale-listings';
import { RecordInstallmentDistributed } from '../commands/record-installment-distributed.command';
import { loanLockKeys, LoanStreams } from '../loan-streams';
import { loanStreamId } from '../loan.events';
import { RepaymentPolicy } from '../repayment-policy';
import { JobRow, RepaymentJobsStore } from './repayment-jobs.store';
import { REPAYMENT_QUEUE, RepaymentJob, RepaymentQueue } from './repayment-queue';
import { paymentPolicy } from '../../shared/loan-maths';
import { CancelProduct, FundingDeadlineSweep } from '../../products';

/** Investors credited by one chunk command (one transaction, with the chunks riding along). */
const INVESTOR_CHUNK = 500;
/**
 * The partition of a lane's credit chunks (see credit-chunks.ts): chunks waiting at the same
 * time (the installment jobs of one run) ride along in one worker transaction. Each still locks
 * only its investors' streams.
 */
const CREDITS_PARTITION = 'repayment-credits';
/** Bounds on one run: installments planned, loans checked for overdue. */
const MAX_INSTALLMENTS_PER_RUN = 10_000;
const MAX_LOANS_PER_OVERDUE_PASS = 10_000;
/** Products a run's funding-deadline pass cancels (the scheduler's minute passes take the rest). */
const MAX_PRODUCTS_PER_DEADLINE_PASS = 1_000;
/** How long an installment job waits for one chunk's outcomes before giving the job back to the queue. */
const CHUNK_WAIT_MS = 60_000;

/** queued: commands go through the queue to a worker; inline: applied here by the worker's own code (start-up, no worker yet). */
type Dispatch = 'queued' | 'inline';

/**
 * A chunk's id: the installment, the chunk's lane, place and size. Payouts come in the loan's
 * investor order, fixed at execution, so a rerun cuts the same chunks and sends the same ids.
 */
const repaymentChunkCommandId = (productId: string, seq: number, lane: number, index: number, size: number): string =>
  uuidFrom(`repayment-chunk:${productId}:${seq}:${lane}:${index}:${size}`);

@Injectable()
export class RepaymentBatch {
  private readonly logger = new Logger('repayment-batch');

  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandGateway,
    private readonly loans: LoanStreams,
    private readonly jobs: RepaymentJobsStore,
    private readonly clock: BusinessClock,
    private readonly policy: RepaymentPolicy,
    @Inject(REPAYMENT_QUEUE) private readonly queue: RepaymentQueue,
    private readonly processor: CommandProcessor,
    private readonly waiter: OutcomeWaiter,
    private readonly deadlines: FundingDeadlineSweep,
  ) {}

  /**
   * A whole run in this call, for start-up tasks (demo data) that run before the worker starts:
   * each command is recorded in the inbox as usual and applied by the worker's own code here;
   * a later queue job finds it done.
   */
  async runInline(asOf: string): Promise<string> {
    const jobId = randomUUID();
    await this.jobs.create(jobId, asOf, 'startup', null);
    await this.runBatch(jobId, 'inline');
    return jobId;
  }

  private async dispatch<P>(commandClass: new (payload: P, ctx: never) => QueuedCommand<P>, payload: P, options: SendOptions & { commandId: string }, how: Dispatch): Promise<CommandOutcome> {
    if (how === 'queued') return this.commands.send(commandClass, payload, options);
    await this.commands.send(commandClass, payload, { ...options, waitMs: 0 });
    await this.processor.process({ commandId: options.commandId, partitionKey: options.partitionKey });
    return (await this.waiter.find(options.commandId)) ?? { command_id: options.commandId, status: 'pending' };
  }

  /** POST /admin/jobs/repayments: records the run, queues it, answers its id at once. */
  async request(asOf: string, trigger: JobRow['trigger'], requestedBy: string | null, jobId: string = randomUUID()): Promise<string> {
    await this.jobs.create(jobId, asOf, trigger, requestedBy);
    await this.enqueue({ kind: 'batch', jobId });
    return jobId;
  }

  /** The daily run: one per Korea-time date, whoever (scheduler, a restart) asks first. */
  async daily(): Promise<string> {
    const today = this.clock.today();
    const jobId = uuidFrom(`daily-repayments:${today}`);
    const created = await this.jobs.create(jobId, today, 'scheduler', null);
    const job = await this.jobs.get(jobId);
    if (created || (job && (job.status === 'waiting' || job.status === 'active'))) await this.enqueue({ kind: 'batch', jobId });
    return jobId;
  }

  /** At worker start: runs left unfinished (a killed worker, a lost Redis) are queued again. */
  async resumeUnfinished(): Promise<number> {
    const open = await this.jobs.unfinished(100);
    for (const job of open) {
      await this.enqueue({ kind: 'batch', jobId: job.job_id });
      for (const i of await this.jobs.installments(job.job_id)) {
        if (i.status === 'waiting' || i.status === 'active') await this.enqueue({ kind: 'installment', jobId: job.job_id, productId: i.product_id, seq: i.seq });
      }
    }
    return open.length;
  }

  async handle(job: RepaymentJob): Promise<void> {
    if (job.kind === 'daily') await this.daily();
    else if (job.kind === 'batch') await this.runBatch(job.jobId);
    // An installment job runs in a worker: its commands are recorded in the inbox as usual (the
    // sweeper finishes them should this worker die) and applied here, not after two queue hops
    // each (measured: 492 lines/s at month-end with the hops).
    else await this.runInstallment(job.jobId, job.productId, job.seq, 'inline');
  }

  private async enqueue(job: RepaymentJob): Promise<void> {
    await this.queue.enqueue(job).catch((error: unknown) => this.logger.warn({ msg: 'enqueue failed; resumed at the next start or daily run', job, error: String(error) }));
  }

  async runBatch(jobId: string, how: Dispatch = 'queued'): Promise<void> {
    const job = await this.jobs.get(jobId);
    if (!job || job.status === 'completed' || job.status === 'failed') return;
    await this.jobs.start(jobId);
    try {
      // Overdue is judged against the business today, never against the requested date: a run
      // as of a future date would announce 연체 on loans the calendar has not reached.
      await this.clock.refresh();
      await this.deadlines.sweep(MAX_PRODUCTS_PER_DEADLINE_PASS, (payload, options) => this.dispatch(CancelProduct, payload, options, how));
      await this.markOverdue(jobId, this.clock.today(), how);
      await this.endStaleListings(jobId, this.clock.today(), how);
      const due = await rows<{ product_id: string; seq: number }>(
        this.dataSource,
        `SELECT product_id, seq FROM loan_installments WHERE status = 'funded' AND due_on <= $1 ORDER BY due_on, product_id, seq LIMIT $2`,
        [job.as_of, MAX_INSTALLMENTS_PER_RUN],
      );
      const planned = await this.jobs.plan(jobId, due.map((d) => ({ productId: d.product_id, seq: d.seq })));
      await this.jobs.rollUp(jobId);
      for (const i of planned) {
        if (i.status !== 'waiting' && i.status !== 'active') continue;
        if (how === 'inline') await this.runInstallment(jobId, i.product_id, i.seq, how);
        else await this.enqueue({ kind: 'installment', jobId, productId: i.product_id, seq: i.seq });
      }
      this.logger.log({ msg: 'repayment run planned', job_id: jobId, as_of: job.as_of, installments: planned.length });
    } catch (error) {
      this.logger.error({ msg: 'repayment run planning failed', job_id: jobId, error: String(error) });
      throw error;
    }
  }

  private async markOverdue(jobId: string, asOf: string, how: Dispatch): Promise<void> {
    const late = await rows<{ product_id: string }>(
      this.dataSource,
      `SELECT DISTINCT i.product_id FROM loan_installments i JOIN loans l USING (product_id)
       WHERE i.status = 'scheduled' AND i.due_on < $1 AND l.status IN ('repaying', 'overdue') LIMIT $2`,
      [asOf, MAX_LOANS_PER_OVERDUE_PASS],
    );
    // The days unpaid after which a loan is accelerated: the policy in force on the run's date.
    const { accelerationDays, accelerationNoticeDays } = await this.policy.badLoanTermsOn(asOf);
    for (const { product_id: productId } of late) {
      const outcome = await this.dispatch(MarkLoanOverdue, { productId, asOf, accelerationDays, accelerationNoticeDays }, {
        commandId: uuidFrom(`overdue:${jobId}:${productId}`),
        actorId: null,
        partitionKey: loanStreamId(productId),
        lockKeys: loanLockKeys(productId),
      }, how);
      if (outcome.status === 'failed') this.logger.warn({ msg: 'overdue pass failed for a loan', product_id: productId, fail_code: outcome.fail_code });
    }
  }

  /** Transfer listings whose claim no longer stands end (docs/api.md "Transfers"), after the overdue pass has judged the loans. */
  private async endStaleListings(jobId: string, today: string, how: Dispatch): Promise<void> {
    for (const stale of await staleListings(this.dataSource, today, MAX_LOANS_PER_OVERDUE_PASS)) {
      const outcome = await this.dispatch(EndListing, { listingId: stale.listing_id, reason: stale.reason }, {
        commandId: uuidFrom(`end-listing:${jobId}:${stale.listing_id}`),
        actorId: null,
        partitionKey: loanStreamId(stale.product_id),
        lockKeys: [listingStreamId(stale.listing_id), sellerListingsLock(stale.seller_id)].sort(),
      }, how);
      if (outcome.status === 'failed') this.logger.warn({ msg: 'ending a stale listing failed', listing_id: stale.listing_id, fail_code: outcome.fail_code });
    }
  }

  async runInstallment(jobId: string, productId: string, seq: number, how: Dispatch = 'queued'): Promise<void> {
    const row = await this.jobs.installment(jobId, productId, seq);
    if (!row || row.status === 'completed' || row.status === 'failed') return;
    const tx = this.dataSource.createQueryRunner();
    await tx.connect();
    const { state } = await this.loans.load(tx, productId).finally(() => tx.release());
    const installment = state.installments.find((i) => i.seq === seq);
    assert(installment, `loan ${productId} has no installment ${seq}`);
    // Taxes follow the policy in force on the payment date (the business today of this run),
    // the fee the policy recorded with the loan.
    await this.clock.refresh();
    const policy = paymentPolicy(await this.policy.inForceOn(this.clock.today()), state.policy);
    const payouts = partedPayouts(state, seq, policy);
    await this.jobs.progress(jobId, productId, seq, { status: 'active', total: payouts.length });
    let processed = 0;
    let failed = 0;
    const failures: string[] = [];
    // Every chunk at once: the worker takes the chunks of a lane waiting together (this
    // installment's and those of the other installment jobs running) into one transaction.
    const chunks = creditChunks(payouts, INVESTOR_CHUNK);
    const outcomes = await Promise.all(chunks.map((chunk) => this.creditChunk(productId, seq, chunk, how)));
    outcomes.forEach((outcome, k) => {
      const summary = outcome.result as CreditSummary | undefined;
      if (outcome.status === 'succeeded' && summary) {
        processed += chunks[k].credits.length - summary.refused.length;
        failed += summary.refused.length;
        failures.push(...summary.refused.map((r) => `${r.user_id}: ${r.fail_code}`));
      } else {
        failed += chunks[k].credits.length;
        failures.push(`chunk ${chunks[k].lane}/${chunks[k].index}: ${outcome.fail_code ?? 'unknown_error'}`);
      }
    });
    await this.jobs.progress(jobId, productId, seq, { processed, failed });
    if (failed > 0) {
      await this.jobs.progress(jobId, productId, seq, { status: 'failed', error: failures.slice(0, 20).join('; ') });
      return;
    }
    const recorded = await this.dispatch(RecordInstallmentDistributed, { productId, seq, investorCount: payouts.length }, {
      commandId: uuidFrom(`distributed:${productId}:${seq}`),
      actorId: null,
      partitionKey: loanStreamId(productId),
      lockKeys: loanLockKeys(productId),
      waitMs: CHUNK_WAIT_MS,
    }, how);
    if (recorded.status === 'pending') throw new Error(`distribution of ${productId}#${seq} still pending`);
    await this.jobs.progress(jobId, productId, seq, recorded.status === 'succeeded' ? { status: 'completed' } : { status: 'failed', error: recorded.fail_code ?? 'unknown_error' });
  }

  private async creditChunk(productId: string, seq: number, { lane, index, credits }: CreditChunk, how: Dispatch): Promise<CommandOutcome> {
    const commandId = repaymentChunkCommandId(productId, seq, lane, index, credits.length);
    const outcome = await this.dispatch(CreditInstallment, { productId, seq, credits }, {
      commandId,
      actorId: null,
      partitionKey: `${CREDITS_PARTITION}-${lane}`,
      // Sorted and distinct: the worker takes the keys in this order, so chunks never wait in a cycle.
      lockKeys: [...new Set(credits.map((c) => investorStreamId(c.userId)))].sort(),
      waitMs: CHUNK_WAIT_MS,
    }, how);
    // Still pending after the wait: the job throws and the queue retries it; the inbox keeps the command.
    if (outcome.status === 'pending') throw new Error(`credit chunk ${commandId} still pending`);
    return outcome;
  }
}
