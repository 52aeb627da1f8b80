// The central registry's reports (온투법 33조①, docs/api.md "Central registry reports"): the
// sandbox registry's view of an investor, the operators' view of the outbox and the
// reconciliation of each investor's outstanding principal with the registry's.
import { operationsFor, queryParam } from '../operation';
import type { Paths, Schema } from '../openapi.types';
import { REGISTRY_REPORT_KINDS } from '../../registry';
import { arr, enumOf, instant, int, nullable, obj, ref, str, uuid, won } from '../schema';

const op = operationsFor('Registry');
const STATES = ['pending', 'acknowledged'] as const;

export const registrySchemas: Record<string, Schema> = {
  RegistryReport: obj({
    id: uuid('The report\'s idempotency key: the registry applies it once however often it is delivered.'),
    kind: enumOf(REGISTRY_REPORT_KINDS), user_id: uuid(), product_id: uuid(),
    amount: won('The principal concerned: the investment\'s amount, or a repayment\'s principal part'),
    at: instant('When it happened, by the business clock.'),
    state: enumOf(STATES),
    attempts: int('Deliveries tried so far.'),
    next_attempt_at: nullable(instant('Pending: when the sender tries it next (its back-off, or the lease of a send in flight).')),
    last_error: nullable(str('Why the last delivery failed.')),
    acknowledged_at: nullable(instant()),
  }, 'One report in the outbox.'),
};

export const registryPaths: Paths = {
  '/admin/sandbox/registry/reports': {
    get: op('get', {
      id: 'adminSandboxRegistryReports',
      summary: 'What the sandbox registry received for an investor (sandbox only)',
      description: 'What the registry holds (acknowledged, applied once each) and, after it, what the platform still has to deliver (pending). Outside the sandbox: 404 `not_found`.',
      access: 'operator',
      params: [{ ...queryParam('user_id', uuid(), 'The investor.'), required: true }],
      ok: {
        status: 200, description: 'Oldest first.',
        schema: obj({ items: arr(obj({ kind: enumOf(REGISTRY_REPORT_KINDS), user_id: uuid(), product_id: uuid(), amount: won(), at: instant(), state: enumOf(STATES) })) }),
      },
      fails: ['not_found', 'invalid_input'],
    }),
  },
  '/admin/registry/reports': {
    get: op('get', {
      id: 'adminRegistryReports',
      summary: 'The registry outbox: counts by state, the oldest pending report, a page of reports',
      description: 'Pending reports oldest first; acknowledged (or all) newest first. `stuck`: pending reports that failed 10 times or more (still retried, at most a minute apart).',
      access: 'operator',
      notInApiMd: true,
      addition: 'the operators\' view of the outbox docs/api.md "Central registry reports" describes.',
      params: [queryParam('state', enumOf(STATES)), queryParam('limit', int(undefined, { minimum: 1, maximum: 200, default: 50 }))],
      ok: {
        status: 200, description: 'The outbox.',
        schema: obj({
          counts: obj({ pending: int(), acknowledged: int(), stuck: int() }),
          oldest_pending_at: nullable(instant()),
          oldest_pending_age_seconds: nullable(int()),
          items: arr(ref('RegistryReport')),
        }),
      },
      fails: ['invalid_input'],
    }),
  },
  '/admin/registry/reconciliation': {
    get: op('get', {
      id: 'adminRegistryReconciliation',
      summary: 'Each investor\'s outstanding principal as the registry knows it against the platform\'s',
      description: 'The registry\'s: placements − cancellations − repayments\' principal of the reports it holds. The platform\'s: held + executed − principal repaid. `ok` when equal for every investor; at most 1,000 differences are listed.',
      access: 'operator',
      ok: {
        status: 200, description: 'The reconciliation.',
        schema: obj({ ok: { type: 'boolean' }, differences: arr(obj({ user_id: uuid(), platform: won(), registry: won() })) }),
      },
    }),
  },
};
