// Deposits into accounts the wallet does not own. An investor's virtual account is the wallet's;
// another context that has the bank issue accounts (repayments: a loan's repayment account)
// registers a route here, so a notification for its account goes to its command instead of
// unmatched_deposits, without the wallet importing that context (it imports the wallet).
import { Injectable } from '@nestjs/common';

/** A recorded notification, as a route reads it (always from the stored row, so every delivery is the same). */
export interface RoutedDeposit {
  tid: string;
  accountNumber: string;
  amountWon: number;
  depositorName: string;
  at: Date;
}

/**
 * What became of a deposit a route took: `settled` (its command succeeded), `pending` (not done
 * within the wait; the reconciler asks again with the same tid), or refused with the command's
 * fail code (a settled refusal: the money is kept for operators).
 */
export type RouteOutcome = { status: 'settled' } | { status: 'pending' } | { status: 'refused'; failCode: string };

export interface DepositRoute {
  /** Names the route in logs. */
  readonly name: string;
  /** null when the account is not this route's; otherwise the deposit's outcome. */
  take(deposit: RoutedDeposit, waitMs?: number): Promise<RouteOutcome | null>;
}

@Injectable()
export class DepositRoutes {
  private readonly routes: DepositRoute[] = [];

  register(route: DepositRoute): void {
    if (this.routes.some((r) => r.name === route.name)) throw new Error(`deposit route ${route.name} registered twice`);
    this.routes.push(route);
  }

  /** The first route that owns the account decides; null when none does. */
  async route(deposit: RoutedDeposit, waitMs?: number): Promise<{ route: string; outcome: RouteOutcome } | null> {
    for (const route of this.routes) {
      const outcome = await route.take(deposit, waitMs);
      if (outcome) return { route: route.name, outcome };
    }
    return null;
  }
}
