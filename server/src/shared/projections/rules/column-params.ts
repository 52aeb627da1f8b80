// A statement's parameters (changes-sql.ts, changes-counted.ts): one array per column.
import type { Statement } from './changes-sql';
import { cellOf, RuleTable } from './row-changes';

/**
 * The statement's parameters, one array per column: adds and kept-greatest values, keys, set
 * values. A jsonb value goes as its text: node-pg would make a nested array of an array's.
 */
export function columnParams(table: RuleTable, s: Statement, keyColumns: readonly string[], columns: readonly string[]): unknown[] {
  return columns.map((c) => s.rows.map((r) => {
    if (s.add.includes(c)) return r.add[c] ?? 0;
    if (s.max.includes(c)) return r.max![c];
    const value = cellOf(keyColumns.includes(c) ? r.key[c] : r.set[c]);
    return table.columns[c] === 'jsonb' && value !== null ? JSON.stringify(value) : value;
  }));
}
