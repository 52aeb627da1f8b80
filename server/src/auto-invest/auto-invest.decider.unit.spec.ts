// Given/when/then of the standing contract (docs/api.md "Auto-invest"): set, replace, stop, and
// the placements the contract allows.
import { deciderSpec } from '../shared/testing/given-when-then';
import { AutoInvestEvent, AutoInvestTerms } from './auto-invest.events';
import { AutoInvestCommand, autoInvestDecider } from './auto-invest.decider';

const spec = deciderSpec(autoInvestDecider);
const USER = '00000000-0000-4000-8000-000000000001';
const CONTRACT = '00000000-0000-4000-8000-0000000000c1';
const PRODUCT = '00000000-0000-4000-8000-0000000000a1';
const terms: AutoInvestTerms = {
  amountPerProductWon: 10_000, totalLimitWon: 30_000, maxPerBorrowerWon: 20_000, endsOn: '2026-12-31',
  criteria: { types: ['credit'], grades: [], minRateBp: null, maxTermMonths: null, repaymentMethods: [], includePf: false },
};
const set = (over: Partial<Extract<AutoInvestCommand, { type: 'SetAutoInvest' }>> = {}): AutoInvestCommand => ({
  type: 'SetAutoInvest', userId: USER, contractId: CONTRACT, acknowledged: true, terms, today: '2026-06-01', at: '2026-06-01T01:00:00.000Z',
  maxAmountPerProductWon: 100_000, text: '계약서', ...over,
});
const setEvent = (version = 1, over: Partial<AutoInvestTerms> = {}): AutoInvestEvent => ({
  type: 'AutoInvestContractSet',
  data: { contractId: CONTRACT, userId: USER, version, startsOn: '2026-06-01', acknowledgedAt: '2026-06-01T01:00:00.000Z', text: '계약서', ...terms, ...over },
});
const place = (over: Partial<Extract<AutoInvestCommand, { type: 'RecordAutoPlacement' }>> = {}): AutoInvestCommand => ({
  type: 'RecordAutoPlacement', productId: PRODUCT, investmentId: 'inv-1', borrowerId: 'b-1', amountWon: 10_000, on: '2026-07-01',
  at: '2026-07-01T00:00:00.000Z', placedWon: 0, borrowerPlacedWon: 0, ...over,
});

describe('auto-invest contract decider', () => {
  it('sets a confirmed contract as version 1, starting today', () => {
    spec.given([]).when(set()).then([setEvent(1)]);
  });

  it('replaces a contract with a new version, confirmed again', () => {
    spec.given([setEvent(1)]).when(set({ terms: { ...terms, amountPerProductWon: 20_000 } })).then([setEvent(2, { amountPerProductWon: 20_000 })]);
  });

  it('refuses an unconfirmed contract: invalid_input', () => {
    spec.given([]).when(set({ acknowledged: false })).thenFails('invalid_input');
  });

  it('refuses amounts under 10,000 won, not in units of 10,000 won, and over the per-investment maximum', () => {
    spec.given([]).when(set({ terms: { ...terms, amountPerProductWon: 5_000 } })).thenFails('min_invest_amount');
    spec.given([]).when(set({ terms: { ...terms, amountPerProductWon: 15_000 } })).thenFails('invalid_amount');
    spec.given([]).when(set({ terms: { ...terms, amountPerProductWon: 110_000, totalLimitWon: 1_000_000 } })).thenFails('invalid_input');
  });

  it('refuses a total under the amount per product and an end date in the past', () => {
    spec.given([]).when(set({ terms: { ...terms, totalLimitWon: 0 } })).thenFails('invalid_input');
    spec.given([]).when(set({ terms: { ...terms, endsOn: '2026-05-31' } })).thenFails('invalid_input');
  });

  it('stops at once; a second stop changes nothing; no contract is not_found', () => {
    const stopped: AutoInvestEvent = { type: 'AutoInvestStopped', data: { contractId: CONTRACT, version: 1, stoppedAt: '2026-06-02T00:00:00.000Z' } };
    spec.given([setEvent(1)]).when({ type: 'StopAutoInvest', at: '2026-06-02T00:00:00.000Z' }).then([stopped]);
    spec.given([setEvent(1), stopped]).when({ type: 'StopAutoInvest', at: '2026-06-03T00:00:00.000Z' }).then([]);
    spec.given([]).when({ type: 'StopAutoInvest', at: '2026-06-03T00:00:00.000Z' }).thenFails('not_found');
  });

  it('records a placement of an active contract', () => {
    spec.given([setEvent(1)]).when(place()).then([{
      type: 'AutoInvestPlaced',
      data: { contractId: CONTRACT, version: 1, productId: PRODUCT, investmentId: 'inv-1', borrowerId: 'b-1', amountWon: 10_000, placedAt: '2026-07-01T00:00:00.000Z' },
    }]);
  });

  it('never places after the stop, after ends_on, past the total or past the per-borrower cap', () => {
    const stopped: AutoInvestEvent = { type: 'AutoInvestStopped', data: { contractId: CONTRACT, version: 1, stoppedAt: '2026-06-02T00:00:00.000Z' } };
    spec.given([setEvent(1), stopped]).when(place()).thenFails('invalid_invest');
    spec.given([setEvent(1)]).when(place({ on: '2027-01-01' })).thenFails('invalid_invest');
    spec.given([setEvent(1)]).when(place({ placedWon: 30_000 })).thenFails('invalid_invest');
    spec.given([setEvent(1)]).when(place({ borrowerPlacedWon: 20_000 })).thenFails('invalid_invest');
  });

  it('a stopped contract placed nothing and records no skip; a replaced one runs again', () => {
    const stopped: AutoInvestEvent = { type: 'AutoInvestStopped', data: { contractId: CONTRACT, version: 1, stoppedAt: '2026-06-02T00:00:00.000Z' } };
    spec.given([setEvent(1), stopped]).when({ type: 'RecordAutoSkip', productId: PRODUCT, amountWon: 10_000, failCode: 'not_enough_balance', on: '2026-07-01', at: 'x' }).then([]);
    expect(spec.given([setEvent(1), stopped, setEvent(2)]).when(place()).events()).toHaveLength(1);
  });
});
