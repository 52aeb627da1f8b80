// `investor_dashboards`: one row per investor with every figure of GET /api/dashboard that is not
// the wallet's own (invested, outstanding, interest expected, product counts by status, limit
// usage, the portfolio by type), kept with the events in the append transaction instead of summed
// over investments, returns, schedules and holdings at every request. It reads only events, so
// replay and verify rebuild it like every projection; its working tables (positions per product,
// products' type and status, loans' split) are its own. One reading rule for the inline writer
// and verify/replay (shared/projections/rules/row-changes.ts); what each kind of event reads and
// changes is in ./dashboard/: placements and cancellations, product lifecycle, loans, claims, credits.
import { assert } from '../../shared/errors/domain-error';
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import type { RowChange, RowQuery, RuleReader } from '../../shared/projections/rules/row-changes';
import { ruleProjection } from '../../shared/projections/rules/rule-projection';
import { isProductEvent, PRODUCT_STREAM_PREFIX, ProductEvent } from '../../products';
import { isBadLoanCredit, isRepaymentCredited } from '../../wallet';
import { isLoanEvent, LOAN_STREAM_PREFIX } from '../loan.events';
import { Credit, creditChanges, creditReads } from './dashboard/dashboard-credits';
import { DashboardLoanEvent, loanChanges, loanReads } from './dashboard/dashboard-loans';
import { isPositionChange, positionChanges, positionReads } from './dashboard/dashboard-positions';
import { DASHBOARD_PRODUCT_EVENTS, productChanges, productReads } from './dashboard/dashboard-products';
import { DASHBOARD_TABLES, wonOf } from './dashboard/dashboard.tables';

export const INVESTOR_DASHBOARDS_PROJECTION = 'investor_dashboards';

/** What the investor dashboards read: the product streams, a loan's schedule and early repayment, the investors' credits. */
export type DashboardEvent = ProductEvent | DashboardLoanEvent | Credit;

/** One kind of event's reads and changes (methods: each is handed only events of its kind, by `partOf`). */
interface Part<E extends DashboardEvent> {
  reads(event: StoredEvent<E>): RowQuery[];
  changes(event: StoredEvent<E>, read: RuleReader): RowChange[];
}

const POSITIONS: Part<DashboardEvent> = { reads: positionReads, changes: positionChanges };
const CREDITS: Part<DashboardEvent> = { reads: creditReads, changes: creditChanges };
const LOANS: Part<DashboardEvent> = { reads: loanReads, changes: loanChanges };
const PRODUCTS: Part<DashboardEvent> = { reads: productReads, changes: productChanges };

/** The event's kind; none for the copies on other streams (an investor stream's placement). */
function partOf(event: StoredEvent<DashboardEvent>): Part<DashboardEvent> | undefined {
  if (isPositionChange(event)) return POSITIONS;
  if (isRepaymentCredited(event) || isBadLoanCredit(event)) return CREDITS;
  if (event.streamId.startsWith(LOAN_STREAM_PREFIX) && isLoanEvent(event)) return LOANS;
  if (event.streamId.startsWith(PRODUCT_STREAM_PREFIX) && isProductEvent(event)) return PRODUCTS;
  return undefined;
}

export const investorDashboardsProjection = ruleProjection<DashboardEvent>({
  name: INVESTOR_DASHBOARDS_PROJECTION,
  handles: [
    ...DASHBOARD_PRODUCT_EVENTS, 'ProductInvestmentPlaced', 'ProductInvestmentCanceled', 'LoanScheduled', 'LoanRepaidEarly', 'LoanAccelerated', 'ClaimTransferred', 'RepaymentCredited',
    'RecoveryCredited', 'PrincipalWrittenOff',
  ],
  tables: DASHBOARD_TABLES,
  reads: (event) => partOf(event)?.reads(event) ?? [],
  rule: (event, read) => partOf(event)?.changes(event, read) ?? [],
  // The positions' CHECKs, in the log's sums too.
  invariant: (table, row, event) => {
    if (table !== 'positions') return;
    assert(wonOf(row, 'invested') >= 0 && wonOf(row, 'placed') >= 0,
      () => `dashboard position of ${String(row.user_id)} in ${String(row.product_id)} below zero after ${event.streamId}#${event.streamVersion}`);
  },
});
