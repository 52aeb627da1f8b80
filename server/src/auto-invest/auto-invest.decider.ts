// The standing contract's decider (pure): set or replace it (a new version, confirmed again), stop
// it, and record what it placed or skipped. A placement is refused here — in the transaction that
// places it, on the stream as loaded there — when the contract was stopped, has ended, or would go
// past its total or per-borrower cap: a stop that races an opening is either before the placement
// (nothing placed) or after it, never half.
import { Decider } from '../shared/decider';
import { DomainError } from '../shared/errors/domain-error';
import { AutoInvestEvent, AutoInvestTerms } from './auto-invest.events';
import { termsRefusal } from './contract/contract-terms';

export interface AutoInvestState {
  exists: boolean;
  contractId: string | null;
  version: number;
  terms: AutoInvestTerms | null;
  startsOn: string | null;
  stopped: boolean;
}

export type AutoInvestCommand =
  | {
      type: 'SetAutoInvest';
      userId: string;
      contractId: string;
      acknowledged: boolean;
      terms: AutoInvestTerms;
      /** The business date (Korea time) and instant the investor confirmed it. */
      today: string;
      at: string;
      /** The per-investment maximum in force today (시행령 21조: documents waived only up to it). */
      maxAmountPerProductWon: number;
      text: string;
    }
  | { type: 'StopAutoInvest'; at: string }
  | {
      type: 'RecordAutoPlacement';
      productId: string;
      investmentId: string;
      borrowerId: string;
      amountWon: number;
      /** Business date of the placement; principal the contract already has placed (live), in all and with this borrower. */
      on: string;
      at: string;
      placedWon: number;
      borrowerPlacedWon: number;
    }
  | { type: 'RecordAutoSkip'; productId: string; amountWon: number; failCode: string; on: string; at: string };

const initialState = (): AutoInvestState => ({ exists: false, contractId: null, version: 0, terms: null, startsOn: null, stopped: false });

/** Why the contract may not place `amountWon` now, or null: stopped, ended, or over a cap of its own. */
export function placementRefusal(state: AutoInvestState, cmd: { on: string; amountWon: number; placedWon: number; borrowerPlacedWon: number }): string | null {
  if (!state.exists || !state.terms) return 'no_contract';
  if (state.stopped) return 'contract_stopped';
  if (cmd.on > state.terms.endsOn || (state.startsOn !== null && cmd.on < state.startsOn)) return 'contract_ended';
  if (cmd.placedWon + cmd.amountWon > state.terms.totalLimitWon) return 'total_limit_reached';
  const cap = state.terms.maxPerBorrowerWon;
  if (cap !== null && cmd.borrowerPlacedWon + cmd.amountWon > cap) return 'borrower_cap_reached';
  return null;
}

/** Active on a business date: set, not stopped, within its period. */
export const isActiveOn = (state: AutoInvestState, on: string): boolean =>
  state.exists && !state.stopped && state.terms !== null && on <= state.terms.endsOn;

function decide(cmd: AutoInvestCommand, state: AutoInvestState): AutoInvestEvent[] {
  switch (cmd.type) {
    case 'SetAutoInvest': {
      // The law's form: the investor confirms every version (온투법 23조②1).
      if (cmd.acknowledged !== true) throw new DomainError('invalid_input', { fields: { acknowledged: 'required' } });
      const refusal = termsRefusal(cmd.terms, cmd.today, cmd.maxAmountPerProductWon);
      if (refusal) throw refusal;
      return [{
        type: 'AutoInvestContractSet',
        data: { contractId: cmd.contractId, userId: cmd.userId, version: state.version + 1, startsOn: cmd.today, acknowledgedAt: cmd.at, text: cmd.text, ...cmd.terms },
      }];
    }
    case 'StopAutoInvest':
      if (!state.exists) throw new DomainError('not_found');
      if (state.stopped) return [];
      return [{ type: 'AutoInvestStopped', data: { contractId: state.contractId!, version: state.version, stoppedAt: cmd.at } }];
    case 'RecordAutoPlacement': {
      const refusal = placementRefusal(state, cmd);
      if (refusal) throw new DomainError('invalid_invest', { product_id: cmd.productId, message: `자동투자 계약으로 투자할 수 없습니다(${refusal}).` });
      return [{
        type: 'AutoInvestPlaced',
        data: { contractId: state.contractId!, version: state.version, productId: cmd.productId, investmentId: cmd.investmentId, borrowerId: cmd.borrowerId, amountWon: cmd.amountWon, placedAt: cmd.at },
      }];
    }
    case 'RecordAutoSkip':
      if (!isActiveOn(state, cmd.on)) return [];
      return [{ type: 'AutoInvestSkipped', data: { contractId: state.contractId!, version: state.version, productId: cmd.productId, amountWon: cmd.amountWon, failCode: cmd.failCode, skippedAt: cmd.at } }];
  }
}

function evolve(state: AutoInvestState, event: AutoInvestEvent): AutoInvestState {
  switch (event.type) {
    case 'AutoInvestContractSet': {
      const { amountPerProductWon, totalLimitWon, maxPerBorrowerWon, endsOn, criteria } = event.data;
      return {
        exists: true, contractId: event.data.contractId, version: event.data.version, startsOn: event.data.startsOn, stopped: false,
        terms: { amountPerProductWon, totalLimitWon, maxPerBorrowerWon, endsOn, criteria },
      };
    }
    case 'AutoInvestStopped':
      return { ...state, stopped: true };
    default:
      return state;
  }
}

export const autoInvestDecider: Decider<AutoInvestCommand, AutoInvestEvent, AutoInvestState> = { initialState, decide, evolve };
