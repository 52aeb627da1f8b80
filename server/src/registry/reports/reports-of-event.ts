// Which events of the log are reported to the central record-keeper, and as what (온투법 33조①;
// docs/design.md "Central registry reports"): the investor's own stream says what happened to
// their money — a placement, its cancellation, its execution, a repayment (its principal), a bad
// loan's recovery or sale proceeds and a write-off (the principal each frees, the rule the holdings
// and so the reconciliation count by: a recovery of principal already written off frees nothing
// more) — each event once. The report's id is derived from the event's position, so following the same
// events twice writes the same rows, and the registry applies each once by it.
import { uuidFrom } from '../../shared/ids';
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import type {
  InvestmentCanceled, InvestmentExecuted, InvestmentPlaced, PrincipalWrittenOff, RecoveryCredited, RepaymentCredited, WalletEventType,
} from '../../wallet';
import type { RegistryReport, RegistryReportKind } from '../central-registry.port';

const INVESTOR_STREAM_PREFIX = 'investor-';

/** The wallet events reported, and the kind of report each becomes. */
export const REPORTED_EVENTS: Readonly<Partial<Record<WalletEventType, RegistryReportKind>>> = {
  InvestmentPlaced: 'placement',
  InvestmentCanceled: 'cancellation',
  InvestmentExecuted: 'execution',
  RepaymentCredited: 'repayment',
  RecoveryCredited: 'recovery',
  PrincipalWrittenOff: 'write_off',
};
export const REPORTED_EVENT_TYPES: readonly string[] = Object.keys(REPORTED_EVENTS);

type Reported = InvestmentPlaced | InvestmentCanceled | InvestmentExecuted | RepaymentCredited | RecoveryCredited | PrincipalWrittenOff;

/** The principal a reported event concerns: a repayment's principal part, what a bad loan's step frees, else the investment's amount. */
function amountOf(event: Reported): number {
  if (event.type === 'RepaymentCredited') return event.data.principalWon;
  // The wallet's principalFreedWon, which this context cannot import at run time (the wallet's module imports the registry's).
  if (event.type === 'RecoveryCredited') return event.data.principalWon - event.data.writtenOffPrincipalWon;
  if (event.type === 'PrincipalWrittenOff') return event.data.principalWon;
  return event.data.amountWon;
}

/** The reports one event of the log makes (none for an event that is not reported). */
export function reportsOfEvent(event: StoredEvent): RegistryReport[] {
  const kind = REPORTED_EVENTS[event.type as WalletEventType];
  if (!kind || !event.streamId.startsWith(INVESTOR_STREAM_PREFIX)) return [];
  const reported = { type: event.type, data: event.data } as Reported;
  return [{
    id: uuidFrom(`registry-report:${event.globalPosition}`),
    kind,
    userId: event.streamId.slice(INVESTOR_STREAM_PREFIX.length),
    productId: reported.data.productId,
    amountWon: amountOf(reported),
    at: event.businessAt,
  }];
}
