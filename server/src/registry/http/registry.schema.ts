// The central registry's reports (온투법 33조①, docs/api.md "Central registry reports"): the
// sandbox registry's view of an investor, the operators' view of the outbox and the
// reconciliation of each investor's outstanding principal with the registry's.
import { choice, endpoint, queryInteger, requestQuery, Type, uuid } from '../../shared/http/schema';
// The answers' shapes live in registry-answers.schema.ts (no Nest; the web reads them as types).
import { RECEIVED_REPORT, RECONCILIATION, REGISTRY_REPORT, REPORT_STATES, REPORTS_OVERVIEW, REPORTS_PAGE_MAX } from './registry-answers.schema';

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
