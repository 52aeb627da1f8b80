// Operators: the queues and the repayment batch (docs/api.md "Operators").
import { calendarDate, endpoint, enumOf, int, mapOf, nullable, ref, requestBody, str, Type, uuid, uuidPath } from '../../shared/http/schema';
import { extend } from './repayment-answers.schema';

export const ADMIN_RUN_REPAYMENTS = endpoint({
  method: 'post', path: '/admin/jobs/repayments',
  id: 'adminRunRepayments', summary: 'Run the repayment batch now',
  description: 'For everything due on or before `as_of` (the batch also runs daily). Reruns pay nothing twice. A run first cancels every product past its funding deadline (`cancel_reason: "funding_failed"`).',
  access: 'operator',
  body: requestBody({ as_of: calendarDate() }),
  ok: { status: 202, description: 'Queued.', schema: Type.Object({ job_id: uuid() }) },
});

export const ADMIN_JOBS_OVERVIEW = endpoint({
  method: 'get', path: '/admin/jobs',
  id: 'adminJobsOverview', summary: 'Queues, counts, last runs and failures',
  access: 'operator',
  ok: {
    status: 200,
    description: 'The overview.',
    schema: Type.Object({
      queues: Type.Array(Type.Object({ name: str(), kind: enumOf(['bullmq', 'in-process']), counts: mapOf(int(), 'Jobs by state.') })),
      last_runs: Type.Array(ref('RepaymentJob'), { description: 'The 20 latest runs.' }),
      failures: Type.Array(Type.Unknown({ description: 'A failed installment job: {job_id, product_id, seq, status, total, processed, failed, error, updated_at}.' }), { description: 'The 20 latest.' }),
    }),
  },
});

export const ADMIN_GET_JOB = endpoint({
  method: 'get', path: '/admin/jobs/{job_id}',
  id: 'adminGetJob', summary: 'One batch run',
  access: 'operator',
  params: [uuidPath('job_id', 'job')],
  ok: {
    status: 200,
    description: 'The run with its installments.',
    schema: extend(ref('RepaymentJob'), Type.Object({
      items: Type.Array(Type.Object({ product_id: uuid(), seq: int(), status: str(), total: int(), processed: int(), failed: int(), error: nullable(str()) })),
    })),
  },
  fails: ['invalid_input', 'not_found'],
  addition: '`total`, `installments`, `as_of`, `trigger`, `error`, times and `items` per installment.',
});
