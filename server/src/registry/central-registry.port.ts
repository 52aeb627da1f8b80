// Since 2021 investor limits are checked across all platforms by a central record-keeping body.
// This port asks it; the sandbox adapter answers from holdings operators set for tests.
import type { Tx } from '../shared/event-store/event-store.types';

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
  /** Throws DomainError exceed_user_limit or exceed_user_per_product_limit. */
  check(input: RegistryCheck): void;
}

export abstract class CentralRegistry {
  abstract lookup(tx: Tx, userIds: string[]): Promise<RegistryLookup>;
  abstract setExternalHoldings(userId: string, holdings: ExternalHoldings): Promise<void>;
  abstract externalHoldings(tx: Tx | null, userId: string): Promise<ExternalHoldings>;
}
