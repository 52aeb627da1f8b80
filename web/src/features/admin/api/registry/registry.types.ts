/** GET /admin/registry/reports and /admin/registry/reconciliation: the server's endpoint schemas' types (type-only: Vite bundles none of it). */
export type {
  Reconciliation as RegistryReconciliation,
  ReportView as RegistryReport,
  ReportsOverview as RegistryReportsOverview,
} from '@server/registry/http/registry-answers.schema';
export type { RegistryReportKind } from '@server/registry/report-kinds';
