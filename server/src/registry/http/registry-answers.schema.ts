// The registry's answer shapes: a report of the outbox (the RegistryReport document component), one
// the sandbox registry received, the outbox's overview and the reconciliation. This module imports
// only the builders and the report kinds (no Nest), so the web reads them as types.
import { at, bool, enumOf, int, nullable, ref, str } from '../../shared/http/schema/answers';
import { Type, uuid, won, type Static } from '../../shared/http/schema/fields';
import { REGISTRY_REPORT_KINDS } from '../report-kinds';

export const REPORT_STATES = ['pending', 'acknowledged'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
/** The most reports GET /admin/registry/reports lists (its `limit`'s bound). */
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
export const RECEIVED_REPORT = Type.Object({ kind: enumOf(REGISTRY_REPORT_KINDS), user_id: uuid(), product_id: uuid(), amount: won(), at: at(), state: enumOf(REPORT_STATES) });
export type ReceivedView = Static<typeof RECEIVED_REPORT>;

export const REPORTS_OVERVIEW = Type.Object({
  counts: Type.Object({ pending: int(), acknowledged: int(), stuck: int() }),
  oldest_pending_at: nullable(at()),
  oldest_pending_age_seconds: nullable(int()),
  items: Type.Array(ref<ReportView>('RegistryReport')),
});
export type ReportsOverview = Static<typeof REPORTS_OVERVIEW>;

export const RECONCILIATION = Type.Object({ ok: bool(), differences: Type.Array(Type.Object({ user_id: uuid(), platform: won(), registry: won() })) });
export type Reconciliation = Static<typeof RECONCILIATION>;
