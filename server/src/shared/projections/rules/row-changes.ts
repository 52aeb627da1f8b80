// A read model as ONE pure rule (docs/design.md "Read side"): each event it handles becomes a few
// row changes — insert a row, update a row by its key (set columns, add to columns), or upsert one
// (update it, creating it first when absent). The inline writer renders a batch's changes as
// set-based SQL (changes-sql.ts); verify and replay render them as rows in memory
// (changes-fold.ts). Both follow the same changes, so they cannot drift; adding a field to a read
// model is one column in its table declaration and one value in its rule, plus the migration.
import type { FoldCell, FoldRow } from '../fold/projection-fold';

/** The PostgreSQL types a rule's columns take (the unnest arrays are cast to them). */
export type ColumnType = 'uuid' | 'text' | 'bigint' | 'integer' | 'smallint' | 'date' | 'timestamptz' | 'boolean' | 'jsonb';

/** A read-model table as its migration makes it. */
export interface RuleTable {
  /** The live table's name. */
  table: string;
  /** Every column with its type: the fold gives each row every one. */
  columns: Readonly<Record<string, ColumnType>>;
  /** The primary key's columns. */
  key: readonly string[];
  /**
   * The key's columns in the order the fold's row store nests them (row-store.ts), when not the
   * key's own: the column that events touch rows together by first (a month-end credits a loan's
   * investors one after another), so successive lookups stay in one small map. A loan's 1.4
   * million investor rows looked up investor first took twice as long (cache misses).
   */
  nestBy?: readonly string[];
  /**
   * What a column holds when no change gave it a value, as the migration's DEFAULT (else null).
   * A column a rule adds to starts at 0 in a row an upsert creates, so its DEFAULT must be 0.
   */
  defaults?: Readonly<Record<string, FoldCell>>;
  /**
   * Running totals (a ledger's balance after each line): an insert's `running` columns hold the
   * value of the group's previous row (same `by` columns, the last by `order`) plus the insert's
   * delta. Rows of a group are inserted in `order`'s order (the log's).
   */
  running?: { by: readonly string[]; order: readonly string[]; columns: readonly string[] };
  /**
   * Rows are only ever inserted (ledger lines): the fold keeps them in a list, in order, without
   * an index by key (a replay holds millions), and an update of one is a bug. Their keys must be
   * unique by construction (derived from the event's stream position): the live primary key
   * refuses a duplicate, and verify would show one.
   */
  insertOnly?: boolean;
  /**
   * This table's rows counted in a column of another (distinct investors per product): `into`'s
   * row whose `key` columns (into's column → this table's) equal a row's holds how many rows have
   * `live` above 0. The machinery keeps it as a row's `live` crosses 0, so a rule that cannot know
   * a row's value before its event still keeps the count. Rows of such a table change only by
   * unguarded updates and upserts; no guard may read the count, which the SQL form adds once a
   * round's changes to the counted rows are written (changes-counted.ts).
   */
  countedIn?: CountedIn;
  /**
   * Column lists a rule's reads select rows by, besides the key (RuleReader.rows): the fold keeps
   * an index on each, the SQL form loads a batch's reads through the table's own index. A change
   * never sets an indexed column: a row stays in the groups it was made in.
   */
  indexes?: readonly (readonly string[])[];
}

export interface CountedIn {
  /** The logical table holding the count. */
  into: string;
  key: Readonly<Record<string, string>>;
  column: string;
  live: string;
}

/**
 * A row's values. A function is a value made only when the row is written or read out (an id
 * hashed from the event's position): a fold that runs the rule to sum never pays for it.
 */
export type Values = Record<string, FoldCell | (() => FoldCell)>;
export type Sums = Record<string, number>;

