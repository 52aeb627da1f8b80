// What the repayment_schedules rule reads, and the shape of one event's rule: the rows it reads
// (declared, so the SQL form loads them for a batch before the rule runs) and the changes it makes
// of them. A loan's investor rows are read by product (investor_repayments_product serves it),
// an installment's by product and seq, a loan's installments by product (their primary key).
import type { EventRecord } from '../../shared/event-store/event-store.types';
import type { FoldRow } from '../../shared/projections/fold/projection-fold';
import type { RowChange, RowQuery, RuleReader } from '../../shared/projections/rules/row-changes';

/** One event's rule: what it reads (none: a keyed change only), and its changes given those rows. */
export interface EventRule<D> {
  reads?: (d: D) => RowQuery[];
  changes: (d: D, read: RuleReader, event: EventRecord) => RowChange[];
}

/** The loan's row. */
export const loanRow = (productId: string): RowQuery => ({ table: 'loans', where: { product_id: productId } });
/** Every investor row of the loan. */
export const loanInvestorRows = (productId: string): RowQuery => ({ table: 'investorRepayments', where: { product_id: productId } });
/** The investor rows of one installment. */
export const installmentInvestorRows = (productId: string, seq: number): RowQuery => ({ table: 'investorRepayments', where: { product_id: productId, seq } });
/** The loan's installments. */
export const loanInstallments = (productId: string): RowQuery => ({ table: 'installments', where: { product_id: productId } });
/** The income tax timeline (a few rows: one per policy change). */
export const TIMELINE: RowQuery = { table: 'taxTimeline', where: {} };
/** Every investor row due on or after a day (a tax policy change: rare, and it may re-estimate anyone's from its date on). */
export const rowsDueFrom = (on: string): RowQuery => ({ table: 'investorRepayments', where: {}, from: { column: 'due_on', value: on }, anyOrder: true });
/** Every investor's schedule version: one row for each investor who ever had rows. */
export const EVERY_VERSION: RowQuery = { table: 'scheduleVersions', where: {} };

/** An investor row's key. */
export const rowKey = (row: FoldRow) => ({ user_id: row.user_id, product_id: row.product_id, seq: row.seq });

/** Who holds the rows (with repeats). */
export const holdersOf = (rows: readonly FoldRow[]): string[] => rows.map((row) => String(row.user_id));
