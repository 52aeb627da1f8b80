// The central registry's reports (온투법 33조①, docs/api.md "Central registry reports"): the
// sandbox registry's view of an investor, the operators' view of the outbox and the
// reconciliation of each investor's outstanding principal with the registry's.
import { at, bool, choice, endpoint, enumOf, int, nullable, queryInteger, ref, requestQuery, str, Type, uuid, won, type Static } from '../../shared/http/schema';
import { REGISTRY_REPORT_KINDS } from '../central-registry.port';

export const REPORT_STATES = ['pending', 'acknowledged'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const REPORTS_PAGE_MAX = 200;

export const REGISTRY_REPORT = Type.Object({
  id: uuid('The report\'s idempotency key: the registry applies it once however often it is delivered.'),
  kind: enumOf(REGISTRY_REPORT_KINDS), user_id: uuid(), product_id: uuid(),
  amount: won('The principal concerned: the investment\'s amount, or a repayment\'s principal part'),
  at: at('When it happened, by the business clock.'),
  state: enumOf(REPORT_STATES),
  attempts: int('Deliveries tried so far.'),
  next_attempt_at: nullable(at('Pending: when the sender tries it next (its back-off, or the lease of a send in flight).')),
  last_error: nullable(str('Why the last delivery failed.')),
  acknowledged_at: nullable(at()),
}, { description: 'One report in the outbox.' });
export type ReportView = Static<typeof REGISTRY_REPORT>;

/** The sandbox endpoint's item (docs/api.md "Central registry reports"). */
const RECEIVED_REPORT = Type.Object({ kind: enumOf(REGISTRY_REPORT_KINDS), user_id: uuid(), product_id: uuid(), amount: won(), at: at(), state: enumOf(REPORT_STATES) });
export type ReceivedView = Static<typeof RECEIVED_REPORT>;

const REPORTS_OVERVIEW = Type.Object({
  counts: Type.Object({ pending: int(), acknowledged: int(), stuck: int() }),
  oldest_pending_at: nullable(at()),
  oldest_pending_age_seconds: nullable(int()),
  items: Type.Array(ref<ReportView>('RegistryReport')),
});
export type ReportsOverview = Static<typeof REPORTS_OVERVIEW>;

const RECONCILIATION = Type.Object({ ok: bool(), differences: Type.Array(Type.Object({ user_id: uuid(), platform: won(), registry: won() })) });
export type Reconciliation = Static<typeof RECONCILIATION>;

export const ADMIN_SANDBOX_REGISTRY_REPORTS = endpoint({
  method: 'get',
  path: '/admin/sandbox/registry/reports',
  id: 'adminSandboxRegistryReports',
  summary: 'What the sandbox registry received for an investor (sandbox only)',
  description: 'What the registry holds (acknowledged, applied once each) and, after it, what the platform still has to deliver (pending). Outside the sandbox: 404 `not_found`.',
  access: 'operator',
  query: requestQuery({ user_id: uuid('The investor.') }, { closed: false }),
  ok: {
    status: 200, description: 'Oldest first.',
    schema: Type.Object({ items: Type.Array(RECEIVED_REPORT) }),
  },
  fails: ['not_found', 'invalid_input'],
});

export const ADMIN_REGISTRY_REPORTS = endpoint({
  method: 'get',
  path: '/admin/registry/reports',
  id: 'adminRegistryReports',
  summary: 'The registry outbox: counts by state, the oldest pending report, a page of reports',
  description: 'Pending reports oldest first; acknowledged (or all) newest first. `stuck`: pending reports that failed 10 times or more (still retried, at most a minute apart).',
  access: 'operator',
  notInApiMd: true,
  addition: 'the operators\' view of the outbox docs/api.md "Central registry reports" describes.',
  query: requestQuery({
    state: Type.Optional(choice(REPORT_STATES)),
    limit: Type.Optional(queryInteger({ min: 1, max: REPORTS_PAGE_MAX, fallback: 50 })),
  }, { closed: true }),
  ok: { status: 200, description: 'The outbox.', schema: REPORTS_OVERVIEW },
  fails: ['invalid_input'],
});

export const ADMIN_REGISTRY_RECONCILIATION = endpoint({
  method: 'get',
  path: '/admin/registry/reconciliation',
  id: 'adminRegistryReconciliation',
  summary: 'Each investor\'s outstanding principal as the registry knows it against the platform\'s',
  description: 'The registry\'s: placements − cancellations − repayments\' principal of the reports it holds. The platform\'s: held + executed − principal repaid. `ok` when equal for every investor; at most 1,000 differences are listed.',
  access: 'operator',
  ok: { status: 200, description: 'The reconciliation.', schema: RECONCILIATION },
});

export const REGISTRY_ENDPOINTS = [ADMIN_SANDBOX_REGISTRY_REPORTS, ADMIN_REGISTRY_REPORTS, ADMIN_REGISTRY_RECONCILIATION];
export const REGISTRY_SCHEMAS = { RegistryReport: REGISTRY_REPORT };