/** One change to one row of a table (named by its logical name in the projection's `tables`). */
export type RowChange =
  | { kind: 'insert'; table: string; row: Values; running?: Sums }
  /** `insertMissing`: the row unless one has its key already (SQL's ON CONFLICT DO NOTHING). */
  | { kind: 'insertMissing'; table: string; row: Values }
  /**
   * `update`: nothing when no row has the key (as SQL's UPDATE). `upsert`: the row is created first (defaults, its key, adds from 0).
   * `when`: an existing row is changed only while its columns hold these values (null: IS NULL); `orFail`: the row must be
   * written (created or changed), else the batch fails with this message (a guard the decider already keeps).
   * `read`: the row with this key as the rule read it for this event (RuleReader): the fold changes it without finding it
   * again (a replay's million credits each found their rows twice); the SQL form writes by the key alone.
   */
  | { kind: 'update' | 'upsert'; table: string; key: Values; set: Values; add: Sums; max?: Sums; when?: Values; orFail?: string; read?: FoldRow }
  /** The row with this key goes (nothing when there is none, as SQL's DELETE). */
  | { kind: 'delete'; table: string; key: Values };

/** An insert, with its running deltas (RuleTable.running). */
export type InsertChange = Extract<RowChange, { kind: 'insert' }>;

type Guard = { when?: Values; orFail?: string };
/** `max`: the column keeps the greater of its value and this one (SQL's GREATEST; a version that concurrent commits may write out of order). */
type Change = { set?: Values; add?: Sums; max?: Sums; read?: FoldRow } & Guard;

export const insertRow = (table: string, row: Values, running?: Sums): RowChange => ({ kind: 'insert', table, row, running });
export const insertMissingRow = (table: string, row: Values): RowChange => ({ kind: 'insertMissing', table, row });
/**
 * A change's `set` or `add` when it has none: one shared empty object, not a fresh one per change
 * (a replay makes millions). Never written to: the SQL form merges copies (changes-sql.ts).
 */
export const NONE: Readonly<Record<string, never>> = Object.freeze({});

export const updateRow = (table: string, key: Values, change: Change): RowChange => ({ kind: 'update', table, key, set: change.set ?? NONE, add: change.add ?? NONE, max: change.max, when: change.when, orFail: change.orFail, read: change.read });
export const upsertRow = (table: string, key: Values, change: Change): RowChange => ({ kind: 'upsert', table, key, set: change.set ?? NONE, add: change.add ?? NONE, max: change.max, when: change.when, orFail: change.orFail, read: change.read });
export const deleteRow = (table: string, key: Values): RowChange => ({ kind: 'delete', table, key });

/**
 * Rows a rule reads: of `table`, those whose `where` columns hold these values — the key, columns
 * that include one of the table's `indexes`, or none (every row: a rare event, a tax policy
 * change) — and, with `from`, whose `from.column` is at least `from.value`.
 */
export interface RowQuery {
  table: string;
  where: Values;
  from?: { column: string; value: FoldCell };
  /** The rule needs the rows in no order (a million rows read by a tax policy change need no sort). */
  anyOrder?: boolean;
}

/**
 * What a reading rule sees: the rows as the log's earlier events left them (in a batch, the
 * batch's earlier events included). The SQL form loads what the projection's `reads` declares for
 * the batch before the rule runs, so a rule reads only what it declared.
 */
export interface RuleReader {
  /** The row with this key, if any. */
  row(table: string, key: Values): FoldRow | undefined;
  /** The query's rows, in key order (as PostgreSQL orders the key: uuids by their text, numbers as numbers). */
  rows(query: RowQuery): readonly FoldRow[];
}

/** Whether the change is guarded or insert-if-absent: it never merges with another change to its row in a batch. */
export const isGuarded = (change: RowChange | { kind: string; when?: Values; orFail?: string }): boolean =>
  change.kind === 'insertMissing' || change.kind === 'delete' || ('when' in change && change.when !== undefined) || ('orFail' in change && change.orFail !== undefined);

/** How a row's key (or other `columns`) reads as one string: uuids in lower case, as PostgreSQL compares them. */
export function keyText(table: RuleTable, key: Values, columns: readonly string[] = table.key): string {
  // The key's one column (most keys): no loop, no concatenation.
  if (columns.length === 1) return cellText(table, columns[0], key[columns[0]]);
  let text = '';
  for (let i = 0; i < columns.length; i += 1) text += cellText(table, columns[i], key[columns[i]]) + '\u0000';
  return text;
}

