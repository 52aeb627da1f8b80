// The fold's running totals of one table (RuleTable.running): each group's sums so far, in the
// declared columns' order, added to and set on each insert's row. An array a group, set on the
// row by the columns' names (addRunning): an object given its columns by computed name is V8's
// slow path, twice a ledger line.
import { assert } from '../../errors/domain-error';
import type { FoldRow } from '../fold/projection-fold';
import { addRunning, InsertChange, keyText, RuleTable } from './row-changes';

export class RunningTotals {
  private readonly groups = new Map<string, number[]>();
  /**
   * The last insert's group cell and sums: an event's lines share their investor's id, one string,
   * so the next line of the event skips the key's text and the lookup (a uuid lower-cased and
   * hashed, about a third of a microsecond, for each of a replay's two million lines).
   */
  private lastCell: unknown;
  private last: number[] | undefined;

  constructor(private readonly table: RuleTable) {
    assert(table.running, () => `${table.table}: running totals, and no running columns declared`);
  }

  /** Sets the insert's running columns on `row`: its group's totals so far plus its deltas. */
  add(change: InsertChange, row: FoldRow): void {
    const { by, columns } = this.table.running!;
    // A fixed message behind a cheap test: a replay runs this for two million lines.
    if (!change.running) assert(false, 'an insert into a table with running columns, without its running deltas');
    const cell = by.length === 1 ? change.row[by[0]] : undefined;
    let total = cell !== undefined && typeof cell !== 'function' && cell === this.lastCell ? this.last : undefined;
    if (!total) {
      const group = keyText(this.table, change.row, by);
      total = this.groups.get(group);
      if (!total) this.groups.set(group, (total = columns.map(() => 0)));
      this.lastCell = cell;
      this.last = total;
    }
    addRunning(this.table, row, total, change.running);
  }
}
