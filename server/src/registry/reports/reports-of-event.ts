// Which events of the log are reported to the central record-keeper, and as what (온투법 33조①;
// docs/design.md "Central registry reports"): the investor's own stream says what happened to
// their money — a placement, its cancellation, its execution, a repayment (its principal), a
// recovery or a debt sale's price (the principal it frees) and a write-off (its principal), a
// claim bought (`transfer`, its principal now the buyer's) and sold (`sale`, the seller's side:
// the principal leaves them) — each event once. The report's id is derived from the event's position, so following the same
// events twice writes the same rows, and the registry applies each once by it.
import { uuidFrom } from '../../shared/ids';
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import type {
  ClaimBought, ClaimSold, InvestmentCanceled, InvestmentExecuted, InvestmentPlaced, PrincipalWrittenOff, RecoveryCredited, RepaymentCredited, WalletEventType,
} from '../../wallet';
import type { RegistryReport } from '../central-registry.port';
import type { RegistryReportKind } from '../report-kinds';

const INVESTOR_STREAM_PREFIX = 'investor-';

/** The wallet events reported, and the kind of report each becomes. */
export const REPORTED_EVENTS: Readonly<Partial<Record<WalletEventType, RegistryReportKind>>> = {
  InvestmentPlaced: 'placement',
  InvestmentCanceled: 'cancellation',
  InvestmentExecuted: 'execution',
  RepaymentCredited: 'repayment',
  RecoveryCredited: 'recovery',
  PrincipalWrittenOff: 'write_off',
  ClaimBought: 'transfer',
  ClaimSold: 'sale',
};
export const REPORTED_EVENT_TYPES: readonly string[] = Object.keys(REPORTED_EVENTS);

type Reported = InvestmentPlaced | InvestmentCanceled | InvestmentExecuted | RepaymentCredited | RecoveryCredited | PrincipalWrittenOff | ClaimBought | ClaimSold;

/**
 * The principal a reported event concerns: a repayment's principal part; a recovery's or sale's
 * principal part less what it takes back from principal written off before (that principal left
 * the outstanding with its write-off's report, so counting it again would go below zero); a
 * write-off's principal; else the investment's amount.
 */
function amountOf(event: Reported): number {
  switch (event.type) {
    case 'RepaymentCredited':
    case 'PrincipalWrittenOff':
    case 'ClaimBought':
    case 'ClaimSold':
      return event.data.principalWon;
    case 'RecoveryCredited':
      return event.data.principalWon - event.data.writtenOffPrincipalWon;
    default:
      return event.data.amountWon;
  }
}

/** A sale's price is reported as `sale`, a recovery as `recovery`. */
function kindOf(event: Reported, kind: RegistryReportKind): RegistryReportKind {
  return event.type === 'RecoveryCredited' && event.data.kind === 'sale' ? 'sale' : kind;
}

/** The reports one event of the log makes (none for an event that is not reported). */
export function reportsOfEvent(event: StoredEvent): RegistryReport[] {
  const kind = REPORTED_EVENTS[event.type as WalletEventType];
  if (!kind || !event.streamId.startsWith(INVESTOR_STREAM_PREFIX)) return [];
  const reported = { type: event.type, data: event.data } as Reported;
  return [{
    id: uuidFrom(`registry-report:${event.globalPosition}`),
    kind: kindOf(reported, kind),
    userId: event.streamId.slice(INVESTOR_STREAM_PREFIX.length),
    productId: reported.data.productId,
    amountWon: amountOf(reported),
    at: event.businessAt,
  }];
}
