// Sandbox adapter of the central registry: the investor's holdings elsewhere come from
// registry_external_holdings; this platform's come from the caller. Reports are kept in
// sandbox_registry_received through the adapter's own connections, outside the platform's
// transactions, as a remote registry would keep them: applied once per report id.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, preparedRows, rows } from '../../shared/database/sql';
import { DomainError } from '../../shared/errors/domain-error';
import type { Tx } from '../../shared/event-store/event-store.types';
import { toWon } from '../../shared/won';
import { CentralRegistry, ExternalHoldings, RegistryCheck, RegistryLookup, RegistryReport, RegistryUnavailableError } from '../central-registry.port';
import { OUTSTANDING_SIGN_SQL } from '../reports/report-kinds';
import { SandboxRegistryControls } from './sandbox-registry-controls';

/** The most reports `received` answers for one investor. */
const MAX_RECEIVED = 1_000;

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

/**
 * A registry that cannot answer: an investment that reaches the registry's check (after the
 * platform's own limits) is refused with retry_later, never let through unchecked (docs/compliance.md "Before an investor's money moves").
 */
export function unavailableLookup(): RegistryLookup {
  return {
    check: () => {
      throw new DomainError('retry_later', { message: '중앙기록관리기관에 투자 한도를 확인하지 못했습니다. 잠시 후 다시 시도해 주십시오.' });
    },
  };
}

@Injectable()
export class SandboxCentralRegistry extends CentralRegistry {
  constructor(
    private readonly dataSource: DataSource,
    private readonly controls: SandboxRegistryControls,
  ) {
    super();
  }

  async externalHoldings(tx: Tx | null, userId: string): Promise<ExternalHoldings> {
    const row = await one<HoldingsRow>(tx ?? this.dataSource, `SELECT amount, realty, borrowers FROM registry_external_holdings WHERE user_id = $1`, [userId]);
    return holdingsOf(row);
  }

  /** One round trip on the investing hot path: whether the registry is up, and the batch's holdings elsewhere. */
  async lookup(tx: Tx, userIds: string[]): Promise<RegistryLookup> {
    const [answer] = await preparedRows<{ down: boolean | null; found: (HoldingsRow & { user_id: string })[] | null }>(
      tx,
      `SELECT (SELECT down FROM sandbox_registry_state WHERE id = 1) AS down,
         (SELECT json_agg(json_build_object('user_id', user_id, 'amount', amount, 'realty', realty, 'borrowers', borrowers))
          FROM registry_external_holdings WHERE user_id = ANY($1::uuid[])) AS found`,
      [[...new Set(userIds)]],
    );
    if (answer?.down) return unavailableLookup();
    return externalHoldingsLookup(new Map((answer?.found ?? []).map((r) => [r.user_id, holdingsOf(r)])));
  }

  async setExternalHoldings(userId: string, holdings: ExternalHoldings): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO registry_external_holdings (user_id, amount, realty, borrowers, updated_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (user_id) DO UPDATE SET amount = EXCLUDED.amount, realty = EXCLUDED.realty, borrowers = EXCLUDED.borrowers, updated_at = now()`,
      [userId, holdings.amountWon, holdings.realtyWon, JSON.stringify(holdings.borrowersWon)],
    );
  }

  async report(reports: RegistryReport[]): Promise<void> {
    if (reports.length === 0) return;
    if ((await this.controls.state()).down) throw new RegistryUnavailableError('the sandbox registry is down');
    // Applied once per id; a repeat only counts the delivery (what the idempotency key is for).
    await preparedRows(
      this.dataSource,
      `INSERT INTO sandbox_registry_received (report_id, kind, user_id, product_id, amount, at)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[], $5::bigint[], $6::timestamptz[])
       ON CONFLICT (report_id) DO UPDATE SET deliveries = sandbox_registry_received.deliveries + 1`,
      [reports.map((r) => r.id), reports.map((r) => r.kind), reports.map((r) => r.userId), reports.map((r) => r.productId), reports.map((r) => r.amountWon), reports.map((r) => r.at)],
    );
    const stallMs = await this.controls.takeStallMs();
    if (stallMs > 0) await new Promise((resolve) => setTimeout(resolve, stallMs));
  }

  async received(userId: string): Promise<RegistryReport[]> {
    // Under RegistryReport's names; the amount comes as bigint text.
    const found = await rows<Omit<RegistryReport, 'amountWon'> & { amountWon: string }>(
      this.dataSource,
      `SELECT report_id AS id, kind, user_id AS "userId", product_id AS "productId", amount AS "amountWon", at
       FROM sandbox_registry_received WHERE user_id = $1 ORDER BY at, report_id LIMIT $2`,
      [userId, MAX_RECEIVED],
    );
    return found.map((r) => ({ ...r, amountWon: toWon(r.amountWon) }));
  }

  async knownOutstanding(): Promise<Map<string, number>> {
    const found = await rows<{ user_id: string; outstanding: string }>(
      this.dataSource,
      `SELECT user_id, sum((${OUTSTANDING_SIGN_SQL}) * amount) AS outstanding FROM sandbox_registry_received GROUP BY user_id`,
    );
    return new Map(found.map((r) => [r.user_id, toWon(r.outstanding)]));
  }
}
