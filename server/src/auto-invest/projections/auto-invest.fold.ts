// The standing contracts' read models in memory (verify and replay), as auto-invest.projection.ts's
// SQL writes them: the current contract per investor, every version with its text, and one
// outcome per product (a placement replaces an earlier skip, a skip never replaces anything).
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { defineFold, FoldRow } from '../../shared/projections/fold/projection-fold';
import { AUTO_INVEST_STREAM_PREFIX, AutoInvestEvent } from '../auto-invest.events';

interface State {
  contracts: Map<string, FoldRow>;
  versions: Map<string, FoldRow>;
  outcomes: Map<string, FoldRow>;
}

const lower = (id: string) => id.toLowerCase();

function set(s: State, userId: string, d: Extract<AutoInvestEvent, { type: 'AutoInvestContractSet' }>['data']): void {
  const terms = { amountPerProductWon: d.amountPerProductWon, totalLimitWon: d.totalLimitWon, maxPerBorrowerWon: d.maxPerBorrowerWon, endsOn: d.endsOn, criteria: d.criteria };
  s.contracts.set(lower(userId), {
    user_id: userId, contract_id: d.contractId, version: d.version, starts_on: d.startsOn, ends_on: d.endsOn, amount_per_product: d.amountPerProductWon,
    total_limit: d.totalLimitWon, max_per_borrower: d.maxPerBorrowerWon ?? null, criteria: d.criteria, stopped_at: null, updated_at: new Date(d.acknowledgedAt),
  });
  // The version before it ends where this one begins.
  for (const v of s.versions.values()) {
    if (lower(v.user_id as string) === lower(userId) && (v.version as number) < d.version && v.stopped_at === null) v.stopped_at = new Date(d.acknowledgedAt);
  }
  s.versions.set(`${lower(userId)}:${d.version}`, {
    user_id: userId, version: d.version, contract_id: d.contractId, terms, text: d.text, acknowledged_at: new Date(d.acknowledgedAt), stopped_at: null,
  });
}

function outcome(s: State, userId: string, event: Extract<AutoInvestEvent, { type: 'AutoInvestPlaced' | 'AutoInvestSkipped' }>): void {
  const key = `${lower(userId)}:${lower(event.data.productId)}`;
  const existing = s.outcomes.get(key);
  const d = event.data;
  if (event.type === 'AutoInvestSkipped') {
    if (!existing) s.outcomes.set(key, { user_id: userId, product_id: d.productId, version: d.version, outcome: 'skipped', fail_code: event.data.failCode, amount: d.amountWon, investment_id: null, borrower_id: null, at: new Date(event.data.skippedAt) });
    return;
  }
  const placed = event.data;
  s.outcomes.set(key, {
    user_id: userId, product_id: placed.productId, version: placed.version, outcome: 'placed', fail_code: null, amount: placed.amountWon,
    investment_id: placed.investmentId, borrower_id: placed.borrowerId, at: new Date(placed.placedAt),
  });
}

export const autoInvestFold = defineFold<State, AutoInvestEvent>({
  start: () => ({ contracts: new Map(), versions: new Map(), outcomes: new Map() }),
  apply(s, event: StoredEvent<AutoInvestEvent>) {
    const userId = event.streamId.slice(AUTO_INVEST_STREAM_PREFIX.length);
    switch (event.type) {
      case 'AutoInvestContractSet':
        return set(s, userId, event.data);
      case 'AutoInvestStopped': {
        const contract = s.contracts.get(lower(userId));
        if (contract) Object.assign(contract, { stopped_at: new Date(event.data.stoppedAt), updated_at: new Date(event.data.stoppedAt) });
        const version = s.versions.get(`${lower(userId)}:${event.data.version}`);
        if (version) version.stopped_at = new Date(event.data.stoppedAt);
        return;
      }
      default:
        return outcome(s, userId, event);
    }
  },
  rows: (s) => ({ contracts: s.contracts.values(), versions: s.versions.values(), outcomes: s.outcomes.values() }),
});
