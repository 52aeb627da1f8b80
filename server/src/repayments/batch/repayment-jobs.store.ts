// The batch's bookkeeping in PostgreSQL (the source of truth; Redis only carries the work):
// one row per batch run and one per installment it pays, with progress counters.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, rows } from '../../shared/database/sql';

export type JobStatus = 'waiting' | 'active' | 'completed' | 'failed';

export interface JobRow {
  job_id: string;
  as_of: string;
  trigger: 'operator' | 'scheduler' | 'startup';
  status: JobStatus;
  installments: number;
  total: number;
  processed: number;
  failed: number;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface JobInstallmentRow {
  job_id: string;
  product_id: string;
  seq: number;
  status: JobStatus;
  total: number;
  processed: number;
  failed: number;
  error: string | null;
}

/**
 * A run with its counters summed from its installments at read time: installment jobs write only
 * their own row while they run (a month-end's thousand jobs would otherwise queue on the run's
 * row and re-sum it at every step); the run's row is settled when an installment finishes.
 */
const JOB_SELECT = `SELECT j.job_id, to_char(j.as_of, 'YYYY-MM-DD') AS as_of, j.trigger, j.status, j.installments, s.total, s.processed, s.failed,
         j.error, j.created_at, j.started_at, j.finished_at
  FROM repayment_jobs j CROSS JOIN LATERAL (
    SELECT COALESCE(sum(i.total), 0)::int AS total, COALESCE(sum(i.processed), 0)::int AS processed, COALESCE(sum(i.failed), 0)::int AS failed
    FROM repayment_job_installments i WHERE i.job_id = j.job_id) s`;

@Injectable()
export class RepaymentJobsStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts the run; false when that id exists already (the daily run of a date). */
  async create(jobId: string, asOf: string, trigger: JobRow['trigger'], requestedBy: string | null): Promise<boolean> {
    const inserted = await rows(this.dataSource, `INSERT INTO repayment_jobs (job_id, as_of, trigger, status, requested_by) VALUES ($1, $2, $3, 'waiting', $4) ON CONFLICT DO NOTHING RETURNING job_id`, [
      jobId, asOf, trigger, requestedBy,
    ]);
    return inserted.length > 0;
  }

  get(jobId: string): Promise<JobRow | undefined> {
    return one<JobRow>(this.dataSource, `${JOB_SELECT} WHERE j.job_id = $1`, [jobId]);
  }

  recent(limit: number): Promise<JobRow[]> {
    return rows<JobRow>(this.dataSource, `${JOB_SELECT} ORDER BY j.created_at DESC LIMIT $1`, [limit]);
  }

  unfinished(limit: number): Promise<JobRow[]> {
    return rows<JobRow>(this.dataSource, `${JOB_SELECT} WHERE j.status IN ('waiting', 'active') ORDER BY j.created_at LIMIT $1`, [limit]);
  }

  async start(jobId: string): Promise<void> {
    await this.dataSource.query(`UPDATE repayment_jobs SET status = 'active', started_at = COALESCE(started_at, now()) WHERE job_id = $1 AND status IN ('waiting', 'active')`, [jobId]);
  }

  async plan(jobId: string, installments: { productId: string; seq: number }[]): Promise<JobInstallmentRow[]> {
    if (installments.length > 0) {
      await this.dataSource.query(
        `INSERT INTO repayment_job_installments (job_id, product_id, seq, status) SELECT $1, p, s, 'waiting' FROM unnest($2::uuid[], $3::int[]) AS x(p, s) ON CONFLICT DO NOTHING`,
        [jobId, installments.map((i) => i.productId), installments.map((i) => i.seq)],
      );
    }
    await this.dataSource.query(`UPDATE repayment_jobs SET installments = (SELECT count(*) FROM repayment_job_installments WHERE job_id = $1) WHERE job_id = $1`, [jobId]);
    return this.installments(jobId);
  }

  installments(jobId: string): Promise<JobInstallmentRow[]> {
    return rows<JobInstallmentRow>(this.dataSource, `SELECT * FROM repayment_job_installments WHERE job_id = $1 ORDER BY product_id, seq`, [jobId]);
  }

  installment(jobId: string, productId: string, seq: number): Promise<JobInstallmentRow | undefined> {
    return one<JobInstallmentRow>(this.dataSource, `SELECT * FROM repayment_job_installments WHERE job_id = $1 AND product_id = $2 AND seq = $3`, [jobId, productId, seq]);
  }

  async progress(jobId: string, productId: string, seq: number, change: { status?: JobStatus; total?: number; processed?: number; failed?: number; error?: string | null }): Promise<void> {
    await this.dataSource.query(
      `UPDATE repayment_job_installments SET status = COALESCE($4, status), total = COALESCE($5, total), processed = COALESCE($6, processed),
         failed = COALESCE($7, failed), error = CASE WHEN $8::boolean THEN $9 ELSE error END, updated_at = now()
       WHERE job_id = $1 AND product_id = $2 AND seq = $3`,
      [jobId, productId, seq, change.status ?? null, change.total ?? null, change.processed ?? null, change.failed ?? null, change.error !== undefined, change.error ?? null],
    );
    if (change.status === 'completed' || change.status === 'failed') await this.rollUp(jobId);
  }

  /** The run's counters are the sum of its installments'; it ends when none is waiting or active. */
  async rollUp(jobId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE repayment_jobs j SET
         total = s.total, processed = s.processed, failed = s.failed,
         status = CASE WHEN j.status IN ('completed', 'failed') THEN j.status
                       WHEN j.started_at IS NOT NULL AND s.open = 0 AND j.installments = s.count THEN (CASE WHEN s.bad > 0 THEN 'failed' ELSE 'completed' END)
                       ELSE j.status END,
         finished_at = CASE WHEN j.finished_at IS NULL AND j.started_at IS NOT NULL AND s.open = 0 AND j.installments = s.count THEN now() ELSE j.finished_at END
       FROM (SELECT COALESCE(sum(total), 0) AS total, COALESCE(sum(processed), 0) AS processed, COALESCE(sum(failed), 0) AS failed,
                    count(*) FILTER (WHERE status IN ('waiting', 'active')) AS open, count(*) FILTER (WHERE status = 'failed') AS bad, count(*) AS count
             FROM repayment_job_installments WHERE job_id = $1) s
       WHERE j.job_id = $1`,
      [jobId],
    );
  }

  async fail(jobId: string, error: string): Promise<void> {
    await this.dataSource.query(`UPDATE repayment_jobs SET status = 'failed', error = $2, finished_at = now() WHERE job_id = $1`, [jobId, error.slice(0, 1000)]);
  }

  recentFailures(limit: number) {
    return rows(this.dataSource, `SELECT job_id, product_id, seq, status, total, processed, failed, error, updated_at FROM repayment_job_installments WHERE status = 'failed' ORDER BY updated_at DESC LIMIT $1`, [limit]);
  }
}