/** A key cell as text: a uuid in lower case, as PostgreSQL compares it. */
function cellText(table: RuleTable, column: string, cell: Values[string] | undefined): string {
  const value = cellOf(cell);
  return typeof value === 'string' ? (table.columns[column] === 'uuid' ? value.toLowerCase() : value) : String(value);
}

/** `value` plus `delta` (null stays null, as in SQL). */
export const plus = (value: Values[string] | undefined, delta: number): FoldCell => {
  const cell = cellOf(value);
  return cell === null ? null : Number(cell) + delta;
};

/** A value as written: a late one made now. */
export const cellOf = (value: Values[string] | undefined): FoldCell => (typeof value === 'function' ? value() : (value ?? null));

/** A table's columns, and its maker of a row from a change's values. */
interface RowShape {
  columns: string[];
  make: (values: Values) => FoldRow;
  /** Sets the running columns (RuleTable.running) on a row: the group's totals, in the columns' order, plus the insert's deltas. */
  addRunning: (row: FoldRow, totals: number[], deltas: Sums) => void;
}

const shapes = new WeakMap<RuleTable, RowShape>();

/**
 * The table's row maker: one object literal naming every column, made from the declaration once.
 * Rows of one table then share one layout with every column inside the object (a copy of a
 * template kept most columns in a second array, two objects a row for the collector to trace
 * across a replay's million rows), and no column is added by computed name afterwards (V8's slow
 * path, about a microsecond each). The names are the table's own declared columns, quoted.
 * Measured on the replay bench's log: the holdings fold took 4.5 s adding columns, 2.3 s copying
 * a template, 1.25 s with this literal (the hand fold it replaced, 0.9 s). Each column is read
 * from the change by its own name too, not in a loop by a computed one (a keyed access V8 cannot
 * cache: a ledger line's read-out spent a microsecond there).
 */
function shapeOf(table: RuleTable): RowShape {
  let shape = shapes.get(table);
  if (!shape) {
    const columns = Object.keys(table.columns);
    const defaults = columns.map((column) => table.defaults?.[column] ?? null);
    // A column's value as written: its default when the change has none, a late value made.
    const cell = (i: number) => `(x = v[${JSON.stringify(columns[i])}]) === undefined ? d[${i}] : typeof x === 'function' ? x() : x`;
    const literal = columns.map((column, i) => `${JSON.stringify(column)}: ${cell(i)}`).join(', ');
    const make = new Function('d', `return (v) => { let x; return { ${literal} }; };`)(defaults) as RowShape['make'];
    // By name too: a store by computed name, twice a ledger line, was V8's slow path.
    const running = (table.running?.columns ?? []).map((column, i) => `r[${JSON.stringify(column)}] = t[${i}] += s[${JSON.stringify(column)}] ?? 0;`).join(' ');
    const addRunning = new Function('r', 't', 's', running) as RowShape['addRunning'];
    shapes.set(table, (shape = { columns, make, addRunning }));
  }
  return shape;
}

/** A new row of the table: every column present (its default where `values` gives none), late values made. */
export const rowOf = (table: RuleTable, values: Values): FoldRow => shapeOf(table).make(values);

/** Sets an insert's running columns on its row: `totals` (the group's so far, in RuleTable.running's order) plus `deltas`; `totals` keeps the sums. */
export const addRunning = (table: RuleTable, row: FoldRow, totals: number[], deltas: Sums): void => shapeOf(table).addRunning(row, totals, deltas);

/** A new row with this key and, for each of `zeroed`'s columns, 0 (an upsert's row before its change: its adds start from 0). */
export function rowWithKey(table: RuleTable, key: Values, zeroed: Sums): FoldRow {
  const row = rowOf(table, key);
  for (const column in zeroed) row[column] = 0;
  return row;
}
