// `investor_dashboards`: one row per investor with every figure of GET /api/dashboard that is not
// the wallet's own (invested, outstanding, interest expected, product counts by status, limit
// usage, the portfolio by type), kept with the events in the append transaction instead of summed
// over investments, returns, schedules and holdings at every request. It reads only events, so
// replay and verify rebuild it like every projection; its working tables (positions per product,
// products' type and status, loans' split) are its own. What each kind of event does is in
// ./dashboard/: placements and cancellations, product lifecycle, loan schedules, credits.
import type { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import { applyInRuns, Projection, runOf, TableMap } from '../../shared/event-store/inline-projections';
import { isProductEvent, PRODUCT_STREAM_PREFIX } from '../../products';
import { isBadLoanCredit, isRepaymentCredited } from '../../wallet';
import { isLoanEvent, LOAN_STREAM_PREFIX } from '../loan.events';
import { badLoanCreditRun, creditRun } from './dashboard/dashboard-credits';
import { applyLoanEvent } from './dashboard/dashboard-loans';
import { isPositionChange, positionRun } from './dashboard/dashboard-positions';
import { applyProductEvent, DASHBOARD_PRODUCT_EVENTS } from './dashboard/dashboard-products';
import { DashboardEvent, investorDashboardsFold } from './dashboard/dashboard.fold';

export const INVESTOR_DASHBOARDS_PROJECTION = 'investor_dashboards';

async function apply(tx: Tx, event: StoredEvent<DashboardEvent>, t: TableMap): Promise<void> {
  if (isPositionChange(event)) return positionRun(tx, [event], t);
  if (isRepaymentCredited(event)) return creditRun(tx, [event], t);
  if (isBadLoanCredit(event)) return badLoanCreditRun(tx, [event], t);
  if (event.streamId.startsWith(LOAN_STREAM_PREFIX) && isLoanEvent(event)) return applyLoanEvent(tx, event, t);
  if (event.streamId.startsWith(PRODUCT_STREAM_PREFIX) && isProductEvent(event)) return applyProductEvent(tx, event, t);
}

export const investorDashboardsProjection: Projection<DashboardEvent> = {
  name: INVESTOR_DASHBOARDS_PROJECTION,
  tables: {
    dashboards: 'investor_dashboards',
    positions: 'investor_dashboard_positions',
    products: 'investor_dashboard_products',
    loans: 'investor_dashboard_loans',
  },
  handles: [
    ...DASHBOARD_PRODUCT_EVENTS, 'ProductInvestmentPlaced', 'ProductInvestmentCanceled', 'LoanScheduled', 'LoanRepaidEarly', 'LoanAccelerated', 'ClaimTransferred', 'RepaymentCredited',
    'RecoveryCredited', 'PrincipalWrittenOff',
  ],
  keys: { dashboards: ['user_id'], positions: ['user_id', 'product_id'], products: ['product_id'], loans: ['product_id'] },
  fold: investorDashboardsFold,
  apply,
  // Runs of placements and cancellations (a launch rush, a product canceled) and of credits (a
  // month-end chunk) are one statement each; every other event goes through `apply`, in order.
  applyBatch: applyInRuns([
    runOf(isPositionChange, positionRun),
    runOf(isRepaymentCredited, creditRun),
    runOf(isBadLoanCredit, badLoanCreditRun),
  ], apply),
};
