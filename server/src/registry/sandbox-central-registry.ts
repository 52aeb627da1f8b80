// Sandbox adapter of the central registry: the investor's holdings elsewhere come from
// registry_external_holdings; this platform's come from the caller.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one } from '../shared/database/sql';
import { DomainError } from '../shared/errors/domain-error';
import type { Tx } from '../shared/event-store/event-store.types';
import { toWon } from '../shared/won';
import { CentralRegistry, ExternalHoldings, RegistryCheck } from './central-registry.port';

@Injectable()
export class SandboxCentralRegistry extends CentralRegistry {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async externalHoldings(tx: Tx | null, userId: string): Promise<ExternalHoldings> {
    const row = await one<{ amount: string; borrowers: Record<string, number> }>(
      tx ?? this.dataSource,
      `SELECT amount, borrowers FROM registry_external_holdings WHERE user_id = $1`,
      [userId],
    );
    return { amountWon: toWon(row?.amount), borrowersWon: row?.borrowers ?? {} };
  }

  async check(tx: Tx, input: RegistryCheck): Promise<void> {
    const external = await this.externalHoldings(tx, input.userId);
    if (input.totalLimitWon !== null && external.amountWon + input.platformTotalWon + input.addWon > input.totalLimitWon) {
      throw new DomainError('exceed_user_limit');
    }
    const elsewhereWithBorrower = external.borrowersWon[input.borrowerId] ?? 0;
    if (input.borrowerLimitWon !== null && elsewhereWithBorrower + input.platformBorrowerWon + input.addWon > input.borrowerLimitWon) {
      throw new DomainError('exceed_user_per_product_limit');
    }
  }

  async setExternalHoldings(userId: string, holdings: ExternalHoldings): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO registry_external_holdings (user_id, amount, borrowers, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (user_id) DO UPDATE SET amount = EXCLUDED.amount, borrowers = EXCLUDED.borrowers, updated_at = now()`,
      [userId, holdings.amountWon, JSON.stringify(holdings.borrowersWon)],
    );
  }
}
