// The in-memory form of a projection, for verify and replay: the same read model as its SQL
// `apply`, computed by folding the log in Node and compared with (or written to) the tables once,
// instead of one statement after another per page of events. A million events leave a few
// million rows; the SQL form would insert each and update many of them several times over (every
// repayment credit touches an investor's schedule row, wallet and holding), the fold writes only
// rows that differ from the live ones. Both forms must agree row for row:
// test/integration/ledger/fold-equals-apply.int.spec.ts compares them on every projection.
import type { EventOf } from '../../decider';
import type { StoredEvent } from '../../event-store/event-store.types';

/** A value in a read-model row: what the SQL form binds (Dates for timestamps, 'YYYY-MM-DD' strings for dates, objects for jsonb). */
export type FoldCell = string | number | boolean | Date | null | object;
export type FoldRow = Record<string, FoldCell>;

export interface ProjectionFold<State = unknown, E extends EventOf = EventOf> {
  /** An empty read model. */
  start(): State;
  /** One event the projection handles (one of E's), in the log's order; mutates the state. */
  apply(state: State, event: StoredEvent<E>): void;
  /** Every row of each table, by the logical table names of `Projection.tables`, with every column the live table has. */
  rows(state: State): Record<string, Iterable<FoldRow>>;
  /**
   * What one event costs this fold, in a plain rule's events (1 when absent): verify splits its
   * lanes by it (ledger-ops/verify-lanes). A rule that reads rows costs several (rule-projection.ts).
   */
  eventWeight?: number;
}

/**
 * Declares a fold of the events `E` with its state's type checked inside and erased outside (the
 * registry holds folds of every shape); its projection names the same E.
 */
export function defineFold<State, E extends EventOf>(fold: ProjectionFold<State, E>): ProjectionFold<unknown, E> {
  return fold as unknown as ProjectionFold<unknown, E>;
}
