// The standing contracts' read models, written in the append's transaction (inline): the current
// contract per investor (what placement locks and reads), every confirmed version with its text,
// and one outcome row per product a contract placed or skipped (a placement replaces an earlier
// skip, a skip never replaces anything). A second placement in one product finds the row already
// placed and fails: the transaction that tried it rolls back.
// One rule for the inline writer and verify/replay (shared/projections/rules/row-changes.ts).
import type { StoredEvent } from '../../shared/event-store/event-store.types';
import { insertMissingRow, insertRow, RowChange, updateRow, upsertRow } from '../../shared/projections/rules/row-changes';
import { ruleProjection } from '../../shared/projections/rules/rule-projection';
import { AUTO_INVEST_EVENT_TYPES, AUTO_INVEST_STREAM_PREFIX, AutoInvestEvent } from '../auto-invest.events';

export const AUTO_INVEST_PROJECTION = 'auto_invest';

const TABLES = {
  contracts: {
    table: 'auto_invest_contracts',
    key: ['user_id'],
    columns: {
      user_id: 'uuid', contract_id: 'uuid', version: 'integer', starts_on: 'date', ends_on: 'date', amount_per_product: 'bigint',
      total_limit: 'bigint', max_per_borrower: 'bigint', criteria: 'jsonb', stopped_at: 'timestamptz', updated_at: 'timestamptz',
    },
  },
  versions: {
    table: 'auto_invest_versions',
    key: ['user_id', 'version'],
    columns: { user_id: 'uuid', version: 'integer', contract_id: 'uuid', terms: 'jsonb', text: 'text', acknowledged_at: 'timestamptz', stopped_at: 'timestamptz' },
  },
  outcomes: {
    table: 'auto_invest_outcomes',
    key: ['user_id', 'product_id'],
    columns: {
      user_id: 'uuid', product_id: 'uuid', version: 'integer', outcome: 'text', fail_code: 'text', amount: 'bigint',
      investment_id: 'uuid', borrower_id: 'text', at: 'timestamptz',
    },
  },
} as const;

type ContractSet = Extract<AutoInvestEvent, { type: 'AutoInvestContractSet' }>['data'];

function contractSet(userId: string, d: ContractSet): RowChange[] {
  const terms = { amountPerProductWon: d.amountPerProductWon, totalLimitWon: d.totalLimitWon, maxPerBorrowerWon: d.maxPerBorrowerWon, endsOn: d.endsOn, criteria: d.criteria };
  const at = new Date(d.acknowledgedAt);
  return [
    upsertRow('contracts', { user_id: userId }, {
      set: {
        contract_id: d.contractId, version: d.version, starts_on: d.startsOn, ends_on: d.endsOn, amount_per_product: d.amountPerProductWon,
        total_limit: d.totalLimitWon, max_per_borrower: d.maxPerBorrowerWon ?? null, criteria: d.criteria, stopped_at: null, updated_at: at,
      },
    }),
    // The version before it ends where this one begins. Versions count up by one (the decider) and
    // each stops every one before it, so only the one just before can still be running.
    updateRow('versions', { user_id: userId, version: d.version - 1 }, { set: { stopped_at: at }, when: { stopped_at: null } }),
    insertRow('versions', { user_id: userId, version: d.version, contract_id: d.contractId, terms, text: d.text, acknowledged_at: at, stopped_at: null }),
  ];
}

function autoInvestChanges(event: StoredEvent<AutoInvestEvent>): RowChange[] {
  const userId = event.streamId.slice(AUTO_INVEST_STREAM_PREFIX.length);
  switch (event.type) {
    case 'AutoInvestContractSet':
      return contractSet(userId, event.data);
    case 'AutoInvestStopped': {
      const at = new Date(event.data.stoppedAt);
      return [
        updateRow('contracts', { user_id: userId }, { set: { stopped_at: at, updated_at: at } }),
        updateRow('versions', { user_id: userId, version: event.data.version }, { set: { stopped_at: at } }),
      ];
    }
    case 'AutoInvestPlaced': {
      const d = event.data;
      return [upsertRow('outcomes', { user_id: userId, product_id: d.productId }, {
        set: { version: d.version, outcome: 'placed', fail_code: null, amount: d.amountWon, investment_id: d.investmentId, borrower_id: d.borrowerId, at: new Date(d.placedAt) },
        when: { outcome: 'skipped' },
        orFail: `auto-invest of ${userId} placed twice in product ${d.productId}`,
      })];
    }
    case 'AutoInvestSkipped': {
      const d = event.data;
      return [insertMissingRow('outcomes', {
        user_id: userId, product_id: d.productId, version: d.version, outcome: 'skipped', fail_code: d.failCode, amount: d.amountWon,
        investment_id: null, borrower_id: null, at: new Date(d.skippedAt),
      })];
    }
  }
}

export const autoInvestProjection = ruleProjection<AutoInvestEvent>({
  name: AUTO_INVEST_PROJECTION,
  handles: AUTO_INVEST_EVENT_TYPES,
  tables: TABLES,
  rule: autoInvestChanges,
});
