// Fixtures for the central registry's reports: the sandbox registry's switch, what it received
// and the outbox's state, all through the operators' HTTP API.
import type { HttpClient } from '../../support/http-client';
import { until } from '../repayments/loan-fixtures';

export interface SandboxReport {
  kind: string;
  user_id: string;
  product_id: string;
  amount: number;
  at: string;
  state: 'pending' | 'acknowledged';
}

export async function registryDown(operator: HttpClient, down: boolean, extra: Record<string, unknown> = {}): Promise<void> {
  const res = await operator.post('/api/admin/sandbox/bank', { registry_down: down, ...extra });
  if (res.status !== 200 || res.body.registry_down !== down) throw new Error(`sandbox bank: ${res.status} ${JSON.stringify(res.body)}`);
}

export async function reportsOf(operator: HttpClient, userId: string): Promise<SandboxReport[]> {
  const res = await operator.get(`/api/admin/sandbox/registry/reports?user_id=${userId}`);
  if (res.status !== 200) throw new Error(`sandbox registry reports: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.items;
}

/** Waits until the investor's reports, as kind:amount:state, are exactly `expected` (order kept). */
export function reportsBecome(operator: HttpClient, userId: string, expected: string[], timeoutMs = 60_000): Promise<SandboxReport[]> {
  return until(`reports of ${userId} to be ${expected.join(', ')}`, async () => {
    const items = await reportsOf(operator, userId);
    const seen = items.map((r) => `${r.kind}:${r.amount}:${r.state}`);
    return JSON.stringify(seen) === JSON.stringify(expected) ? items : null;
  }, timeoutMs, 200);
}

export async function pendingCount(operator: HttpClient): Promise<number> {
  const res = await operator.get('/api/admin/registry/reports?state=pending');
  if (res.status !== 200) throw new Error(`registry reports: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.counts.pending;
}

export async function reconciliation(operator: HttpClient): Promise<{ ok: boolean; differences: { user_id: string; platform: number; registry: number }[] }> {
  const res = await operator.get('/api/admin/registry/reconciliation');
  if (res.status !== 200) throw new Error(`reconciliation: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
