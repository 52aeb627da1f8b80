// Since 2021 investor limits are checked across all platforms by a central record-keeping body,
// and every application, transfers included, is reported to it without delay (온투법 33조①).
// This port asks it (lookup), tells it (report) and reads back what it knows (received,
// knownOutstanding) for the reconciliation; the sandbox adapter answers from holdings operators
// set for tests and keeps what it received.
import type { Tx } from '../shared/event-store/event-store.types';
import type { RegistryReportKind } from './report-kinds';

export interface RegistryCheck {
  userId: string;
  /** The amount about to be invested. */
  addWon: number;
  /** This platform's outstanding for the investor (held + executed, not yet repaid), before `addWon`. */
  platformTotalWon: number;
  borrowerId: string;
  /** This platform's outstanding with that borrower, before `addWon`. */
  platformBorrowerWon: number;
  /** A real-estate product (apt, realty): the real-estate limit applies too. */
  isRealty: boolean;
  /** This platform's outstanding in real estate, before `addWon`. */
  platformRealtyWon: number;
  /** The investor type's limits; null = unlimited (professional). */
  totalLimitWon: number | null;
  realtyLimitWon: number | null;
  borrowerLimitWon: number | null;
}

export interface ExternalHoldings {
  amountWon: number;
  /** The part of `amountWon` in real estate. */
  realtyWon: number;
  borrowersWon: Record<string, number>;
}

/** The registry's answers for a set of investors, asked once for a whole batch of investments. */
export interface RegistryLookup {
  /** Throws DomainError exceed_user_limit or exceed_user_per_product_limit, or retry_later when the registry cannot answer. */
  check(input: RegistryCheck): void;
}

/** One report: `id` is its idempotency key (the registry applies a report once, however often it arrives). */
export interface RegistryReport {
  id: string;
  kind: RegistryReportKind;
  userId: string;
  productId: string;
  /** Principal concerned, in won (a repayment's principal part; an execution's amount lent). */
  amountWon: number;
  /** When it happened, by the business clock. */
  at: Date;
}

/** The registry did not take the reports (down, timed out): the sender tries again later. */
export class RegistryUnavailableError extends Error {
  readonly name = 'RegistryUnavailableError';
}

export abstract class CentralRegistry {
  abstract lookup(tx: Tx, userIds: string[]): Promise<RegistryLookup>;
  /** Delivers reports; resolves once the registry has them all (acknowledged), throws RegistryUnavailableError otherwise. */
  abstract report(reports: RegistryReport[]): Promise<void>;
  /** The reports the registry holds for an investor, oldest first (bounded). */
  abstract received(userId: string): Promise<RegistryReport[]>;
  /** Each investor's outstanding principal as the registry knows it, from the reports it holds. */
  abstract knownOutstanding(): Promise<Map<string, number>>;
  abstract setExternalHoldings(userId: string, holdings: ExternalHoldings): Promise<void>;
  abstract externalHoldings(tx: Tx | null, userId: string): Promise<ExternalHoldings>;
}
