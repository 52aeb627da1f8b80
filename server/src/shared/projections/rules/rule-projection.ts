// A projection declared as its tables and its rule (row-changes.ts): the inline writer, its
// batch form and its fold are all derived from the one rule.
import type { EventOf } from '../../decider';
import type { StoredEvent, Tx } from '../../event-store/event-store.types';
import type { Projection, TableMap } from '../../event-store/inline-projections';
import { defineFold, FoldRow } from '../fold/projection-fold';
import { applyEvent, rowsOfState, RuleState, startState } from './changes-fold';
import { writeChanges } from './changes-sql';
import type { RowChange, RuleTable } from './row-changes';

export interface RuleProjection<E extends EventOf> {
  name: string;
  /** Event types it reads; others are skipped. */
  handles: readonly E['type'][];
  /** Its tables by logical name, as their migrations make them. */
  tables: Readonly<Record<string, RuleTable>>;
  /** The read model: what one event changes. Pure: the same event always gives the same changes. */
  rule: (event: StoredEvent<E>) => readonly RowChange[];
  /** Columns ignored by `verify` (timestamps of when a row was written, say). */
  volatileColumns?: string[];
  /**
   * What the tables' CHECK constraints hold, asserted on each row the fold writes (the SQL form
   * has the constraints themselves): a log whose sums break them fails verify loudly.
   */
  invariant?: (table: string, row: FoldRow, event: StoredEvent<E>) => void;
}

export function ruleProjection<E extends EventOf>(spec: RuleProjection<E>): Projection<E> {
  const entries = Object.entries(spec.tables);
  const applyBatch = (tx: Tx, events: StoredEvent<E>[], live: TableMap) => writeChanges(tx, spec.tables, live, events.flatMap(spec.rule));
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
      apply: (state, event) => applyEvent(state, event, spec.invariant && ((table, row) => spec.invariant!(table, row, event))),
      rows: rowsOfState,
    }),
  };
}
