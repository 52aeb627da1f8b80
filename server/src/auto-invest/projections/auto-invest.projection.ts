// The standing contracts' read models, written in the append's transaction (inline): the current
// contract per investor (what placement locks and reads), every confirmed version with its text,
// and one outcome row per product a contract placed or skipped. A second placement in one product
// finds the row already placed and throws: the transaction that tried it rolls back.
import { rows } from '../../shared/database/sql';
import { assert } from '../../shared/errors/domain-error';
import { applyInRuns, Projection, runOf, TableMap } from '../../shared/event-store/inline-projections';
import type { StoredEvent, Tx } from '../../shared/event-store/event-store.types';
import { AUTO_INVEST_EVENT_TYPES, AUTO_INVEST_STREAM_PREFIX, AutoInvestEvent } from '../auto-invest.events';
import { autoInvestFold } from './auto-invest.fold';

export const AUTO_INVEST_PROJECTION = 'auto_invest';

async function apply(tx: Tx, event: StoredEvent<AutoInvestEvent>, t: TableMap): Promise<void> {
  const userId = event.streamId.slice(AUTO_INVEST_STREAM_PREFIX.length);
  switch (event.type) {
    case 'AutoInvestContractSet': {
      const d = event.data;
      const terms = { amountPerProductWon: d.amountPerProductWon, totalLimitWon: d.totalLimitWon, maxPerBorrowerWon: d.maxPerBorrowerWon, endsOn: d.endsOn, criteria: d.criteria };
      await tx.query(
        `INSERT INTO ${t.contracts} (user_id, contract_id, version, starts_on, ends_on, amount_per_product, total_limit, max_per_borrower, criteria, stopped_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, NULL, $10)
         ON CONFLICT (user_id) DO UPDATE SET contract_id = EXCLUDED.contract_id, version = EXCLUDED.version, starts_on = EXCLUDED.starts_on,
           ends_on = EXCLUDED.ends_on, amount_per_product = EXCLUDED.amount_per_product, total_limit = EXCLUDED.total_limit,
           max_per_borrower = EXCLUDED.max_per_borrower, criteria = EXCLUDED.criteria, stopped_at = NULL, updated_at = EXCLUDED.updated_at`,
        [userId, d.contractId, d.version, d.startsOn, d.endsOn, d.amountPerProductWon, d.totalLimitWon, d.maxPerBorrowerWon, JSON.stringify(d.criteria), d.acknowledgedAt],
      );
      // The version before it ends where this one begins.
      await tx.query(`UPDATE ${t.versions} SET stopped_at = $3 WHERE user_id = $1 AND version < $2 AND stopped_at IS NULL`, [userId, d.version, d.acknowledgedAt]);
      await tx.query(
        `INSERT INTO ${t.versions} (user_id, version, contract_id, terms, text, acknowledged_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [userId, d.version, d.contractId, JSON.stringify(terms), d.text, d.acknowledgedAt],
      );
      return;
    }
    case 'AutoInvestStopped':
      await tx.query(`UPDATE ${t.contracts} SET stopped_at = $2, updated_at = $2 WHERE user_id = $1`, [userId, event.data.stoppedAt]);
      await tx.query(`UPDATE ${t.versions} SET stopped_at = $3 WHERE user_id = $1 AND version = $2`, [userId, event.data.version, event.data.stoppedAt]);
      return;
    case 'AutoInvestPlaced': {
      const d = event.data;
      const written = await rows(
        tx,
        `INSERT INTO ${t.outcomes} AS o (user_id, product_id, version, outcome, fail_code, amount, investment_id, borrower_id, at)
         VALUES ($1, $2, $3, 'placed', NULL, $4, $5, $6, $7)
         ON CONFLICT (user_id, product_id) DO UPDATE SET version = EXCLUDED.version, outcome = 'placed', fail_code = NULL, amount = EXCLUDED.amount,
           investment_id = EXCLUDED.investment_id, borrower_id = EXCLUDED.borrower_id, at = EXCLUDED.at
         WHERE o.outcome = 'skipped'
         RETURNING 1`,
        [userId, d.productId, d.version, d.amountWon, d.investmentId, d.borrowerId, d.placedAt],
      );
      assert(written.length === 1, () => `auto-invest of ${userId} placed twice in product ${d.productId}`);
      return;
    }
    case 'AutoInvestSkipped': {
      const d = event.data;
      await tx.query(
        `INSERT INTO ${t.outcomes} (user_id, product_id, version, outcome, fail_code, amount, investment_id, borrower_id, at)
         VALUES ($1, $2, $3, 'skipped', $4, $5, NULL, NULL, $6) ON CONFLICT (user_id, product_id) DO NOTHING`,
        [userId, d.productId, d.version, d.failCode, d.amountWon, d.skippedAt],
      );
    }
  }
}

type Placed = Extract<AutoInvestEvent, { type: 'AutoInvestPlaced' }>;
type Skipped = Extract<AutoInvestEvent, { type: 'AutoInvestSkipped' }>;
const userOf = (e: StoredEvent<AutoInvestEvent>) => e.streamId.slice(AUTO_INVEST_STREAM_PREFIX.length);

/** An opening's placements, one statement (`apply` one by one would cost a round trip each). */
async function placedRun(tx: Tx, run: StoredEvent<Placed>[], t: TableMap): Promise<void> {
  const d = run.map((e) => e.data);
  const written = await rows(
    tx,
    `INSERT INTO ${t.outcomes} AS o (user_id, product_id, version, outcome, fail_code, amount, investment_id, borrower_id, at)
     SELECT x.u, x.p, x.v, 'placed', NULL, x.a, x.i, x.b, x.at
     FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::bigint[], $5::uuid[], $6::text[], $7::timestamptz[]) AS x(u, p, v, a, i, b, at)
     ON CONFLICT (user_id, product_id) DO UPDATE SET version = EXCLUDED.version, outcome = 'placed', fail_code = NULL, amount = EXCLUDED.amount,
       investment_id = EXCLUDED.investment_id, borrower_id = EXCLUDED.borrower_id, at = EXCLUDED.at
     WHERE o.outcome = 'skipped'
     RETURNING 1`,
    [run.map(userOf), d.map((x) => x.productId), d.map((x) => x.version), d.map((x) => x.amountWon), d.map((x) => x.investmentId), d.map((x) => x.borrowerId), d.map((x) => x.placedAt)],
  );
  assert(written.length === run.length, () => `auto-invest placed twice in a product (${run.length - written.length} of ${run.length})`);
}

async function skippedRun(tx: Tx, run: StoredEvent<Skipped>[], t: TableMap): Promise<void> {
  const d = run.map((e) => e.data);
  await tx.query(
    `INSERT INTO ${t.outcomes} (user_id, product_id, version, outcome, fail_code, amount, investment_id, borrower_id, at)
     SELECT x.u, x.p, x.v, 'skipped', x.f, x.a, NULL, NULL, x.at
     FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::bigint[], $6::timestamptz[]) AS x(u, p, v, f, a, at)
     ON CONFLICT (user_id, product_id) DO NOTHING`,
    [run.map(userOf), d.map((x) => x.productId), d.map((x) => x.version), d.map((x) => x.failCode), d.map((x) => x.amountWon), d.map((x) => x.skippedAt)],
  );
}

const isPlaced = (e: StoredEvent<AutoInvestEvent>): e is StoredEvent<Placed> => e.type === 'AutoInvestPlaced';
const isSkipped = (e: StoredEvent<AutoInvestEvent>): e is StoredEvent<Skipped> => e.type === 'AutoInvestSkipped';

export const autoInvestProjection: Projection<AutoInvestEvent> = {
  name: AUTO_INVEST_PROJECTION,
  tables: { contracts: 'auto_invest_contracts', versions: 'auto_invest_versions', outcomes: 'auto_invest_outcomes' },
  keys: { contracts: ['user_id'], versions: ['user_id', 'version'], outcomes: ['user_id', 'product_id'] },
  handles: AUTO_INVEST_EVENT_TYPES,
  fold: autoInvestFold,
  apply,
  applyBatch: applyInRuns([runOf(isPlaced, placedRun), runOf(isSkipped, skippedRun)], apply),
};
