// Every projection with a fold, as plain module imports: a verify lane in a worker thread
// (fold-lane.thread.ts) has no application and no registry, only this list. verify-lanes.ts
// sends a thread only projections named here; any other is verified on the main thread.
import type { Projection } from '../../shared/event-store/inline-projections';
import { holdingsProjection } from '../../investing';
import { productsProjection } from '../../products';
import { investmentReturnsProjection, investorDashboardsProjection, repaymentSchedulesProjection, transferListingsProjection } from '../../repayments';
import { walletsProjection, walletTransactionsProjection, withdrawalsProjection } from '../../wallet';
import { autoInvestProjection } from '../../auto-invest';

export const FOLDED_PROJECTIONS: readonly Projection[] = [
  walletsProjection, walletTransactionsProjection, withdrawalsProjection, productsProjection, holdingsProjection,
  repaymentSchedulesProjection, investmentReturnsProjection, investorDashboardsProjection, transferListingsProjection, autoInvestProjection,
];
