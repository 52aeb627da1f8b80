// A projection declared as its tables and its rule (row-changes.ts): the inline writer, its
// batch form and its fold are all derived from the one rule.
import type { EventOf } from '../../decider';
import type { StoredEvent, Tx } from '../../event-store/event-store.types';
import type { Projection, TableMap } from '../../event-store/inline-projections';
import { defineFold, FoldRow } from '../fold/projection-fold';
import { foldEvent, Rule, rowsOfState, RuleState, startState } from './changes-fold';
import { writeChanges } from './changes-sql';
import { assert } from '../../errors/domain-error';
import type { RowQuery, RuleReader, RuleTable } from './row-changes';
import { writeReadingBatch } from './rule-batch';

export interface RuleProjection<E extends EventOf> {
  name: string;
  /** Event types it reads; others are skipped. */
  handles: readonly E['type'][];
  /** Its tables by logical name, as their migrations make them. */
  tables: Readonly<Record<string, RuleTable>>;
  /**
   * The read model: what one event changes. Pure: the same event and the same rows read always
   * give the same changes. A rule that reads rows (`read`) declares them in `reads`.
   */
  rule: Rule<E>;
  /** What an event's rule reads (row-changes.ts RowQuery), loaded for a batch before the rule runs (rule-batch.ts). */
  reads?: (event: StoredEvent<E>) => readonly RowQuery[];
  /** Columns ignored by `verify` (timestamps of when a row was written, say). */
  volatileColumns?: string[];
  /**
   * What the tables' CHECK constraints hold, asserted on each row the fold writes (the SQL form
   * has the constraints themselves): a log whose sums break them fails verify loudly.
   */
  invariant?: (table: string, row: FoldRow, event: StoredEvent<E>) => void;
}

/**
 * An event of a rule that reads rows costs its fold about five of a rule that does not (the
 * replay bench's log, third sitting: 6 to 11 µs an event for products, returns, dashboards and
 * schedules, 1.2 to 3 µs for wallets, holdings and the ledger's lines). verify's lanes weigh by it.
 */
const READING_RULE_EVENT_WEIGHT = 5;

/** A rule that declares no reads gets a reader that refuses every read. */
const NO_READS: RuleReader = {
  row: () => refused(),
  rows: () => refused(),
};

function refused(): never {
  assert(false, 'a rule read rows and its projection declares no reads');
}

export function ruleProjection<E extends EventOf>(spec: RuleProjection<E>): Projection<E> {
  const entries = Object.entries(spec.tables);
  const { rule, reads } = spec;
  // An insert-only table's rows are made again from its events when read out (changes-fold.ts), which a rule that reads cannot promise.
  assert(!reads || entries.every(([, t]) => !t.insertOnly), () => `${spec.name}: a reading rule with an insert-only table`);
  const applyBatch = reads
    ? (tx: Tx, events: StoredEvent<E>[], live: TableMap) => writeReadingBatch(tx, spec.tables, rule, reads, live, events)
    : (tx: Tx, events: StoredEvent<E>[], live: TableMap) => writeChanges(tx, spec.tables, live, events.flatMap((event) => rule(event, NO_READS)));
  return {
    name: spec.name,
    tables: Object.fromEntries(entries.map(([logical, t]) => [logical, t.table])),
    handles: spec.handles,
    keys: Object.fromEntries(entries.map(([logical, t]) => [logical, [...t.key]])),
    volatileColumns: spec.volatileColumns,
    // One code path: a single event is a batch of one.
    apply: (tx, event, live) => applyBatch(tx, [event], live),
    applyBatch,
    fold: defineFold<RuleState<E>, E>({
      start: () => startState(spec.tables, spec.rule),
      apply: (state, event) => foldEvent(state, event, spec.invariant),
      rows: (state) => rowsOfState(state, spec.invariant),
      eventWeight: reads ? READING_RULE_EVENT_WEIGHT : 1,
    }),
  };
}
