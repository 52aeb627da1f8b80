// Sandbox adapter of the central registry: the investor's holdings elsewhere come from
// registry_external_holdings; this platform's come from the caller.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, preparedRows } from '../shared/database/sql';
import { DomainError } from '../shared/errors/domain-error';
import type { Tx } from '../shared/event-store/event-store.types';
import { toWon } from '../shared/won';
import { CentralRegistry, ExternalHoldings, RegistryCheck, RegistryLookup } from './central-registry.port';

/** Holdings elsewhere plus this platform's plus the new amount, against the investor type's limits. */
function verdict(external: ExternalHoldings, input: RegistryCheck): void {
  if (input.totalLimitWon !== null && external.amountWon + input.platformTotalWon + input.addWon > input.totalLimitWon) {
    throw new DomainError('exceed_user_limit');
  }
  // The real-estate limit counts real estate held on every platform (시행령 27조).
  if (input.isRealty && input.realtyLimitWon !== null && external.realtyWon + input.platformRealtyWon + input.addWon > input.realtyLimitWon) {
    throw new DomainError('exceed_user_limit');
  }
  const elsewhereWithBorrower = external.borrowersWon[input.borrowerId] ?? 0;
  if (input.borrowerLimitWon !== null && elsewhereWithBorrower + input.platformBorrowerWon + input.addWon > input.borrowerLimitWon) {
    throw new DomainError('exceed_user_per_product_limit');
  }
}

interface HoldingsRow {
  amount: string;
  realty: string;
  borrowers: Record<string, number> | null;
}

/** An investor the registry has no row for holds nothing elsewhere. */
function holdingsOf(row: HoldingsRow | undefined): ExternalHoldings {
  return { amountWon: toWon(row?.amount), realtyWon: toWon(row?.realty), borrowersWon: row?.borrowers ?? {} };
}

/** The registry's answers from each investor's holdings elsewhere; pure, so the placement rules' unit tests use it as it is. */
export function externalHoldingsLookup(byUser: ReadonlyMap<string, ExternalHoldings>): RegistryLookup {
  return { check: (input) => verdict(byUser.get(input.userId) ?? holdingsOf(undefined), input) };
}

@Injectable()
export class SandboxCentralRegistry extends CentralRegistry {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async externalHoldings(tx: Tx | null, userId: string): Promise<ExternalHoldings> {
    const row = await one<HoldingsRow>(tx ?? this.dataSource, `SELECT amount, realty, borrowers FROM registry_external_holdings WHERE user_id = $1`, [userId]);
    return holdingsOf(row);
  }

  async lookup(tx: Tx, userIds: string[]): Promise<RegistryLookup> {
    const found = await preparedRows<HoldingsRow & { user_id: string }>(
      tx, `SELECT user_id, amount, realty, borrowers FROM registry_external_holdings WHERE user_id = ANY($1::uuid[])`, [[...new Set(userIds)]]);
    return externalHoldingsLookup(new Map(found.map((r) => [r.user_id, holdingsOf(r)])));
  }

  async setExternalHoldings(userId: string, holdings: ExternalHoldings): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO registry_external_holdings (user_id, amount, realty, borrowers, updated_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (user_id) DO UPDATE SET amount = EXCLUDED.amount, realty = EXCLUDED.realty, borrowers = EXCLUDED.borrowers, updated_at = now()`,
      [userId, holdings.amountWon, holdings.realtyWon, JSON.stringify(holdings.borrowersWon)],
    );
  }
}
