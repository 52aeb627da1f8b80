// Operators: the queues and the repayment batch (docs/api.md "Operators": POST /admin/jobs/repayments,
// GET /admin/jobs, GET /admin/jobs/{job_id}).
import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { DomainError, invalidInput } from '../../shared/errors/domain-error';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { BodyOf, UuidParam, ValidBody } from '../../shared/http/schema';
import { COMMAND_QUEUE, CommandQueue } from '../../shared/queue/command-queue';
import { RepaymentBatch } from '../batch/repayment-batch.service';
import { JobRow, RepaymentJobsStore } from '../batch/repayment-jobs.store';
import { REPAYMENT_QUEUE, RepaymentQueue } from '../batch/repayment-queue';
import { ADMIN_RUN_REPAYMENTS } from './admin-jobs.schema';

function jobView(job: JobRow) {
  return {
    job_id: job.job_id,
    status: job.status,
    processed: job.processed,
    failed: job.failed,
    total: job.total,
    installments: job.installments,
    as_of: job.as_of,
    trigger: job.trigger,
    error: job.error,
    created_at: new Date(job.created_at).toISOString(),
    started_at: job.started_at ? new Date(job.started_at).toISOString() : null,
    finished_at: job.finished_at ? new Date(job.finished_at).toISOString() : null,
  };
}

@Controller('admin/jobs')
@Roles('operator')
export class AdminJobsController {
  constructor(
    private readonly batch: RepaymentBatch,
    private readonly jobs: RepaymentJobsStore,
    private readonly clock: BusinessClock,
    @Inject(COMMAND_QUEUE) private readonly commandQueue: CommandQueue,
    @Inject(REPAYMENT_QUEUE) private readonly repaymentQueue: RepaymentQueue,
  ) {}

  @Post('repayments')
  @HttpCode(202)
  async run(@CurrentUser() user: SessionUser, @ValidBody(ADMIN_RUN_REPAYMENTS) input: BodyOf<typeof ADMIN_RUN_REPAYMENTS>) {
    const asOf = input.as_of;
    // Nothing is paid ahead of the calendar: a later date is a typo or a wish, not a run.
    await this.clock.refresh();
    if (asOf > this.clock.today()) throw invalidInput({ as_of: 'after_business_today' });
    return { job_id: await this.batch.request(asOf, 'operator', user.id) };
  }

  @Get()
  async overview() {
    const [commands, repayments, runs, failures] = await Promise.all([
      this.commandQueue.counts().catch(() => ({})),
      this.repaymentQueue.counts().catch(() => ({})),
      this.jobs.recent(20),
      this.jobs.recentFailures(20),
    ]);
    return {
      queues: [
        { name: 'commands', kind: this.commandQueue.kind, counts: commands },
        { name: 'repayments', kind: this.repaymentQueue.kind, counts: repayments },
      ],
      last_runs: runs.map(jobView),
      failures,
    };
  }

  @Get(':job_id')
  async one(@UuidParam('job_id', 'job_id') id: string) {
    const job = await this.jobs.get(id);
    if (!job) throw new DomainError('not_found');
    return { ...jobView(job), items: (await this.jobs.installments(job.job_id)).map((i) => ({ product_id: i.product_id, seq: i.seq, status: i.status, total: i.total, processed: i.processed, failed: i.failed, error: i.error })) };
  }
}
