// GET /admin/registry/reconciliation: each investor's outstanding principal as the registry knows
// it (the sum of the reports it holds, by reports/report-kinds.ts) against the platform's (the
// holdings the limits count: held + executed − principal repaid, recovered or written off,
// investing's investor_holdings, where a recovery of principal written off before frees nothing twice).
// Equal for every investor once the sender has caught up; a report not yet delivered shows as
// that investor's difference.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '../../shared/database/sql';
import { toWon } from '../../shared/won';
import { CentralRegistry } from '../central-registry.port';
import type { Reconciliation } from '../http/registry-answers.schema';

/** Differences listed at most (ok is false whenever there is one). */
export const MAX_DIFFERENCES = 1_000;

@Injectable()
export class RegistryReconciliationQuery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: CentralRegistry,
  ) {}

  async reconcile(): Promise<Reconciliation> {
    const platformRows = await rows<{ user_id: string; outstanding: string }>(
      this.dataSource,
      `SELECT user_id, sum(held_won + executed_won - repaid_principal_won) AS outstanding FROM investor_holdings GROUP BY user_id`,
    );
    const platform = new Map(platformRows.map((r) => [r.user_id, toWon(r.outstanding)]));
    const registry = await this.registry.knownOutstanding();
    const differences: Reconciliation['differences'] = [];
    for (const userId of [...new Set([...platform.keys(), ...registry.keys()])].sort()) {
      const p = platform.get(userId) ?? 0;
      const r = registry.get(userId) ?? 0;
      if (p !== r && differences.length < MAX_DIFFERENCES) differences.push({ user_id: userId, platform: p, registry: r });
      else if (p !== r) break;
    }
    return { ok: differences.length === 0, differences };
  }
}
