/** GET /admin/registry/reports and /admin/registry/reconciliation (server/src/registry/http/registry.schema.ts). */
export type RegistryReportKind = 'placement' | 'cancellation' | 'execution' | 'repayment' | 'recovery' | 'sale' | 'write_off' | 'transfer';

export interface RegistryReport {
  id: string;
  kind: RegistryReportKind;
  user_id: string;
  product_id: string;
  amount: number;
  at: string;
  state: 'pending' | 'acknowledged';
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  acknowledged_at: string | null;
}

export interface RegistryReportsOverview {
  counts: { pending: number; acknowledged: number; stuck: number };
  oldest_pending_at: string | null;
  oldest_pending_age_seconds: number | null;
  items: RegistryReport[];
}

export interface RegistryReconciliation {
  ok: boolean;
  differences: { user_id: string; platform: number; registry: number }[];
}
